// Exactly-once writes for the offline outbox: the client sends each queued write with an
// Idempotency-Key (its outbox id). The key and the response are stored in the SAME transaction as
// the write, so a replay after a crash between commit and answer is answered, never repeated.
import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { idempotencyKeys } from '../../db/schema.ts';
import { badRequest, conflict, HttpError } from '../../http-error.ts';

export type StoredResponse<T> = { statusCode: number; body: T; replayed: boolean };

/**
 * How long an answer is kept for a replay. The outbox replays a write as soon as it is online again,
 * so a key older than this is a write whose answer was lost and whose device then stayed away a
 * month: it is applied again (most writes then answer 409: already applied, or a stale move).
 */
export const storedAnswerDays = 30;

const keyPattern = /^[A-Za-z0-9_-]{8,100}$/;

/** Reads the header; undefined when absent, 400 when malformed. */
export function idempotencyKey(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  const key = Array.isArray(header) ? header[0] : header;
  if (!key || !keyPattern.test(key)) {
    throw badRequest('Idempotency-Key must be 8 to 100 letters, digits, dashes or underscores');
  }
  return key;
}

/** The validated request (its fields in schema order), so a replay hashes the same. */
const hashOf = (request: unknown) =>
  createHash('sha256')
    .update(JSON.stringify(request ?? null))
    .digest('base64url');

/**
 * Runs `write` in a transaction. With a key, a second call with the same user, key and request
 * returns the first response (replayed: true) instead of writing again; the same key on another
 * route is a 409, with another request body a 422 (answering it with the first result would lie).
 */
export async function once<T>(
  db: Db,
  scope: { userId: string; key: string | undefined; route: string; request?: unknown },
  write: (tx: Tx) => Promise<{ statusCode: number; body: T }>,
): Promise<StoredResponse<T>> {
  const { userId, key, route } = scope;
  if (!key) return { ...(await db.transaction(write)), replayed: false };
  const requestHash = hashOf(scope.request);
  return db.transaction(async (tx) => {
    // On PostgreSQL a concurrent insert of the same key waits here until the other commits.
    const inserted = await tx
      .insert(idempotencyKeys)
      .values({ userId, key, route, requestHash, statusCode: 0, response: {}, completed: false })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (inserted.length === 0) {
      const [stored] = await tx
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
      if (!stored || stored.route !== route)
        throw conflict('This Idempotency-Key was already used for another request');
      // Keys stored before hashes existed have none: they replay as they always did.
      if (stored.requestHash && stored.requestHash !== requestHash)
        throw new HttpError(422, 'This Idempotency-Key was already used with a different request body');
      return { statusCode: stored.statusCode, body: stored.response as T, replayed: true };
    }
    const result = await write(tx);
    await tx
      .update(idempotencyKeys)
      .set({ statusCode: result.statusCode, response: result.body as object, completed: true })
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    return { ...result, replayed: false };
  });
}

/** Forgets the answers stored more than `storedAnswerDays` before `now`; returns how many. */
export async function pruneStoredAnswers(db: Db, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - storedAnswerDays * 24 * 60 * 60_000);
  const gone = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, before))
    .returning({ key: idempotencyKeys.key });
  return gone.length;
}
