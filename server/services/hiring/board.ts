// A job's board for its company's hiring team: how many applications are in each stage, and the first cards of
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
import { hiresFor } from '../team/membership.ts';

type CardRow = {
  /** Null on the counts' row of a job without applications. */
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
  scorecards: number;
  /** The mean of the scorecards' recommendations on the 1–4 scale; null without scorecards. */
  score: number | null;
  /** Every stage's count, the same on each row (computed once). */
  counts: Record<string, number> | null;
};

/**
 * Up to `limit` cards of each of `columns`, after `after` (one stage's cursor) when given, and the
 * counts of every stage, in one statement: on PGlite each round trip is paid on the event loop.
 * A job without applications still answers one row, holding the counts alone.
 */
function cardRows(
  db: Db,
  jobId: string,
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
    with cards as (
      select x.id, x.stage, x.stage_since, x.candidate_id, x.created_at as applied_at,
        (extract(epoch from x.stage_since) * 1000000)::bigint::text as since_us
      from unnest(array[${stageList}]::text[]) as s(stage)
      cross join lateral (
        select * from applications x
        where x.job_id = ${jobId} and x.stage = s.stage ${afterCursor}
        order by x.stage_since desc nulls last, x.id desc nulls last
        limit ${limit + 1}
      ) x
    ),
    unread as (
      -- The candidate's messages nobody on the team has read yet.
      select m.application_id, count(*)::int as n from messages m
      join cards c on c.id = m.application_id
      where m.sender_id = c.candidate_id and m.seen_at is null
      group by m.application_id
    ),
    noted as (
      select n.application_id, count(*)::int as n from application_notes n
      where n.application_id in (select id from cards)
      group by n.application_id
    ),
    scored as (
      -- One scan of scorecards_application_idx looking up the cards sent (= any of an array: an
      -- "in (select …)" lets the planner walk every scorecard instead).
      select s.application_id, count(*)::int as n,
        avg(array_position(array['strong-no', 'no', 'yes', 'strong-yes'], s.recommendation))::float8 as score
      from scorecards s
      where s.application_id = any(array(select id from cards))
      group by s.application_id
    ),
    counts as (
      select json_object_agg(stage, n) as counts
      from (select stage, count(*)::int as n from applications where job_id = ${jobId} group by stage) c
    )
    select a.id, a.stage, a.stage_since, a.since_us, a.applied_at, a.candidate_id,
      coalesce(nullif(p.full_name, ''), u.username) as full_name,
      coalesce(p.profile_photo, u.image) as image,
      nullif(p.specialization, '') as headline,
      coalesce(un.n, 0) as unread, coalesce(no.n, 0) as notes,
      coalesce(sc.n, 0) as scorecards, sc.score, counts.counts
    from counts
    left join cards a on true
    left join users u on u.id = a.candidate_id
    left join candidate_profiles p on p.user_id = a.candidate_id
    left join unread un on un.application_id = a.id
    left join noted no on no.application_id = a.id
    left join scored sc on sc.application_id = a.id
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
  scorecards: Number(r.scorecards),
  score: r.score === null ? null : Math.round(Number(r.score) * 10) / 10,
});

/** GET /jobs/:jobId/board: the Owners and Recruiters of the job's company only. */
export async function readBoard(
  db: Db,
  actor: Actor | null,
  jobId: string,
  query: BoardQuery,
): Promise<Board> {
  const recruiter = requireRole(actor, 'recruiter');
  const [job] = await db
    .select({ id: jobs.id, companyId: jobs.recruiterId, title: jobs.title, urlPath: jobs.urlPath })
    .from(jobs)
    .where(eq(jobs.id, jobId));
  if (!job) throw notFound('Job not found');
  if (!(await hiresFor(db, recruiter.id, job.companyId))) {
    throw forbidden('You can only see the board of your own jobs');
  }
  const columns = query.stage ? [query.stage] : stages;
  const after = query.cursor ? decodeCursor(query.cursor) : undefined;
  const { rows } = await cardRows(db, jobId, columns, boardPageSize, after);
  const counts = Object.fromEntries(stages.map((s) => [s, 0])) as Record<Stage, number>;
  for (const [stage, n] of Object.entries(rows[0]?.counts ?? {})) counts[stage as Stage] = Number(n);
  const cards: Card[] = [];
  const more: Partial<Record<Stage, string>> = {};
  const taken = new Map<Stage, number>();
  let last: CardRow | undefined;
  for (const r of rows) {
    if (!r.id) continue;
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
