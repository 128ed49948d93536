// What a deleted account leaves outside the database: its files in Storage (`{folder}/{userId}/…`,
// uploaded ones that no row points to any more included) and its Firebase sign-ins (the custom
// token's uid, which is our id, and a Google uid). The deletion writes an account_sweeps row in its
// transaction; this removes both and then the row, at once after the deletion and again later
// while Firebase cannot be reached, so an outage delays a deletion but never loses one.
import { setTimeout as sleep } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { accountSweeps } from '../../db/schema.ts';
import { firebaseApp } from '../files/firebase-admin.ts';
import { pruneStoredAnswers } from '../common/idempotency.ts';
import type { FileFolder } from '../files/file-urls.ts';

const folders: readonly FileFolder[] = ['resumes', 'logos', 'feed-posts', 'UpdatedProfiles'];
const retryEveryMs = 60_000;
/** Another server's sweep of a row it took may run this long before the row is due again. */
const leaseMs = 5 * 60_000;
const maxBackoffMs = 6 * 60 * 60_000;
const stopWaitMs = 2000;
/** Expired idempotent answers are pruned on the sweep's timer, at most this often. */
const pruneEveryMs = 60 * 60_000;

export type AccountSweeper = {
  /** Sweeps one deleted account now; resolves when done or failed (the row then waits). */
  sweep: (userId: string) => Promise<void>;
  start: () => void;
  stop: () => Promise<void>;
  setLog: (log: FastifyBaseLogger) => void;
};

type Row = typeof accountSweeps.$inferSelect;

async function removeFromFirebase(firebase: Config['firebase'], row: Row) {
  const app = await firebaseApp(firebase);
  const { getStorage } = await import('firebase-admin/storage');
  const bucket = getStorage(app).bucket();
  for (const folder of folders) await bucket.deleteFiles({ prefix: `${folder}/${row.userId}/` });
  const { getAuth } = await import('firebase-admin/auth');
  // Unknown uids are not an error here: most accounts never had one of the two.
  const uids = [row.userId, row.firebaseUid].filter((u): u is string => Boolean(u));
  const result = await getAuth(app).deleteUsers(uids);
  if (result.failureCount > 0)
    throw new Error(result.errors[0]?.error.message ?? 'Firebase sign-in not deleted');
}

export function createAccountSweeper(db: Db, firebase: Config['firebase']): AccountSweeper {
  let log: FastifyBaseLogger | undefined;
  let timer: NodeJS.Timeout | undefined;
  const running = new Set<Promise<void>>();

  /** Takes the row for a lease (another server skips it meanwhile); null when gone or taken. */
  async function take(userId: string | null): Promise<Row[]> {
    const which = userId ? sql`user_id = ${userId}` : sql`due_at <= now()`;
    const result = (await db.execute(sql`
      update ${accountSweeps} set due_at = now() + ${`${leaseMs} milliseconds`}::interval,
        attempts = attempts + 1
      where user_id in (select user_id from ${accountSweeps} where ${which}
        order by due_at limit 20 for update skip locked)
      returning user_id as "userId", firebase_uid as "firebaseUid", attempts, due_at as "dueAt",
        created_at as "createdAt"`)) as unknown as { rows: Row[] };
    return result.rows;
  }

  async function finish(row: Row) {
    try {
      await removeFromFirebase(firebase, row);
      await db.delete(accountSweeps).where(eq(accountSweeps.userId, row.userId));
    } catch (err) {
      const backoff = Math.min(maxBackoffMs, retryEveryMs * 2 ** Math.min(row.attempts, 12));
      log?.warn({ err, attempts: row.attempts }, 'account sweep failed, will retry');
      await db
        .update(accountSweeps)
        .set({ dueAt: new Date(Date.now() + backoff) })
        .where(eq(accountSweeps.userId, row.userId))
        .catch(() => {});
    }
  }

  function track(work: Promise<void>) {
    running.add(work);
    void work.finally(() => running.delete(work));
    return work;
  }

  /** Every row taken (one account's, or all that are due), each removed from Firebase in turn. */
  const sweepTaken = (userId: string | null) =>
    track(
      (async () => {
        for (const row of await take(userId)) await finish(row);
      })().catch((err) => log?.warn({ err }, 'account sweep could not read its rows')),
    );
  let prunedAt = 0;
  const pruneAnswers = () => {
    if (Date.now() - prunedAt < pruneEveryMs) return;
    prunedAt = Date.now();
    void track(
      pruneStoredAnswers(db).then(
        () => {},
        (err) => log?.warn({ err }, 'expired idempotent answers not pruned'),
      ),
    );
  };
  const sweepDue = () => {
    void sweepTaken(null);
    pruneAnswers();
  };

  return {
    sweep: (userId) => sweepTaken(userId),
    start: () => {
      timer ??= setInterval(sweepDue, retryEveryMs);
      timer.unref();
      sweepDue();
    },
    stop: async () => {
      clearInterval(timer);
      timer = undefined;
      // A sweep stuck on an unreachable Firebase is left to the next start: its row stays.
      await Promise.race([Promise.allSettled([...running]), sleep(stopWaitMs)]);
    },
    setLog: (l) => {
      log = l;
    },
  };
}
