// An interview's reminders follow its current row. Called after every write of an interview (in
// its transaction): a scheduled interview gets a reminder 24 hours and 1 hour before its start for
// the candidate and each interviewer (one already in the past is skipped); a reschedule, a cancel,
// a return to proposed times or an interviewer taken off removes the reminders still waiting. One
// already sent stays as it was, so the same reminder is never written, nor sent, again.
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { interviewReminders, interviews } from '../../db/schema.ts';
import { delivery } from '../../delivery/delivery.ts';

/** Minutes before the start that each reminder is due: a day, then an hour. */
export const reminderOffsets = [1440, 60] as const;

const offsets = sql.join(
  reminderOffsets.map((m) => sql`(${m}::int)`),
  sql`, `,
);

export async function syncInterviewReminders(tx: Tx | Db, interviewId: string): Promise<void> {
  // The interview's row first, locked: the reminder sweep holds it shared while it sends, so this
  // waits for a sweep in progress and the statement below sees what it sent; a sweep that comes
  // later skips this interview until the transaction ends (delivery/reminders/reminder-sweep.ts).
  await tx.execute(sql`select 1 from ${interviews} where id = ${interviewId} for no key update`);
  const { rows } = await tx.execute<{ id: string }>(sql`
    with wanted as (
      select p.user_id, o.minutes_before, i.starts_at,
        i.starts_at - o.minutes_before * interval '1 minute' as due_at
      from interviews i
      cross join (values ${offsets}) as o (minutes_before)
      cross join lateral (
        select a.candidate_id as user_id from applications a where a.id = i.application_id
        union
        select ii.user_id from interview_interviewers ii where ii.interview_id = i.id
      ) p
      where i.id = ${interviewId} and i.status = 'scheduled' and i.starts_at is not null
    ),
    stale as (
      select r.id, r.sent_at from ${interviewReminders} r
      where r.interview_id = ${interviewId} and not exists (
        select 1 from wanted w
        where w.user_id = r.user_id and w.minutes_before = r.minutes_before and w.starts_at = r.starts_at)
    ),
    waiting as (
      delete from ${interviewReminders} where id in (select id from stale where sent_at is null)
    ),
    added as (
      insert into ${interviewReminders} (interview_id, user_id, minutes_before, starts_at, due_at)
      select ${interviewId}, user_id, minutes_before, starts_at, due_at from wanted where due_at > now()
      on conflict do nothing
    )
    select id from stale where sent_at is not null`);
  // Swept already for a time that no longer holds: their mails may still wait for the mail worker.
  await delivery.withdrawReminderMails(
    tx,
    rows.map((r) => r.id),
  );
}
