// Changing the account's email: the password asks, a link mailed to the new address confirms (it
// proves the address is the person's), and the old address hears of it, in case it was not them.
import { and, eq, ne } from 'drizzle-orm';
import type { ChangeEmailBody, ConfirmEmailBody } from '../../../contract/email-change.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { badRequest, conflict, forbidden, unauthorized } from '../../http-error.ts';
import type { AccountLimiter } from './account-limiter.ts';
import { consumeLink, createLink, LinkError, retireLinks } from './account-recovery-links.ts';
import { type Actor, requireActor } from '../common/actor.ts';
import { clearUnprovedAccess, retireOpenLinks } from './address-claim.ts';
import { verifyPassword } from './passwords.ts';
import { delivery } from '../../delivery/delivery.ts';

type Deps = { db: Db; limiter: AccountLimiter };

export const emailTaken = 'An account with this email already exists';
const googleOnly = "This account signs in with Google, so its email is your Google account's";
const wrongPassword = 'That password is not right: your email was not changed';
const sameEmail = 'That is already the email of this account';
const confirmFirst = 'Confirm your current email first: open the link we sent to it';

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
  // Each request mails an address of the caller's choice: an account that never proved its own
  // address is a throwaway anyone can make, so it may not.
  if (!user.emailVerifiedAt) throw forbidden(confirmFirst);
  // Every request counts, not only wrong passwords: each one mails an address of the caller's choice.
  await deps.limiter.check('change-email', user.id);
  await deps.limiter.hit('change-email', user.id);
  if (!(await verifyPassword(body.password, user.passwordHash))) throw forbidden(wrongPassword);
  if (body.newEmail === user.email) throw badRequest(sameEmail);
  if (await isTaken(deps.db, body.newEmail, user.id)) throw conflict(emailTaken);
  // Mail to one address is capped whichever accounts ask for it, as forgot-password caps it.
  await deps.limiter.check('change-email-to', body.newEmail);
  await deps.limiter.hit('change-email-to', body.newEmail);
  await deps.db.transaction(async (tx) => {
    // Only the newest request counts: a link to an address typed earlier no longer works.
    await retireLinks(tx, user.id, 'email-change');
    const { secret } = await createLink(tx, user.id, 'email-change', { newEmail: body.newEmail });
    await delivery.queueMail(tx, {
      kind: 'email-change',
      userId: user.id,
      to: body.newEmail,
      // No name or other text of the account's: this address has not proved to be the person's.
      data: { newEmail: body.newEmail, link: confirmPath(secret) },
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
    // The link proved the new address, not the account's past: a password and sessions set up
    // before any address of it was confirmed go, as a Google sign-in into it would clear them.
    const unproved = !user.emailVerifiedAt;
    if (unproved) await clearUnprovedAccess(tx, user.id);
    // Reset and verify links went to the old address: whoever reads it no longer opens the account.
    await retireOpenLinks(tx, user.id);
    // Queued before the change: whether the old address may be mailed is judged as it stood.
    await delivery.queueMail(tx, {
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
    const then = unproved ? '. Choose a password with "Forgot password" to sign in.' : '';
    return { success: true as const, message: `Your email is now ${link.newEmail}${then}` };
  });
}
