// GET /api/jobs/search: one page of the jobs that match a /jobs query, ranked, with the total and
// the counts beside each filter. A search that finds nothing tries its close words (typo-fallback.ts).
import { inArray, type SQL, sql } from 'drizzle-orm';
import type { JobQuery, JobSort } from '../../../contract/job-query.ts';
import { countCap } from '../../../contract/constants.ts';
import type { JobSearchResponse } from '../../../contract/job-search.ts';
import type { Job } from '../../../contract/jobs.ts';
import type { Db } from '../../db/client.ts';
import { jobs } from '../../db/schema.ts';
import { badRequest } from '../../http-error.ts';
import { distanceKm, jobMatches } from './job-match.ts';
import { findJobs } from './job-service.ts';
import { isOpen } from './job-select.ts';
import { type ResolvedQuery, resolveQuery, termsOf, toTsquery } from './query-terms.ts';
import { searchCounts } from './search-counts.ts';
import { closeQuery } from './typo-fallback.ts';

/** Fewer jobs than this, and a search also looks for a close query that finds more. */
const fewJobs = 5;

export type SearchPage = { cursor?: string; limit: number };

/** Weights of the document's parts in ts_rank_cd: {D (company, location), C (description), B (skills), A (title)}. */
const weights = '{0.05, 0.1, 0.4, 1.0}';

/**
 * Relevance ranks the newest this-many matches of the words: a common word matches 25,000 jobs,
 * and ranking each of them costs more than the whole search may.
 */
const rankedMatches = 1000;

/** Relevance, then a small push for newer jobs (it decides between jobs of nearly equal rank). */
const relevance = (
  tsquery: string,
) => sql`ts_rank_cd(${weights}::float4[], c.search_doc, ${tsquery}::tsquery, 1)
  + 0.02 / (1 + extract(epoch from now() - c.created_at) / 2592000)`;

// Spelt as jobs_open_created_idx is (both columns are never null): a page of the newest open jobs
// then reads 21 index entries instead of sorting every match.
const newest = sql`created_at desc nulls last, id desc nulls last`;
const salary = sql`coalesce(salary_yearly_max, salary_yearly_min) desc nulls last`;

/**
 * The matches a page is taken from, in the order of the page (`pageEnd`: the rows it reads).
 * `common`: the words match thousands of jobs, so walking the newest-jobs index finds the newest
 * of them after a few rows each; otherwise they are read through the word index and sorted.
 */
function orderedMatches(r: ResolvedQuery, sort: JobSort, pageEnd: number, common: boolean): SQL {
  const near = r.place ? { lat: sql`${r.place.lat}::float8`, lon: sql`${r.place.lon}::float8` } : null;
  const matches = (columns: SQL) => sql`
    select ${jobs.id} as id, ${near ? distanceKm(near) : sql`null::float8`} as distance_km${columns}
    from ${jobs} where ${isOpen} and ${jobMatches(termsOf(r))}`;
  if (sort === 'relevance' && r.tsquery) {
    // offset 0 keeps the newest-first order out of the matches' own plan.
    const found = common
      ? matches(sql`, search_doc, created_at`)
      : sql`select * from (${matches(sql`, search_doc, created_at`)} offset 0) as m`;
    const candidates = sql`${found} order by ${newest} limit ${Math.max(rankedMatches, pageEnd)}`;
    return sql`select id, distance_km from (${candidates}) as c order by ${relevance(r.tsquery)} desc, ${newest}`;
  }
  return sql`${matches(sql``)} order by ${sort === 'salary' ? sql`${salary}, ${newest}` : newest}`;
}

/** The cursor of a search is where the next page starts (search pages are not keyset pages). */
const encodeOffset = (offset: number) => Buffer.from(`o${offset}`).toString('base64url');
function decodeOffset(cursor: string | undefined): number {
  if (!cursor) return 0;
  const match = /^o(\d{1,6})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match) throw badRequest('The cursor is not valid; start again from the first page');
  return Number(match[1]);
}

/** A page's row: the job (read whole by findJobs, structured fields included) and its distance. */
type Found = { id: string; distance_km: number | null };

const withDistance = (job: Job, km: number | null): Job =>
  km === null ? job : { ...job, distanceKm: Math.round(km * 10) / 10 };

type PageAt = { offset: number; limit: number; common: boolean };

async function pageOfJobs(db: Db, r: ResolvedQuery, sort: JobSort, { offset, limit, common }: PageAt) {
  const { rows } = await db.execute<Found>(sql`
    ${orderedMatches(r, sort, offset + limit + 1, common)} limit ${limit + 1} offset ${offset}`);
  const found = rows.slice(0, limit);
  const full = found.length
    ? await findJobs(
        db,
        inArray(
          jobs.id,
          found.map((x) => x.id),
        ),
        found.length,
      )
    : [];
  const byId = new Map(full.map((job) => [job._id, job]));
  const data = found.flatMap((x) => {
    const job = byId.get(x.id);
    return job ? [withDistance(job, x.distance_km)] : [];
  });
  return { data, nextCursor: rows.length > limit ? encodeOffset(offset + limit) : null };
}

async function run(db: Db, r: ResolvedQuery, sort: JobSort, page: SearchPage) {
  const { total, counts, manyMatch } = await searchCounts(db, termsOf(r));
  // Every filter of the page is in manyMatch's terms unless a chip narrows it.
  const q = r.query;
  const common = manyMatch && !(q.type || q.mode || q.level || q.posted || r.place);
  const offset = decodeOffset(page.cursor);
  const { data, nextCursor } =
    total > offset || total > countCap
      ? await pageOfJobs(db, r, sort, { offset, limit: page.limit, common })
      : { data: [], nextCursor: null };
  return { total, counts, data, nextCursor };
}

export async function searchJobs(db: Db, query: JobQuery, page: SearchPage): Promise<JobSearchResponse> {
  const resolved = await resolveQuery(db, query);
  const sort = query.sort ?? (resolved.tsquery ? 'relevance' : 'date');
  let result = await run(db, resolved, sort, page);
  let didYouMean: string | null = null;
  const notices = [...resolved.notices];
  const close = query.q && result.total < fewJobs ? await closeQuery(db, query.q) : null;
  const tsquery = close ? await toTsquery(db, close) : null;
  if (close && tsquery) {
    const closer = { ...resolved, tsquery, query: { ...query, q: close } };
    if (result.total === 0) {
      const fixed = await run(db, closer, sort, page);
      if (fixed.total > 0) {
        result = fixed;
        didYouMean = close;
        notices.push(`No jobs match “${query.q}”, so these are the jobs for “${close}”.`);
      }
    } else if ((await searchCounts(db, termsOf(closer))).total > result.total) {
      didYouMean = close;
    }
  }
  return {
    success: true,
    ...result,
    sort,
    place: resolved.place,
    didYouMean,
    notices,
  };
}
