// On PGlite one server runs per data directory (it holds DATA_DIR/server.lock), so at its start
// every outbox lease belongs to a process that is gone (a crash, kill -9): its rows are due at once,
// not when the lease ends. On PostgreSQL another server may be sending them right now: there the
// lease alone decides.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mailOutbox, pushOutbox } from '../../db/schema.ts';

/** Makes every leased row of both outboxes due now; how many of each it took back. */
export async function takeBackLeases(db: Db): Promise<{ push: number; mail: number }> {
  const push = await db.execute(sql`
    update ${pushOutbox} set leased = false, due_at = now() where leased returning id`);
  const mail = await db.execute(sql`
    update ${mailOutbox} set leased = false, due_at = now() where leased and sent_at is null returning id`);
  return { push: push.rows.length, mail: mail.rows.length };
}
