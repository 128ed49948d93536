// "Delete my account": everything that is the person's goes in one transaction. The rows hang off
// the user by foreign keys that cascade (profile, applications, saved jobs, alerts, notifications,
// devices, sessions, links, preferences, their mails and pushes; a recruiter's jobs, with the
// applications to them, and posts: a company with other members stays with them, see
// team/leaving-company.ts); what only names the person without a key to them is removed
// here (account-deletion-traces.ts). Files and Firebase sign-ins follow (account-sweep.ts).
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import type { DeleteAccountBody } from '../../../contract/account-data.ts';
import type { Db } from '../../db/client.ts';
import { accountSweeps, users } from '../../db/schema.ts';
import { forbidden, unauthorized } from '../../http-error.ts';
import { removeTraces, tellApplicantsOfRemovedJobs } from './account-deletion-traces.ts';
import type { AccountLimiter } from './account-limiter.ts';
import type { AccountSweeper } from './account-sweep.ts';
import { type Actor, requireActor } from '../common/actor.ts';
import type { FirebaseAdmin } from '../files/firebase-admin.ts';
import { verifyPassword } from './passwords.ts';
import { endOtherSessions } from './sessions.ts';
import { delivery } from '../../delivery/delivery.ts';
import { leaveCompanyToTeam } from '../team/leaving-company.ts';

type Deps = { db: Db; limiter: AccountLimiter; sweeper: AccountSweeper; firebase: FirebaseAdmin };
type UserRow = typeof users.$inferSelect;

export const accountDeletedMessage = 'Your account and everything in it were deleted';
const wrongPassword = 'That password is not right: your account was not deleted';
const googleNeeded = 'Your account signs in with Google: confirm with Google to delete it';
const wrongGoogle =
  'That Google sign-in is not the one of this account, or is too old: confirm with Google again';
const passwordNeeded = 'Enter your password to delete your account';
const sweepWaitMs = 2000;
/** How recent the Google sign-in that confirms a deletion must be. */
export const freshGoogleSignInMs = 5 * 60_000;

/** A Google sign-in made just now, into the Google account this account is linked to. */
async function freshGoogleProof(deps: Deps, user: UserRow, idToken: string): Promise<boolean> {
  const identity = await deps.firebase.verifyIdToken(idToken);
  if (!identity || !user.firebaseUid || identity.uid !== user.firebaseUid) return false;
  return Date.now() - identity.signedInAt < freshGoogleSignInMs;
}

/**
 * The person, not just their session, asks: the password, or for an account that signs in with
 * Google only a fresh Google sign-in (its address would not do: the session can read it). Failed
 * tries count against the account, as sign-ins do, so a stolen session cannot guess here.
 */
async function confirmIdentity(deps: Deps, user: UserRow, body: DeleteAccountBody) {
  await deps.limiter.check('delete-account', user.id);
  let confirmed: boolean;
  if (user.passwordHash) {
    if (!body.password) throw forbidden(passwordNeeded);
    confirmed = await verifyPassword(body.password, user.passwordHash);
  } else {
    if (!body.idToken) throw forbidden(googleNeeded);
    confirmed = await freshGoogleProof(deps, user, body.idToken);
  }
  if (confirmed) return;
  await deps.limiter.hit('delete-account', user.id);
  throw forbidden(user.passwordHash ? wrongPassword : wrongGoogle);
}

export async function deleteAccount(deps: Deps, actor: Actor | null, body: DeleteAccountBody) {
  const me = requireActor(actor);
  const [found] = await deps.db.select().from(users).where(eq(users.id, me.id));
  if (!found) throw unauthorized();
  await confirmIdentity(deps, found, body);
  await deps.db.transaction(async (tx) => {
    // Locked: an apply or a job post of this user waits, then finds no user to write for.
    const [user] = await tx.select().from(users).where(eq(users.id, me.id)).for('update');
    if (!user) throw unauthorized();
    await leaveCompanyToTeam(tx, user.id);
    await tellApplicantsOfRemovedJobs(tx, user.id);
    await removeTraces(tx, user);
    await tx
      .insert(accountSweeps)
      .values({ userId: user.id, firebaseUid: user.firebaseUid })
      .onConflictDoNothing();
    // Queued with the address only: the mail outlives the account it tells of.
    await delivery.queueMail(tx, {
      kind: 'account-deleted',
      userId: user.id,
      to: user.email,
      data: { name: user.username },
    });
    // Ended before the cascade would delete them: their open streams close on every server. After
    // removeTraces, which deletes the live events addressed to the account.
    await endOtherSessions(tx, user.id, null);
    await tx.delete(users).where(eq(users.id, user.id));
  });
  // Usually done before the answer. Firebase's client retries an unreachable service for many
  // seconds: the answer does not wait for that, the sweep goes on and its row waits for a retry.
  await Promise.race([deps.sweeper.sweep(me.id), sleep(sweepWaitMs)]);
  return { success: true as const, message: accountDeletedMessage };
}
