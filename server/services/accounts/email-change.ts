// Changing the account's email: the password asks, a link mailed to the new address confirms (it
// proves the address is the person's), and the old address hears of it, in case it was not them.
import { and, eq, ne } from 'drizzle-orm';
import type { ChangeEmailBody, ConfirmEmailBody } from '../../../contract/email-change.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { badRequest, conflict, forbidden, unauthorized } from '../../http-error.ts';
import { queueMail } from '../../mail/queue-mail.ts';
import type { AccountLimiter } from './account-limiter.ts';
import { consumeLink, createLink, LinkError, retireLinks } from './account-recovery-links.ts';
import { type Actor, requireActor } from '../common/actor.ts';
import { verifyPassword } from './passwords.ts';

type Deps = { db: Db; limiter: AccountLimiter };

export const emailTaken = 'An account with this email already exists';
const googleOnly = "This account signs in with Google, so its email is your Google account's";
const wrongPassword = 'That password is not right: your email was not changed';
const sameEmail = 'That is already the email of this account';

/** The in-app path the mailed link opens; the page posts its token to the confirm call. */
export const confirmPath = (secret: string) => `/confirm-email?token=${secret}`;

async function isTaken(db: Db, email: string, exceptUserId: string) {
  const [other] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, exceptUserId)));
  return Boolean(other);
}

export async function requestEmailChange(deps: Deps, actor: Actor | null, body: ChangeEmailBody) {
  const me = requireActor(actor);
  const [user] = await deps.db.select().from(users).where(eq(users.id, me.id));
  if (!user) throw unauthorized();
  if (!user.passwordHash) throw forbidden(googleOnly);
  // Every request counts, not only wrong passwords: each one mails an address of the caller's choice.
  await deps.limiter.check('change-email', user.id);
  await deps.limiter.hit('change-email', user.id);
  if (!(await verifyPassword(body.password, user.passwordHash))) throw forbidden(wrongPassword);
  if (body.newEmail === user.email) throw badRequest(sameEmail);
  if (await isTaken(deps.db, body.newEmail, user.id)) throw conflict(emailTaken);
  await deps.db.transaction(async (tx) => {
    // Only the newest request counts: a link to an address typed earlier no longer works.
    await retireLinks(tx, user.id, 'email-change');
    const { secret } = await createLink(tx, user.id, 'email-change', { newEmail: body.newEmail });
    await queueMail(tx, {
      kind: 'email-change',
      userId: user.id,
      to: body.newEmail,
      data: { name: user.username, newEmail: body.newEmail, link: confirmPath(secret) },
    });
  });
  return {
    success: true as const,
    message: `We sent a link to ${body.newEmail}. Open it within an hour to confirm the change.`,
  };
}

/** The link's owner needs no session: holding the link is the proof, and it works once. */
export async function confirmEmailChange(deps: Deps, body: ConfirmEmailBody) {
  return deps.db.transaction(async (tx) => {
    const link = await consumeLink(tx, body.token, 'email-change');
    const [user] = await tx.select().from(users).where(eq(users.id, link.userId)).for('update');
    if (!user || !link.newEmail) throw new LinkError('unknown');
    // Taken since the link was sent: refused, and the rollback leaves the link usable.
    const [other] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, link.newEmail), ne(users.id, user.id)));
    if (other) throw conflict(emailTaken);
    // Queued before the change: whether the old address may be mailed is judged as it stood.
    await queueMail(tx, {
      kind: 'email-changed',
      userId: user.id,
      to: user.email,
      data: { name: user.username, newEmail: link.newEmail },
    });
    // The link proved the new address is the person's.
    await tx
      .update(users)
      .set({ email: link.newEmail, emailVerifiedAt: new Date() })
      .where(eq(users.id, user.id));
    return { success: true as const, message: `Your email is now ${link.newEmail}` };
  });
}
