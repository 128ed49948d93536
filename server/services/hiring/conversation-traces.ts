// A deleted account's conversations: the applications it took part in (as their candidate, or as
// the recruiter of their job) go with it by the cascade, messages, notes and moves included. What
// told of them carries no key to those rows: the bell entries and pushes that open the
// application, the waiting email that names the sender, and the live events (kept minutes, for
// open tabs) addressed to the account. Run before the cascade.
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { applications, jobs, liveEvents, mailOutbox, notifications, pushOutbox } from '../../db/schema.ts';

export async function forgetConversations(tx: Tx, userId: string): Promise<void> {
  const theirs = sql`select a.id from ${applications} a join ${jobs} j on j.id = a.job_id
    where a.candidate_id = ${userId} or j.user_id = ${userId}`;
  const links = sql`select '/applications/' || t.id from (${theirs}) t`;
  await tx.execute(sql`delete from ${notifications} where link in (${links})`);
  await tx.execute(sql`delete from ${pushOutbox} where url in (${links})`);
  await tx.execute(sql`
    delete from ${mailOutbox} where kind = 'messages' and sent_at is null
      and split_part(gather_key, ':', 3) in (select t.id::text from (${theirs}) t)`);
  await tx.execute(sql`delete from ${liveEvents} where ${userId}::uuid = any(user_ids)`);
}
