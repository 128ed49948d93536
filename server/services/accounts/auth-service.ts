// Sign-up, sign-in and Google sign-in. Emails are case-insensitive and unique.
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { text } from '../../../contract/common.ts';
import type { GoogleAuthBody, SessionResponse, SigninBody, SignupBody } from '../../../contract/auth.ts';
import { fold } from '../../../contract/search-text.ts';
import type { Db, Tx } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { conflict, HttpError, unauthorized } from '../../http-error.ts';
import { queueVerifyMail } from './account-recovery-mail.ts';
import { clearUnprovedAccess } from './address-claim.ts';
import type { AccountLimiter } from './account-limiter.ts';
import type { Actor } from '../common/actor.ts';
import type { FirebaseAdmin } from '../files/firebase-admin.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { endSession, startSession } from './sessions.ts';
import type { TokenService } from './tokens.ts';

type Deps = { db: Db; tokens: TokenService; firebase: FirebaseAdmin; limiter: AccountLimiter };
type UserRow = typeof users.$inferSelect;

// Hashing a throwaway password on unknown emails keeps sign-in timing the same for both cases. It
// is made once, ahead of the first sign-in; if the hashing line refuses it (a busy machine), the
// next sign-in that needs it asks again rather than every later one failing.
let dummyHash: Promise<string> | undefined;
function throwawayHash(): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-password').catch((err: unknown) => {
    dummyHash = undefined;
    throw err;
  });
  return dummyHash;
}
throwawayHash().catch(() => {});

/** Signs this device in as `u`: a session of its own, which signs out without the others. */
export async function session(
  deps: { db: Db | Tx; tokens: TokenService },
  u: UserRow,
  message: string,
  userAgent: string | undefined,
): Promise<SessionResponse> {
  return {
    success: true,
    message,
    token: await startSession(deps.db, deps.tokens, u.id, userAgent),
    role: u.role,
    user: { _id: u.id, username: u.username, useremail: u.email, image: u.image },
  };
}

export async function signup(deps: Deps, body: SignupBody) {
  await deps.limiter.check('signup', body.useremail);
  await deps.limiter.hit('signup', body.useremail);
  const passwordHash = await hashPassword(body.userpassword);
  // The account and its verification mail are one write: neither exists without the other.
  await deps.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({
        username: body.username,
        usernameFolded: fold(body.username),
        email: body.useremail,
        passwordHash,
      })
      .onConflictDoNothing()
      .returning({ id: users.id, email: users.email, username: users.username });
    if (!created) throw conflict('An account with this email already exists');
    await queueVerifyMail(tx, created);
  });
  return { success: true as const, message: 'Registration successful' };
}

// Failed sign-ins lock an (email, address) pair; per email they only slow sign-in down, so a
// stranger guessing wrong on purpose cannot lock the owner out.
const slowSigninMs = 1000;

export async function signin(
  deps: Deps,
  body: SigninBody,
  address: string,
  userAgent?: string,
): Promise<SessionResponse> {
  const email = body.useremail;
  const pair = `${email} ${address}`;
  // Checked before the password: a locked pair stays locked even for the right one.
  await deps.limiter.check('signin', pair);
  if (await deps.limiter.exceeded('signin-email', email)) await sleep(slowSigninMs);
  const [user] = await deps.db.select().from(users).where(eq(users.email, email));
  const ok = user?.passwordHash
    ? await verifyPassword(body.userpassword, user.passwordHash)
    : await verifyPassword(body.userpassword, await throwawayHash()).then(() => false);
  if (!user || !ok) {
    await deps.limiter.hit('signin', pair);
    await deps.limiter.hit('signin-email', email);
    throw unauthorized('Invalid email or password');
  }
  await deps.limiter.reset('signin', pair);
  await deps.limiter.reset('signin-email', email);
  return session(deps, user, 'Login successful', userAgent);
}

const profileName = text('Name', 100);

/** The first name that passes the profile check: Google's, the body's, else the email's local part. */
function googleName(fromToken: string | null, fromBody: string | undefined, email: string): string {
  for (const candidate of [fromToken, fromBody]) {
    const checked = profileName.safeParse(candidate);
    if (checked.success) return checked.data;
  }
  return (email.split('@')[0] || 'User').slice(0, 100);
}

/** Google's photo is shown in an <img>: only an https address of sane length, else none. */
function googlePicture(picture: string | null): string | null {
  if (!picture || picture.length > 2048) return null;
  try {
    return new URL(picture).protocol === 'https:' ? picture : null;
  } catch {
    return null;
  }
}

/** Name, email and photo come from the verified ID token, never from the body alone. */
export async function googleAuth(
  deps: Deps,
  body: GoogleAuthBody,
  userAgent?: string,
): Promise<SessionResponse> {
  const identity = await deps.firebase.verifyIdToken(body.idToken);
  if (!identity) throw unauthorized('Google sign-in could not be verified, please try again');
  await deps.limiter.check('google', identity.email);
  await deps.limiter.hit('google', identity.email);
  const username = googleName(identity.name, body.username, identity.email);
  const picture = googlePicture(identity.picture);
  const [existing] = await deps.db.select().from(users).where(eq(users.email, identity.email));
  if (existing) {
    if (existing.firebaseUid && existing.firebaseUid !== identity.uid) {
      throw new HttpError(409, 'This email is linked to another Google account');
    }
    const updated = await deps.db.transaction(async (tx) => {
      // Never confirmed: whoever signed up with this address may not be its owner, so the
      // password they chose and their sessions go before the owner is let in.
      if (!existing.emailVerifiedAt) await clearUnprovedAccess(tx, existing.id);
      const [row] = await tx
        .update(users)
        // Google only vouches for verified addresses (firebase-admin.ts checks): the email is confirmed.
        .set({
          firebaseUid: identity.uid,
          image: existing.image ?? picture,
          emailVerifiedAt: existing.emailVerifiedAt ?? new Date(),
        })
        .where(eq(users.id, existing.id))
        .returning();
      return row;
    });
    return session(deps, updated ?? existing, 'Login successful', userAgent);
  }
  const [created] = await deps.db
    .insert(users)
    .values({
      username,
      usernameFolded: fold(username),
      email: identity.email,
      firebaseUid: identity.uid,
      image: picture,
      emailVerifiedAt: new Date(),
    })
    .returning();
  if (!created) throw conflict('An account with this email already exists');
  return session(deps, created, 'Login successful', userAgent);
}

/** Logout: this device's session ends (its token answers 401, its push subscription goes); others stay. */
export async function signout(db: Db, actor: Actor) {
  if (actor.sessionId) await endSession(db, actor, actor.sessionId);
  return { success: true as const, message: 'Logged out' };
}
