// Sign-up, sign-in and Google sign-in. Emails are case-insensitive and unique.
import { eq } from 'drizzle-orm';
import type { GoogleAuthBody, SessionResponse, SigninBody, SignupBody } from '../../contract/auth.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { conflict, HttpError, unauthorized } from '../http-error.ts';
import type { AccountLimiter } from './account-limiter.ts';
import type { Actor } from './actor.ts';
import type { FirebaseAdmin } from './firebase-admin.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import type { TokenService } from './tokens.ts';

type Deps = { db: Db; tokens: TokenService; firebase: FirebaseAdmin; limiter: AccountLimiter };
type UserRow = typeof users.$inferSelect;

// Hashing a throwaway password on unknown emails keeps sign-in timing the same for both cases.
const dummyHash = hashPassword('not-a-real-password');

export function toActor(u: UserRow): Actor {
  return { id: u.id, role: u.role, username: u.username, email: u.email, image: u.image };
}

async function session(deps: Deps, u: UserRow, message: string): Promise<SessionResponse> {
  return {
    success: true,
    message,
    token: await deps.tokens.sign(u.id),
    role: u.role,
    user: { _id: u.id, username: u.username, useremail: u.email, image: u.image },
  };
}

export async function signup(deps: Deps, body: SignupBody) {
  deps.limiter.check('signup', body.useremail);
  deps.limiter.hit('signup', body.useremail);
  const passwordHash = await hashPassword(body.userpassword);
  const [created] = await deps.db
    .insert(users)
    .values({ username: body.username, email: body.useremail, passwordHash })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (!created) throw conflict('An account with this email already exists');
  return { success: true as const, message: 'Registration successful' };
}

export async function signin(deps: Deps, body: SigninBody): Promise<SessionResponse> {
  // Checked before the password: a locked account stays locked even for the right one.
  deps.limiter.check('signin', body.useremail);
  const [user] = await deps.db.select().from(users).where(eq(users.email, body.useremail));
  const ok = user?.passwordHash
    ? await verifyPassword(body.userpassword, user.passwordHash)
    : await verifyPassword(body.userpassword, await dummyHash).then(() => false);
  if (!user || !ok) {
    deps.limiter.hit('signin', body.useremail);
    throw unauthorized('Invalid email or password');
  }
  deps.limiter.reset('signin', body.useremail);
  return session(deps, user, 'Login successful');
}

/** Name, email and photo come from the verified ID token, never from the body alone. */
export async function googleAuth(deps: Deps, body: GoogleAuthBody): Promise<SessionResponse> {
  const identity = await deps.firebase.verifyIdToken(body.idToken);
  if (!identity) throw unauthorized('Google sign-in could not be verified, please try again');
  deps.limiter.check('google', identity.email);
  deps.limiter.hit('google', identity.email);
  const username = identity.name ?? body.username?.trim() ?? identity.email.split('@')[0] ?? 'User';
  const [existing] = await deps.db.select().from(users).where(eq(users.email, identity.email));
  if (existing) {
    if (existing.firebaseUid && existing.firebaseUid !== identity.uid) {
      throw new HttpError(409, 'This email is linked to another Google account');
    }
    const [updated] = await deps.db
      .update(users)
      .set({ firebaseUid: identity.uid, image: existing.image ?? identity.picture })
      .where(eq(users.id, existing.id))
      .returning();
    return session(deps, updated ?? existing, 'Login successful');
  }
  const [created] = await deps.db
    .insert(users)
    .values({ username, email: identity.email, firebaseUid: identity.uid, image: identity.picture })
    .returning();
  if (!created) throw conflict('An account with this email already exists');
  return session(deps, created, 'Login successful');
}

export async function findActor(db: Db, userId: string): Promise<Actor | null> {
  const [u] = await db.select().from(users).where(eq(users.id, userId));
  return u ? toActor(u) : null;
}
