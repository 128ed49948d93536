// What the other side hears of a move or a message, written in the transaction of the change:
// an in-app notification (with its push), an email for decisions and for messages left unread,
// and a live event for the open tabs of both sides.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { applicationLink, type Stage, stageLabels } from '../../../contract/hiring.ts';
import type { Tx } from '../../db/client.ts';
import { mailOutbox, notifications } from '../../db/schema.ts';
import type { Conversation, Side } from './access.ts';
import { delivery } from '../../delivery/delivery.ts';

/**
 * A recruiter's move tells the candidate. Hired and rejected are told as the old portal's decision
 * was (its notification and its email); the other stages as a stage notification and email. The candidate's
 * own withdrawal is told to the recruiter by the withdraw call itself.
 */
export async function notifyMove(
  tx: Tx,
  c: Conversation,
  by: { id: string; side: Side },
  to: Stage,
  moveId: string,
): Promise<void> {
  const moved = [
    {
      userIds: [c.candidateId, ...c.team],
      event: { type: 'move', applicationId: c.id, stage: to } as const,
    },
  ];
  if (by.side !== 'recruiter') return delivery.publishLiveEach(tx, moved);
  if (to === 'hired' || to === 'rejected') {
    const outcome = to === 'hired' ? 'accepted' : 'rejected';
    await delivery.notify(
      tx,
      [
        {
          userId: c.candidateId,
          kind: 'application-decided',
          text: `Your application for ${c.jobTitle} at ${c.company} was ${outcome}`,
          link: `/jobs/Info/${c.urlPath}`,
        },
      ],
      moved,
      [mailCandidate(c, moveId, { outcome, link: `/jobs/Info/${c.urlPath}` })],
    );
  } else {
    await delivery.notify(
      tx,
      [
        {
          userId: c.candidateId,
          kind: 'stage',
          text: `Your application for ${c.jobTitle} at ${c.company} moved to ${stageLabels[to]}`,
          link: applicationLink(c.id),
        },
      ],
      moved,
      [mailCandidate(c, moveId, { outcome: 'moved', stage: stageLabels[to], link: applicationLink(c.id) })],
    );
  }
}

/**
 * The candidate's email about a move, once per move, written with the move's notification; their
 * "decisions" switch covers both kinds.
 */
function mailCandidate(
  c: Conversation,
  moveId: string,
  told: { outcome: 'accepted' | 'rejected' | 'moved'; stage?: string; link: string },
) {
  return delivery.queueMailSql({
    kind: 'decision',
    userId: c.candidateId,
    data: { jobTitle: c.jobTitle, companyName: c.company, ...told },
    causeKey: `decision:${moveId}`,
  });
}

const mailKey = (recipientId: string, applicationId: string) => `messages:${recipientId}:${applicationId}`;

/**
 * A new message: each recipient's bell shows one notification per thread with unread messages (the
 * previous one is replaced, so a chatty thread does not bury the rest), each message is pushed,
 * and an email follows if the thread is still unread an hour later. The candidate's message goes
 * to the whole hiring team; a teammate's to the candidate, and the rest of the team sees it live.
 */
export async function notifyMessage(
  tx: Tx,
  c: Conversation,
  sender: { id: string; name: string },
  recipientIds: string[],
  messageId: string,
): Promise<void> {
  const link = applicationLink(c.id);
  const event = { type: 'message', applicationId: c.id, messageId } as const;
  const onlookers = c.team.filter((id) => id !== sender.id && !recipientIds.includes(id));
  const replaced = recipientIds.map((recipientId) =>
    tx
      .delete(notifications)
      .where(
        and(
          eq(notifications.userId, recipientId),
          eq(notifications.kind, 'message'),
          eq(notifications.link, link),
          isNull(notifications.readAt),
        ),
      )
      .getSQL(),
  );
  // gatherMailSql itself skips an unconfirmed address and a recipient who turned message mail off.
  const mails = recipientIds.map((recipientId) =>
    delivery.gatherMailSql({
      kind: 'messages',
      userId: recipientId,
      key: mailKey(recipientId, c.id),
      data: { fromName: sender.name, jobTitle: c.jobTitle, link },
      item: {},
      due: sql`now() + interval '1 hour'`,
    }),
  );
  await delivery.notify(
    tx,
    recipientIds.map((userId) => ({
      userId,
      kind: 'message' as const,
      text: `${sender.name} sent you a message about ${c.jobTitle}`,
      link,
    })),
    [
      { userIds: [...recipientIds, ...onlookers], event },
      { userIds: [sender.id], event: { ...event, byYou: true } },
    ],
    [...replaced, ...mails],
  );
}

/**
 * The reader caught up with a thread: its message notification is read, and the email still
 * waiting for it is not sent (one already being sent is left alone).
 */
export async function threadRead(tx: Tx, c: Conversation, readerId: string, writerId: string): Promise<void> {
  await tx
    .update(notifications)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(notifications.userId, readerId),
        eq(notifications.kind, 'message'),
        eq(notifications.link, applicationLink(c.id)),
        isNull(notifications.readAt),
      ),
    );
  await tx
    .delete(mailOutbox)
    .where(
      and(
        eq(mailOutbox.gatherKey, mailKey(readerId, c.id)),
        eq(mailOutbox.claimed, false),
        isNull(mailOutbox.sentAt),
      ),
    );
  await delivery.publishLive(tx, [writerId, readerId], { type: 'seen', applicationId: c.id });
  // The reader's bell lost the thread's entry: their other tabs recount (delivery.notify() tells new ones).
  await delivery.publishLive(tx, [readerId], { type: 'notification' });
}
