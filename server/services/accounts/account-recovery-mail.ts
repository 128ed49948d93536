// The account mails of this feature, each queued in the transaction of its cause (the outbox sends
// it after the commit): a link made and its mail are written together or not at all.
import type { Tx } from '../../db/client.ts';
import { createLink } from './account-recovery-links.ts';
import { delivery } from '../../delivery/delivery.ts';

type Recipient = { id: string; email: string; username: string };

/** A one-time link and its mail, queued together: the page at `page` takes the link's secret. */
async function queueLinkMail(tx: Tx, user: Recipient, kind: 'verify' | 'reset', page: string) {
  const link = await createLink(tx, user.id, kind);
  await delivery.queueMail(tx, {
    kind,
    userId: user.id,
    to: user.email,
    data: { name: user.username, link: `${page}?token=${link.secret}` },
    causeKey: `${kind}:${link.id}`,
  });
}

export const queueVerifyMail = (tx: Tx, user: Recipient) =>
  queueLinkMail(tx, user, 'verify', '/verify-email');

export const queueResetMail = (tx: Tx, user: Recipient) =>
  queueLinkMail(tx, user, 'reset', '/reset-password');

/** `changeId`: what makes this change one cause (the reset link used, or a fresh id). */
export async function queuePasswordChangedMail(tx: Tx, user: Recipient, changeId: string) {
  await delivery.queueMail(tx, {
    kind: 'password-changed',
    userId: user.id,
    to: user.email,
    data: { name: user.username },
    causeKey: `password-changed:${changeId}`,
  });
}
