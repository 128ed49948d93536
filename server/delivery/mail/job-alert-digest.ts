// Job alerts by email come as a digest: each new job a candidate's alerts match joins the
// candidate's next digest, daily or weekly as the most frequent of the matching alerts says (an
// alert set to off adds nothing). Digests go out at 08:00 UTC; weekly ones on Mondays.
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { mailOutbox, users } from '../../db/schema.ts';
import { joinGathering } from './gather-mail.ts';
import { emailWanted } from './wanted.ts';

export type Cadence = 'daily' | 'weekly' | 'off';
export type AlertMatch = { user_id: string; cadence: Cadence };

// In UTC whatever the database's time zone: the next 08:00, and the next Monday 08:00.
const nextDaily = sql`(date_trunc('day', (now() at time zone 'UTC') - interval '8 hours')
  + interval '1 day 8 hours') at time zone 'UTC'`;
const nextWeekly = sql`(date_trunc('week', (now() at time zone 'UTC') - interval '8 hours')
  + interval '7 days 8 hours') at time zone 'UTC'`;

/** One statement for every candidate a new job matched (a job can match thousands). */
export async function queueAlertDigests(
  tx: Tx,
  matches: AlertMatch[],
  job: { title: string; companyName: string; location: string; urlPath: string },
): Promise<void> {
  const mailed = matches.filter((m) => m.cadence !== 'off');
  if (mailed.length === 0) return;
  const item = {
    title: job.title,
    companyName: job.companyName,
    location: job.location,
    link: `/jobs/Info/${job.urlPath}`,
  };
  const data = JSON.stringify({ items: [item] });
  await tx.execute(sql`
    insert into ${mailOutbox} (kind, user_id, to_address, data, cause_key, gather_key, due_at)
    select 'job-alerts', u.id, u.email, ${data}::jsonb, 'job-alerts:' || gen_random_uuid(),
      'job-alerts:' || u.id || ':' || m.cadence,
      case m.cadence when 'daily' then ${nextDaily} else ${nextWeekly} end
    from jsonb_to_recordset(${JSON.stringify(mailed)}::jsonb) as m(user_id uuid, cadence text)
    join ${users} u on u.id = m.user_id and u.email_verified_at is not null
    where ${emailWanted(sql`u.id`, 'job-alerts')}
    ${joinGathering}`);
}
