// Forgot password and reset, email verification, and the password change: the rules. Every refusal
// changes nothing (the link is consumed inside the transaction of the change it allows).
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  type ChangePasswordBody,
  type CheckResetLinkBody,
  type ForgotPasswordBody,
  forgotPasswordMessage,
  type ResetPasswordBody,
  type VerifyEmailBody,
} from '../../../contract/account-recovery.ts';
import type { SessionResponse } from '../../../contract/auth.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { badRequest, conflict, forbidden } from '../../http-error.ts';
import type { AccountLimiter } from './account-limiter.ts';
import { queuePasswordChangedMail, queueResetMail, queueVerifyMail } from './account-recovery-mail.ts';
import { consumeLink, isLinkShaped, LinkError, linkProblem, retireLinks } from './account-recovery-links.ts';
import type { Actor } from '../common/actor.ts';
import { session } from './auth-service.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { endOtherSessions } from './sessions.ts';
import type { TokenService } from './tokens.ts';

type Deps = { db: Db; tokens: TokenService; limiter: AccountLimiter };

/**
 * Checks the limits and answers at once; the lookup, the link and the mail come after the answer
 * (`work`), so an email with an account and one without answer alike and in the same time.
 */
export async function forgotPassword(deps: Deps, body: ForgotPasswordBody, address: string) {
  const email = body.useremail;
  await deps.limiter.check('forgot', email);
  await deps.limiter.check('forgot-address', address);
  await deps.limiter.hit('forgot', email);
  await deps.limiter.hit('forgot-address', address);
  const work = async () => {
    const [user] = await deps.db
      .select({ id: users.id, email: users.email, username: users.username })
      .from(users)
      .where(eq(users.email, email));
    if (!user) return;
    await deps.db.transaction((tx) => queueResetMail(tx, user));
  };
  return { answer: { success: true as const, message: forgotPasswordMessage }, work };
}

/** A new password from a reset link: every session of the account ends, this device signs in. */
export async function resetPassword(
  deps: Deps,
  body: ResetPasswordBody,
  userAgent: string | undefined,
): Promise<SessionResponse> {
  // A token no link could carry is refused before the hash: it must not cost a sign-in its turn.
  if (!isLinkShaped(body.token)) throw new LinkError('unknown');
  // Hashed before the transaction: the slow part holds no lock and no connection.
  const passwordHash = await hashPassword(body.userpassword);
  return deps.db.transaction(async (tx) => {
    const link = await consumeLink(tx, body.token, 'reset');
    await retireLinks(tx, link.userId, 'reset');
    // An email change asked from a session this reset is meant to shut out must not finish.
    await retireLinks(tx, link.userId, 'email-change');
    // The link reached the inbox: the address is the user's.
    const [user] = await tx.update(users).set({ passwordHash }).where(eq(users.id, link.userId)).returning();
    if (!user) throw badRequest('This account no longer exists');
    if (!user.emailVerifiedAt) {
      await tx.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, user.id));
    }
    await endOtherSessions(tx, user.id, null);
    await queuePasswordChangedMail(tx, user, link.id);
    return session({ db: tx, tokens: deps.tokens }, user, 'Your password has been reset', userAgent);
  });
}

/** Whether a reset link would work, without using it: the page says so before a password is typed. */
export async function checkResetLink(db: Db, body: CheckResetLinkBody) {
  const problem = await linkProblem(db, body.token, 'reset');
  if (problem) throw new LinkError(problem);
  return { success: true as const, message: 'This link works: choose a new password' };
}

/** Confirms the address a verify link was sent to; signed in as someone else, it refuses. */
export async function verifyEmail(deps: Deps, body: VerifyEmailBody, actor: Actor | null) {
  return deps.db.transaction(async (tx) => {
    const link = await consumeLink(tx, body.token, 'verify');
    if (actor && actor.id !== link.userId) {
      throw forbidden('This link is for another account. Sign out, then open the link again.');
    }
    const [user] = await tx
      .select({ email: users.email, verifiedAt: users.emailVerifiedAt })
      .from(users)
      .where(eq(users.id, link.userId));
    // A link sent to an address the account no longer uses proves nothing about the new one.
    if (!user || (link.newEmail && link.newEmail !== user.email))
      throw badRequest('This link is not valid any more. Ask for a new one.');
    if (!user.verifiedAt) {
      await tx.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, link.userId));
    }
    return { success: true as const, message: 'Your email is confirmed' };
  });
}

export async function emailStatus(db: Db, me: Actor) {
  const [u] = await db
    .select({ email: users.email, verifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, me.id));
  return { success: true as const, data: { email: u?.email ?? me.email, verified: Boolean(u?.verifiedAt) } };
}

export async function resendVerification(deps: Deps, me: Actor) {
  const [u] = await deps.db.select().from(users).where(eq(users.id, me.id));
  if (!u) throw badRequest('This account no longer exists');
  if (u.emailVerifiedAt) throw conflict('Your email is already confirmed');
  await deps.limiter.check('verify-resend', u.id);
  await deps.limiter.hit('verify-resend', u.id);
  await deps.db.transaction((tx) => queueVerifyMail(tx, u));
  return { success: true as const, message: `We sent a new link to ${u.email}` };
}

/** The current password proves it is the owner; the other devices are signed out. */
export async function changePassword(deps: Deps, me: Actor, body: ChangePasswordBody) {
  const [u] = await deps.db.select().from(users).where(eq(users.id, me.id));
  if (!u?.passwordHash) {
    throw badRequest('Your account signs in with Google: it has no password to change');
  }
  // Guessing the current password from a stolen session is limited like sign-in.
  await deps.limiter.check('change-password', u.id);
  if (!(await verifyPassword(body.currentPassword, u.passwordHash))) {
    await deps.limiter.hit('change-password', u.id);
    throw badRequest('Your current password is not correct');
  }
  if (body.newPassword === body.currentPassword) {
    throw badRequest('The new password must be different from the current one');
  }
  const passwordHash = await hashPassword(body.newPassword);
  await deps.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, u.id));
    await endOtherSessions(tx, u.id, me.sessionId ?? null);
    await retireLinks(tx, u.id, 'reset');
    await retireLinks(tx, u.id, 'email-change');
    await queuePasswordChangedMail(tx, u, randomUUID());
  });
  await deps.limiter.reset('change-password', u.id);
  return {
    success: true as const,
    message: 'Your password has been changed. Your other devices are signed out.',
  };
}
