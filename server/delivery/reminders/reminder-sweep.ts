// Sends interview reminders once they are due (rows of interview_reminders, written by the
// interview services). A batch is one transaction: it takes due rows with SKIP LOCKED, writes
// their bells and pushes (notify) and their mails (the mail outbox), and marks them sent. Several
// servers sweep the same table: a row is taken by one of them, and a server that dies mid-batch
// rolls it back whole, so the row is due again and sent by the next sweep, never twice. No lease
// is needed: nothing leaves the database inside the transaction (the outbox workers send later).
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { interviewReminders } from '../../db/schema.ts';
import { notify } from '../in-app/notify.ts';
import { queueMailsSql } from '../mail/queue-mail.ts';
import { createOutboxWorker, type OutboxWorker } from '../outbox/outbox-loop.ts';
import { bellOf, type Due, mailOf } from './reminder-content.ts';

/** A sent reminder is kept this long after its interview (so it is never written again). */
const keepDays = 8;
const pruneEveryMs = 3600_000;

// The interview is locked shared beside the reminder: a reschedule locks it first (services'
// syncInterviewReminders), so a batch either commits before the reschedule reads the reminders or
// skips that interview until the reschedule has replaced them.
const takeDue = (limit: number) => sql`
  select r.id, r.user_id, r.minutes_before,
    (extract(epoch from r.starts_at) * 1000)::float8 as starts_ms,
    (i.status = 'scheduled' and i.starts_at = r.starts_at and r.starts_at > now()) as current,
    i.title, i.duration_minutes, i.location, i.video_url, i.application_id,
    coalesce(u.time_zone, i.time_zone) as time_zone, j.title as job_title, j.company_name
  from ${interviewReminders} r
  join interviews i on i.id = r.interview_id
  join users u on u.id = r.user_id
  join applications a on a.id = i.application_id
  join jobs j on j.id = a.job_id
  where r.sent_at is null and r.due_at <= now()
  order by r.due_at
  limit ${limit}
  for update of r skip locked
  for share of i skip locked`;

const idArray = (rows: Due[]) => `{${rows.map((r) => r.id).join(',')}}`;

/** Sends up to `limit` due reminders in one transaction; the rows it took (sent or dropped). */
async function sendDue(db: Db, limit: number): Promise<Due[]> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<Due>(takeDue(limit));
    if (!rows.length) return rows;
    const sent = rows.filter((r) => r.current);
    const dropped = rows.filter((r) => !r.current);
    const mails = sent.length ? [queueMailsSql('interview-reminder', sent.map(mailOf))] : [];
    await notify(
      tx,
      sent.map(bellOf),
      [],
      [
        ...mails,
        sql`update ${interviewReminders} set sent_at = now() where id = any(${idArray(sent)}::uuid[])`,
        sql`delete from ${interviewReminders} where id = any(${idArray(dropped)}::uuid[])`,
      ],
    );
    return rows;
  });
}

async function untilNextDue(db: Db): Promise<number | null> {
  const result = await db.execute<{ wait_ms: number | null }>(sql`
    select (extract(epoch from min(due_at) - now()) * 1000)::float8 as wait_ms
    from ${interviewReminders} where sent_at is null`);
  return result.rows[0]?.wait_ms ?? null;
}

export type ReminderSweep = OutboxWorker;

export function createReminderSweep(deps: {
  db: Db;
  /** Reminders sent per transaction (REMINDER_BATCH): on PGlite other writes wait for each. */
  batch: number;
  /** REMINDER_POLL_MS: the longest sleep when nothing wakes it. */
  fallbackPollMs: number;
  /** After a batch committed: the outbox workers and the live reader have rows to look at. */
  sent: () => void;
}): ReminderSweep {
  const { db } = deps;
  let prunedAt = 0;
  async function prune() {
    if (Date.now() - prunedAt < pruneEveryMs) return;
    prunedAt = Date.now();
    await db.execute(sql`
      delete from ${interviewReminders}
      where sent_at is not null and starts_at < now() - ${`${keepDays} days`}::interval`);
  }
  return createOutboxWorker<Due, 'done'>({
    channel: {
      name: 'reminders',
      // The whole send is the claim's transaction; nothing is left to deliver or settle.
      claim: async (limit) => {
        await prune();
        const rows = await sendDue(db, limit);
        if (rows.length) deps.sent();
        return rows;
      },
      deliver: async () => 'done',
      failed: 'done',
      settle: async () => {},
      settleEach: false,
      untilNextDue: () => untilNextDue(db),
    },
    concurrency: 1,
    batch: deps.batch,
    fallbackPollMs: deps.fallbackPollMs,
  });
}
