// Announces a change to the open tabs of some users (GET /api/events, on any server). Written as a
// row in the writer's own transaction: a rolled-back write announces nothing, and the row is numbered
// and PostgreSQL's NOTIFY sent only at commit (migration 0011), so the number order is commit order.
import type { PublishedEvent } from '../../../contract/live.ts';
import type { Db, Tx } from '../../db/client.ts';
import { liveEvents } from '../../db/schema.ts';

/**
 * Call it inside the transaction that makes the change, with everyone who should hear of it (the
 * writer too, for their other tabs). Nothing is sent for an empty list.
 */
export async function publishLive(tx: Tx | Db, userIds: readonly string[], event: PublishedEvent) {
  const users = [...new Set(userIds)];
  if (users.length === 0) return;
  await tx.insert(liveEvents).values({ userIds: users, event });
}
