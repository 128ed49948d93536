// One thread per application, between its candidate and its job's hiring team: text only (the
// client shows it as text), newest page first, "seen" once the other side read it.
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type {
  Message,
  MessageResponse,
  MessagesQuery,
  MessagesResponse,
  SeenResponse,
} from '../../../contract/hiring.ts';
import type { Db } from '../../db/client.ts';
import { messages } from '../../db/schema.ts';
import { conflict, notFound } from '../../http-error.ts';
import { type Actor, requireActor } from '../common/actor.ts';
import { afterCursor, decodeCursor, encodeCursor, microseconds } from '../common/cursor.ts';
import { once } from '../common/idempotency.ts';
import { conversationFor, otherSide } from './access.ts';
import { notifyMessage, threadRead } from './hiring-notify.ts';

const both = ['candidate', 'recruiter'] as const;

const toMessage = (
  me: string,
  m: { id: string; senderId: string; text: string; createdAt: Date; seenAt: Date | null },
): Message => ({
  _id: m.id,
  mine: m.senderId === me,
  text: m.text,
  at: m.createdAt.toISOString(),
  seenAt: m.seenAt ? m.seenAt.toISOString() : null,
});

/** GET /applications/:id/messages: a page, oldest first within it; the first page is the newest. */
export async function readThread(
  db: Db,
  actor: Actor | null,
  applicationId: string,
  query: MessagesQuery,
): Promise<MessagesResponse['data']> {
  const { conversation: c, side } = await conversationFor(db, actor, applicationId, both);
  const me = requireActor(actor).id;
  const older = query.before
    ? afterCursor(messages.createdAt, messages.id, decodeCursor(query.before))
    : undefined;
  const rows = await db
    .select({
      id: messages.id,
      senderId: messages.senderId,
      text: messages.text,
      createdAt: messages.createdAt,
      seenAt: messages.seenAt,
      cursorUs: microseconds(messages.createdAt),
    })
    .from(messages)
    .where(and(eq(messages.applicationId, applicationId), older))
    .orderBy(sql`${messages.createdAt} desc nulls last`, sql`${messages.id} desc nulls last`)
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const oldest = page.at(-1);
  return {
    thread: { applicationId, jobTitle: c.jobTitle, withName: otherSide(c, side).name, stage: c.stage },
    messages: page.reverse().map((m) => toMessage(me, m)),
    before: rows.length > query.limit && oldest ? encodeCursor({ us: oldest.cursorUs, id: oldest.id }) : null,
  };
}

/** POST /applications/:id/messages: either side, while the application is not withdrawn. */
export async function sendMessage(
  db: Db,
  actor: Actor | null,
  input: { applicationId: string; text: string; key: string | undefined },
) {
  const me = requireActor(actor);
  const { applicationId, text } = input;
  return once<MessageResponse>(
    db,
    { userId: me.id, key: input.key, route: `message ${applicationId}`, request: { text } },
    async (tx) => {
      // Locked: a withdrawal committing meanwhile is seen, not raced.
      const { conversation: c, side } = await conversationFor(tx, actor, applicationId, both, { lock: true });
      if (c.stage === 'withdrawn') throw conflict('This application was withdrawn');
      const recipient = otherSide(c, side);
      const [row] = await tx
        .insert(messages)
        .values({ applicationId, senderId: me.id, recipientId: recipient.id, text })
        .returning();
      if (!row) throw new Error('The message could not be saved');
      const senderName = side === 'recruiter' ? c.myName : c.candidateName;
      const recipients = side === 'recruiter' ? [c.candidateId] : c.team;
      await notifyMessage(tx, c, { id: me.id, name: senderName }, recipients, row.id);
      return {
        statusCode: 201,
        body: { success: true, message: 'Message sent', data: toMessage(me.id, row) },
      };
    },
  );
}

/** POST /applications/:id/messages/seen: the other side's messages up to `upTo` are read. */
export async function markSeen(
  db: Db,
  actor: Actor | null,
  input: { applicationId: string; upTo: string; key: string | undefined },
) {
  const me = requireActor(actor);
  const { applicationId, upTo } = input;
  return once<SeenResponse>(
    db,
    { userId: me.id, key: input.key, route: `seen ${applicationId}`, request: { upTo } },
    async (tx) => {
      const { conversation: c, side } = await conversationFor(tx, actor, applicationId, both);
      // The team reads the candidate's messages together: one teammate reading marks them seen.
      const toMe =
        side === 'recruiter' ? eq(messages.senderId, c.candidateId) : eq(messages.recipientId, me.id);
      const [mark] = await tx
        .select({ id: messages.id })
        .from(messages)
        .where(and(eq(messages.id, upTo), eq(messages.applicationId, applicationId)));
      if (!mark) throw notFound('Message not found in this thread');
      const seen = await tx
        .update(messages)
        .set({ seenAt: sql`now()` })
        .where(
          and(
            eq(messages.applicationId, applicationId),
            toMe,
            isNull(messages.seenAt),
            // Compared in the database: a JavaScript Date would drop the microseconds.
            sql`(${messages.createdAt}, ${messages.id}) <= (select m.created_at, m.id from ${messages} m where m.id = ${mark.id})`,
          ),
        )
        .returning({ id: messages.id });
      const [left] = await tx
        .select({ id: messages.id })
        .from(messages)
        .where(and(eq(messages.applicationId, applicationId), toMe, isNull(messages.seenAt)))
        .orderBy(desc(messages.createdAt))
        .limit(1);
      if (seen.length > 0 && !left) await threadRead(tx, c, me.id, otherSide(c, side).id);
      return {
        statusCode: 200,
        body: { success: true, message: 'Messages marked as seen', data: { seen: seen.length } },
      };
    },
  );
}
