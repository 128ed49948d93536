// The account mails of this feature, each queued in the transaction of its cause (the outbox sends
// it after the commit): a link made and its mail are written together or not at all.
import type { Tx } from '../db/client.ts';
import { queueMail } from '../mail/queue-mail.ts';
import { createLink } from './account-recovery-links.ts';

type Recipient = { id: string; email: string; username: string };

export async function queueVerifyMail(tx: Tx, user: Recipient) {
  const link = await createLink(tx, user.id, 'verify');
  await queueMail(tx, {
    kind: 'verify',
    userId: user.id,
    to: user.email,
    data: { name: user.username, link: `/verify-email?token=${link.secret}` },
    causeKey: `verify:${link.id}`,
  });
}

export async function queueResetMail(tx: Tx, user: Recipient) {
  const link = await createLink(tx, user.id, 'reset');
  await queueMail(tx, {
    kind: 'reset',
    userId: user.id,
    to: user.email,
    data: { name: user.username, link: `/reset-password?token=${link.secret}` },
    causeKey: `reset:${link.id}`,
  });
}

/** `changeId`: what makes this change one cause (the reset link used, or a fresh id). */
export async function queuePasswordChangedMail(tx: Tx, user: Recipient, changeId: string) {
  await queueMail(tx, {
    kind: 'password-changed',
    userId: user.id,
    to: user.email,
    data: { name: user.username },
    causeKey: `password-changed:${changeId}`,
  });
}
