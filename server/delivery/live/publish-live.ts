// Announces a change to the open tabs of some users (GET /api/events, on any server). Written as a
// row in the writer's own transaction: a rolled-back write announces nothing, and the row is numbered
// and PostgreSQL's NOTIFY sent only at commit (migration 0011), so the number order is commit order.
import type { SQL } from 'drizzle-orm';
import type { PublishedEvent } from '../../../contract/live.ts';
import type { Db, Tx } from '../../db/client.ts';
import { liveEvents } from '../../db/schema.ts';

/**
 * Call it inside the transaction that makes the change, with everyone who should hear of it (the
 * writer too, for their other tabs). Nothing is sent for an empty list.
 */
export function publishLive(tx: Tx | Db, userIds: readonly string[], event: PublishedEvent) {
  return publishLiveEach(tx, [{ userIds, event }]);
}

/** Several announcements in one statement (each user told what concerns them). */
export async function publishLiveEach(tx: Tx | Db, items: LiveItems) {
  const insert = liveInsert(tx, items);
  if (insert) await tx.execute(insert);
}

type LiveItems = readonly { userIds: readonly string[]; event: PublishedEvent }[];

/** The insert of those announcements, for a caller that runs it with its own statement; null if none. */
export function liveInsert(tx: Tx | Db, items: LiveItems): SQL | null {
  const rows = items
    .map(({ userIds, event }) => ({ userIds: [...new Set(userIds)], event }))
    .filter((row) => row.userIds.length > 0);
  return rows.length === 0 ? null : tx.insert(liveEvents).values(rows).getSQL();
}
