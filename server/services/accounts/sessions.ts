// Sessions per device: every sign-in makes a row in `sessions` and its token names that row, so a
// device signs out alone. The row is checked on every request (one indexed read joined to the
// user); its last-seen time is written at most every few minutes, not per request. Every session
// ends through revoke(), which also closes its live streams on every server.
import { and, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { liveEvents, sessions, users } from '../../db/schema.ts';
import { notFound } from '../../http-error.ts';
import type { Actor } from '../common/actor.ts';
import { deviceName, storedUserAgent } from './sessions-device-name.ts';
import type { TokenClaims, TokenService } from './tokens.ts';

/** How stale a session's last-seen time may get before a request writes it again. */
export const lastSeenEveryMs = 5 * 60_000;

type Writer = Db | Tx;

/** Signs this device in: a new session row, and the token that names it. */
export async function startSession(
  db: Writer,
  tokens: TokenService,
  userId: string,
  userAgent: string | undefined,
): Promise<string> {
  const [row] = await db
    .insert(sessions)
    .values({ userId, userAgent: storedUserAgent(userAgent) })
    .returning({ id: sessions.id });
  if (!row) throw new Error('session not created');
  return tokens.sign(userId, row.id);
}

/** The actor of a token whose session still exists, or null (signed out, or ended elsewhere). */
export async function sessionActor(db: Db, claims: TokenClaims, now = Date.now()): Promise<Actor | null> {
  const [row] = await db
    .select({
      id: users.id,
      role: users.role,
      username: users.username,
      email: users.email,
      image: users.image,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, claims.sessionId), eq(sessions.userId, claims.userId)));
  if (!row) return null;
  if (now - row.lastSeenAt.getTime() > lastSeenEveryMs) {
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.id, claims.sessionId));
  }
  const { lastSeenAt: _seen, ...actor } = row;
  return { ...actor, sessionId: claims.sessionId };
}

export async function listSessions(db: Db, me: Actor) {
  const rows = await db
    .select()
    .from(sessions)
    .where(eq(sessions.userId, me.id))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
  return {
    success: true as const,
    data: rows.map((s) => ({
      id: s.id,
      device: deviceName(s.userAgent),
      lastSeenAt: s.lastSeenAt.toISOString(),
      signedInAt: s.createdAt.toISOString(),
      current: s.id === me.sessionId,
    })),
  };
}

/** Whether a session still exists (a stream that opened while it was being ended asks again). */
export async function sessionExists(db: Db, sessionId: string): Promise<boolean> {
  const [row] = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.id, sessionId));
  return Boolean(row);
}

/**
 * Deletes the user's sessions that `which` picks and, in the same statement, announces them ended
 * (live/session-ended.ts): each server's live hub closes their open streams. The announcement
 * names the sessions only, not the user: it outlives a deleted account by minutes. Returns their
 * ids.
 */
async function revoke(db: Writer, userId: string, which: SQL | undefined): Promise<string[]> {
  const res = await db.execute(sql`
    with ended as (delete from ${sessions} where ${and(eq(sessions.userId, userId), which)} returning id),
      told as (insert into ${liveEvents} (user_ids, event)
        select '{}'::uuid[], jsonb_build_object('type', 'session-ended', 'sessionIds', jsonb_agg(id))
        from ended having count(*) > 0)
    select id from ended`);
  return (res as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
}

/** Signs one of the caller's devices out (this one, or another); its push subscription goes with it. */
export async function endSession(db: Db, me: Actor, sessionId: string) {
  const ended = await revoke(db, me.id, eq(sessions.id, sessionId));
  if (!ended.length) throw notFound('This device is not signed in to your account');
  return { success: true as const, message: 'Signed out on that device' };
}

/**
 * Ends every session of the user but `keep` (none kept when null): a reset, a password change,
 * signing out everywhere, the account's deletion.
 */
export async function endOtherSessions(db: Writer, userId: string, keep: string | null) {
  await revoke(db, userId, keep ? ne(sessions.id, keep) : undefined);
}
