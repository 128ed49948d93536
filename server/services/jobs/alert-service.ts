// Job alerts: a candidate's saved /jobs search. A job posted later that the same search returns
// notifies them, in the transaction that posts it.
import { and, eq, sql } from 'drizzle-orm';
import type {
  AlertResponse,
  AlertsResponse,
  JobAlert,
  UpdateAlertBody,
} from '../../../contract/candidate.ts';
import { maxJobAlerts } from '../../../contract/candidate.ts';
import type { JobQuery } from '../../../contract/job-query.ts';
import type { Db, Tx } from '../../db/client.ts';
import { jobAlerts, jobs, notifications, pushOutbox, pushSubscriptions } from '../../db/schema.ts';
import { badRequest, conflict, forbidden, notFound } from '../../http-error.ts';
import { type Actor, requireRole } from '../common/actor.ts';
import { alertColumns, alertTerms, sameSearchKey } from './alert-terms.ts';
import { jobMatches } from './job-match.ts';
import { searchPatterns } from '../../db/derived/search-patterns.ts';
import { type AlertMatch, delivery } from '../../delivery/delivery.ts';

const toAlert = (row: typeof jobAlerts.$inferSelect): JobAlert => ({
  _id: row.id,
  q: row.q,
  type: row.jobType ?? null,
  emailCadence: row.emailCadence,
  createdAt: row.createdAt.toISOString(),
});

/** `query`: the whole /jobs query (contract/job-query.ts); it needs words or a filter. */
export async function createAlert(
  db: Db,
  actor: Actor | null,
  query: JobQuery,
): Promise<{ statusCode: 200 | 201; body: AlertResponse }> {
  const candidate = requireRole(actor, 'candidate');
  const { sort: _sort, posted: _posted, ...search } = query;
  if (Object.values(search).every((v) => v === undefined)) {
    throw badRequest('An alert needs a search or a job type');
  }
  const columns = await alertColumns(db, search);
  const key = sameSearchKey(columns.query);
  return db.transaction(async (tx) => {
    // One candidate's alerts are created one at a time: the limit holds against parallel requests.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`alerts:${candidate.id}`}))`);
    const mine = await tx.select().from(jobAlerts).where(eq(jobAlerts.userId, candidate.id));
    // 'Zürich' and 'zurich' are one search, so one alert.
    const same = mine.find((a) => sameSearchKey(a.query) === key);
    if (same)
      return {
        statusCode: 200,
        body: { success: true, message: 'You already have this alert', data: toAlert(same) },
      };
    if (mine.length >= maxJobAlerts) throw conflict(`You can have at most ${maxJobAlerts} job alerts`);
    const [row] = await tx
      .insert(jobAlerts)
      .values({ userId: candidate.id, ...columns, patterns: searchPatterns(columns.q) })
      .returning();
    if (!row) throw new Error('alert not created');
    return { statusCode: 201, body: { success: true, message: 'Alert created', data: toAlert(row) } };
  });
}

export async function listAlerts(db: Db, actor: Actor | null): Promise<AlertsResponse> {
  const candidate = requireRole(actor, 'candidate');
  const rows = await db
    .select()
    .from(jobAlerts)
    .where(eq(jobAlerts.userId, candidate.id))
    .orderBy(sql`${jobAlerts.createdAt} desc`);
  return { success: true, data: rows.map(toAlert) };
}

/** Only the candidate's own alert; the digests already queued keep their time. */
export async function updateAlert(
  db: Db,
  actor: Actor | null,
  id: string,
  body: UpdateAlertBody,
): Promise<AlertResponse> {
  const candidate = requireRole(actor, 'candidate');
  const [row] = await db.select({ userId: jobAlerts.userId }).from(jobAlerts).where(eq(jobAlerts.id, id));
  if (!row) throw notFound('Alert not found');
  if (row.userId !== candidate.id) throw forbidden('You can only change your own alerts');
  const [updated] = await db
    .update(jobAlerts)
    .set({ emailCadence: body.emailCadence })
    .where(and(eq(jobAlerts.id, id), eq(jobAlerts.userId, candidate.id)))
    .returning();
  if (!updated) throw notFound('Alert not found');
  return { success: true, message: 'Alert updated', data: toAlert(updated) };
}

export async function deleteAlert(db: Db, actor: Actor | null, id: string) {
  const candidate = requireRole(actor, 'candidate');
  const [row] = await db.select({ userId: jobAlerts.userId }).from(jobAlerts).where(eq(jobAlerts.id, id));
  if (!row) throw notFound('Alert not found');
  if (row.userId !== candidate.id) throw forbidden('You can only remove your own alerts');
  await db.delete(jobAlerts).where(and(eq(jobAlerts.id, id), eq(jobAlerts.userId, candidate.id)));
  return { success: true as const, message: 'Alert removed' };
}

/**
 * One statement: every candidate with an alert whose query the new job fits (job-match.ts, the /jobs
 * search's own predicate) gets one job-alert
 * notification, however many of their alerts match. Each of their devices that wants job alerts
 * (unless the candidate turned job-alert pushes off) gets a push that waits `windowMs`: alerts that
 * match meanwhile join it ("3 new jobs"). The job also joins each candidate's email digest.
 */
export async function notifyAlerts(
  tx: Tx,
  job: {
    id: string;
    title: string;
    companyName: string;
    location: string;
    urlPath: string;
  },
  windowMs: number,
) {
  const text = `New job for your alert: ${job.title} at ${job.companyName}`;
  const link = `/jobs/Info/${job.urlPath}`;
  // Each matched candidate once, with the most frequent email cadence of their matching alerts.
  const matched = await tx.execute<AlertMatch>(sql`
    with matched as (
      select ${jobAlerts.userId} as user_id,
        (array['daily', 'weekly', 'off'])[min(array_position(array['daily', 'weekly', 'off'], ${jobAlerts.emailCadence}))]
          as cadence
      from ${jobAlerts} join ${jobs} on ${jobs.id} = ${job.id}
      where ${jobMatches(alertTerms(), { orAnyWhenNull: true })}
      group by ${jobAlerts.userId}
    ), told as (
      insert into ${notifications} (user_id, kind, text, link)
      select user_id, 'job-alert', ${text}, ${link} from matched
      returning user_id
    ), pushed as (
      insert into ${pushOutbox} (subscription_id, topic, body, url, due_at)
      select s.id, 'job-alerts', ${text}, ${link}, now() + ${`${windowMs} milliseconds`}::interval
      from told join ${pushSubscriptions} s on s.user_id = told.user_id
      where 'job-alerts' = any(s.topics) and ${delivery.pushWanted(sql`s.user_id`, 'job-alerts')}
      on conflict (subscription_id) where topic = 'job-alerts' and not claimed
      do update set count = ${pushOutbox}.count + 1
    )
    select user_id, cadence from matched`);
  await delivery.queueAlertDigests(tx, matched.rows, job);
  await delivery.publishLive(
    tx,
    matched.rows.map((r) => r.user_id),
    { type: 'notification' },
  );
}
