// Which jobs a page of a search shows, in its order: ids, with each job's distance from the place
// searched and its own coordinates (so that the device can search what it keeps by distance when
// offline). The jobs themselves are read by id (jobs-by-ids.ts).
import { type SQL, sql } from 'drizzle-orm';
import type { JobSort } from '../../../contract/job-query.ts';
import type { Db } from '../../db/client.ts';
import { jobs } from '../../db/schema.ts';
import { badRequest } from '../../http-error.ts';
import { distanceKm, jobMatches, withinKmTested } from './job-match.ts';
import { isOpen } from './job-select.ts';
import { type ResolvedQuery, termsOf } from './query-terms.ts';

/** A page's job: its id, its distance from the place searched, and where it is (null: remote). */
export type PlacedId = { id: string; distance_km: number | null; lat: number | null; lon: number | null };

/** Weights of the document's parts in ts_rank_cd: {D (company, location), C (description), B (skills), A (title)}. */
const weights = '{0.05, 0.1, 0.4, 1.0}';

/**
 * Relevance ranks the newest this-many matches of the words: a common word matches 25,000 jobs,
 * and ranking each of them costs more than the whole search may.
 */
const rankedMatches = 500;

/**
 * Relevance, then a small push for newer jobs (it decides between jobs of nearly equal rank). The
 * age is date_part's float8: extract() gives numeric, whose division cost more than the ranking.
 */
const relevance = (
  tsquery: string,
) => sql`ts_rank_cd(${weights}::float4[], c.search_doc, ${tsquery}::tsquery, 1)
  + 0.02 / (1 + date_part('epoch', now() - c.created_at) / 2592000)`;

// Spelt as jobs_open_created_idx is (both columns are never null): a page of the newest open jobs
// then reads 21 index entries instead of sorting every match.
const newest = sql`created_at desc nulls last, id desc nulls last`;
const salary = sql`coalesce(salary_yearly_max, salary_yearly_min) desc nulls last`;

/**
 * Where the matches are: every term through its own index; or, for `common` matches of a place
 * listed newest first, the distance tested on each job met along the newest open jobs.
 */
function condition(r: ResolvedQuery, sort: JobSort, common: boolean): SQL {
  const terms = termsOf(r);
  if (!(common && terms.near && !terms.words && sort !== 'salary')) return jobMatches(terms);
  return sql`${jobMatches(terms, { without: ['near'] })} and ${withinKmTested(terms.near, terms.near.radiusKm)}`;
}

/**
 * The matches a page is taken from, in the order of the page (`pageEnd`: the rows it reads).
 * `common`: the query matches thousands of jobs, so walking the newest-jobs index finds the newest
 * of them after a few rows each; otherwise they are read through the word or place index and sorted.
 */
function orderedMatches(r: ResolvedQuery, sort: JobSort, pageEnd: number, common: boolean): SQL {
  const near = r.place ? { lat: sql`${r.place.lat}::float8`, lon: sql`${r.place.lon}::float8` } : null;
  const matches = (columns: SQL) => sql`
    select ${jobs.id} as id, ${near ? distanceKm(near) : sql`null::float8`} as distance_km,
      ${jobs.lat} as lat, ${jobs.lon} as lon${columns}
    from ${jobs} where ${isOpen} and ${condition(r, sort, common)}`;
  if (sort === 'relevance' && r.tsquery) {
    // offset 0 keeps the newest-first order out of the matches' own plan.
    const found = common
      ? matches(sql`, search_doc, created_at`)
      : sql`select * from (${matches(sql`, search_doc, created_at`)} offset 0) as m`;
    const candidates = sql`${found} order by ${newest} limit ${Math.max(rankedMatches, pageEnd)}`;
    return sql`select id, distance_km, lat, lon from (${candidates}) as c
      order by ${relevance(r.tsquery)} desc, ${newest}`;
  }
  return sql`${matches(sql``)} order by ${sort === 'salary' ? sql`${salary}, ${newest}` : newest}`;
}

/** The cursor of a search is where the next page starts (search pages are not keyset pages). */
const encodeOffset = (offset: number) => Buffer.from(`o${offset}`).toString('base64url');
export function decodeOffset(cursor: string | undefined): number {
  if (!cursor) return 0;
  const match = /^o(\d{1,6})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match) throw badRequest('The cursor is not valid; start again from the first page');
  return Number(match[1]);
}

export type PageAt = { offset: number; limit: number; common: boolean };

/** The page's jobs in order, and the cursor of the next page (null on the last). */
export async function pageOfIds(db: Db, r: ResolvedQuery, sort: JobSort, { offset, limit, common }: PageAt) {
  const { rows } = await db.execute<PlacedId>(sql`
    ${orderedMatches(r, sort, offset + limit + 1, common)} limit ${limit + 1} offset ${offset}`);
  return {
    found: rows.slice(0, limit),
    nextCursor: rows.length > limit ? encodeOffset(offset + limit) : null,
  };
}
