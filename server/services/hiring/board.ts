// A job's board for its recruiter: how many applications are in each stage, and the first cards of
// every stage (newest move first) in one query: a lateral read of applications_job_stage_idx per
// stage, so a job with thousands of applicants reads a page per column, not the whole job.
import { eq, sql } from 'drizzle-orm';
import {
  type Board,
  type BoardQuery,
  boardPageSize,
  type Card,
  type Stage,
  stages,
} from '../../../contract/hiring.ts';
import type { Db } from '../../db/client.ts';
import { jobs } from '../../db/schema.ts';
import { forbidden, notFound } from '../../http-error.ts';
import { type Actor, requireRole } from '../common/actor.ts';
import { decodeCursor, encodeCursor } from '../common/cursor.ts';

type CardRow = {
  id: string;
  stage: Stage;
  stage_since: string;
  since_us: string;
  applied_at: string;
  candidate_id: string;
  full_name: string;
  image: string | null;
  headline: string | null;
  unread: number;
  notes: number;
};

/** Up to `limit` cards of each of `columns`, after `after` (one stage's cursor) when given. */
function cardRows(
  db: Db,
  jobId: string,
  recruiterId: string,
  columns: readonly Stage[],
  limit: number,
  after?: { us: string; id: string },
) {
  const afterCursor = after
    ? sql`and (x.stage_since, x.id) < (timestamptz 'epoch' + ${after.us}::bigint * interval '1 microsecond', ${after.id}::uuid)`
    : sql``;
  const stageList = sql.join(
    columns.map((s) => sql`${s}`),
    sql`, `,
  );
  return db.execute<CardRow>(sql`
    select a.id, a.stage, a.stage_since, a.since_us, a.applied_at, a.candidate_id,
      coalesce(nullif(p.full_name, ''), u.username) as full_name,
      coalesce(p.profile_photo, u.image) as image,
      nullif(p.specialization, '') as headline,
      (select count(*)::int from messages m
        where m.recipient_id = ${recruiterId} and m.application_id = a.id and m.seen_at is null) as unread,
      (select count(*)::int from application_notes n where n.application_id = a.id) as notes
    from unnest(array[${stageList}]::text[]) as s(stage)
    cross join lateral (
      select x.id, x.stage, x.stage_since, x.candidate_id, x.created_at as applied_at,
        (extract(epoch from x.stage_since) * 1000000)::bigint::text as since_us
      from applications x
      where x.job_id = ${jobId} and x.stage = s.stage ${afterCursor}
      order by x.stage_since desc nulls last, x.id desc nulls last
      limit ${limit + 1}
    ) a
    join users u on u.id = a.candidate_id
    left join candidate_profiles p on p.user_id = a.candidate_id
    order by array_position(array[${stageList}]::text[], a.stage), a.stage_since desc, a.id desc`);
}

const toCard = (r: CardRow): Card => ({
  applicationId: r.id,
  stage: r.stage,
  stageSince: new Date(r.stage_since).toISOString(),
  appliedAt: new Date(r.applied_at).toISOString(),
  candidate: { _id: r.candidate_id, fullName: r.full_name, ProfileImage: r.image, headline: r.headline },
  unreadMessages: Number(r.unread),
  notes: Number(r.notes),
});

/** GET /jobs/:jobId/board: the job's recruiter only. */
export async function readBoard(
  db: Db,
  actor: Actor | null,
  jobId: string,
  query: BoardQuery,
): Promise<Board> {
  const recruiter = requireRole(actor, 'recruiter');
  const [job] = await db
    .select({ id: jobs.id, userId: jobs.userId, title: jobs.title, urlPath: jobs.urlPath })
    .from(jobs)
    .where(eq(jobs.id, jobId));
  if (!job) throw notFound('Job not found');
  if (job.userId !== recruiter.id) throw forbidden('You can only see the board of your own jobs');
  const columns = query.stage ? [query.stage] : stages;
  const after = query.cursor ? decodeCursor(query.cursor) : undefined;
  const [counted, rows] = await Promise.all([
    db.execute<{ stage: Stage; n: number }>(
      sql`select stage, count(*)::int as n from applications where job_id = ${jobId} group by stage`,
    ),
    cardRows(db, jobId, recruiter.id, columns, boardPageSize, after),
  ]);
  const counts = Object.fromEntries(stages.map((s) => [s, 0])) as Record<Stage, number>;
  for (const c of counted.rows) counts[c.stage] = Number(c.n);
  const cards: Card[] = [];
  const more: Partial<Record<Stage, string>> = {};
  const taken = new Map<Stage, number>();
  let last: CardRow | undefined;
  for (const r of rows.rows) {
    const n = (taken.get(r.stage) ?? 0) + 1;
    taken.set(r.stage, n);
    // The extra row of a column only says that the column goes on, after the last card sent.
    if (n > boardPageSize) {
      if (last) more[r.stage] = encodeCursor({ us: last.since_us, id: last.id });
      continue;
    }
    cards.push(toCard(r));
    last = r;
  }
  return { job: { _id: job.id, JobTitle: job.title, UrlPath: job.urlPath }, counts, cards, more };
}
