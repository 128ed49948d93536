// Mails that wait and gather: causes that share a gather key while its mail is still queued join
// that mail (its count, and its list up to `maxItems`) instead of making another. Used for a job's
// new applicants and for job-alert digests. Only to the account's confirmed address, and only while
// its owner wants the kind emailed.
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema.ts';
import { preferenceOf } from './kinds.ts';
import { emailWanted } from './wanted.ts';

/** The items a gathered mail lists; the count says how many more there were. */
export const maxItems = 20;

/**
 * What a conflicting insert does to the gathering row of its key: one more, and its item appended
 * while the list is short. `excluded` is the row that was not inserted.
 */
export const joinGathering = sql`
  on conflict (gather_key) where gather_key is not null and not claimed
  do update set count = ${mailOutbox}.count + 1,
    data = case when jsonb_array_length(${mailOutbox}.data -> 'items') < ${maxItems}
      then jsonb_set(${mailOutbox}.data, '{items}', (${mailOutbox}.data -> 'items') || (excluded.data -> 'items'))
      else ${mailOutbox}.data end`;

/**
 * Queues (or joins) the gathering mail `key` for `userId`, due at `due` (SQL) if it is new.
 * `data` holds what the mail says once, `item` what each cause adds.
 */
export async function gatherMail(tx: Tx | Db, mail: GatheredMail): Promise<void> {
  await tx.execute(gatherMailSql(mail));
}

type GatheredMail = {
  kind: 'new-applicants' | 'job-alerts' | 'messages';
  userId: string;
  key: string;
  data: Record<string, unknown>;
  item: Record<string, unknown>;
  due: SQL;
};

/** gatherMail's statement, for a caller that runs it with others in one. */
export function gatherMailSql(mail: GatheredMail): SQL {
  const data = JSON.stringify({ ...mail.data, items: [mail.item] });
  return sql`
    insert into ${mailOutbox} (kind, user_id, to_address, data, cause_key, gather_key, due_at)
    select ${mail.kind}, u.id, u.email, ${data}::jsonb, ${`${mail.key}:${crypto.randomUUID()}`},
      ${mail.key}, ${mail.due}
    from users u where u.id = ${mail.userId} and u.email_verified_at is not null
      and ${emailWanted(sql`u.id`, preferenceOf[mail.kind])}
    ${joinGathering}`;
}

/**
 * A new gathering of `key` is due now, or an hour after the last mail of the key went (or began
 * going) out: at most one mail an hour per key, and the first one at once.
 */
export function anHourAfterLast(key: string): SQL {
  return sql`greatest(now(), (select max(coalesce(o.sent_at, now())) + interval '1 hour'
    from ${mailOutbox} o where o.gather_key = ${key} and o.claimed))`;
}
