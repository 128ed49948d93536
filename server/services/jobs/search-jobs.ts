// GET /api/jobs/search: one page of the jobs that match a /jobs query, ranked, with the total and
// the counts beside each filter. A search that finds nothing tries its close words (typo-fallback.ts).
// What a search found (counts and the page's ids) is kept for a moment (search-cache.ts); the page's
// jobs are read again every time.
import type { JobQuery, JobSort } from '../../../contract/job-query.ts';
import { countCap } from '../../../contract/constants.ts';
import { correctedSearchNotice, type JobSearchResponse } from '../../../contract/job-search.ts';
import type { Db } from '../../db/client.ts';
import { jobsByIds } from './jobs-by-ids.ts';
import { type ResolvedQuery, resolveQuery, termsOf, toTsquery } from './query-terms.ts';
import { answerCache, jobsGeneration, queryKey } from './search-cache.ts';
import { chosenChips, searchCounts } from './search-counts.ts';
import { decodeOffset, type PlacedId, pageOfIds } from './search-page.ts';
import { closeQuery } from './typo-fallback.ts';

/** Fewer jobs than this, and a search also looks for a close query that finds more. */
const fewJobs = 5;

export type SearchPage = { cursor?: string; limit: number };

/** A search's answer with the page's jobs as ids: what is cached. */
type Found = Omit<JobSearchResponse, 'data'> & { found: PlacedId[] };

async function run(db: Db, r: ResolvedQuery, sort: JobSort, page: SearchPage) {
  const terms = termsOf(r);
  const { total, counts, manyMatch } = await searchCounts(db, terms);
  // Many jobs match, so the newest of them are met after a few rows each along an index in date
  // order. Words: manyMatch counts every filter of the page unless a chip narrows it; narrowed, the
  // total says it. A place alone: more than countCap of the open jobs match.
  const narrowed = chosenChips(terms).length > 0;
  const common = r.tsquery ? !r.place && (narrowed ? total > countCap : manyMatch) : total > countCap;
  const offset = decodeOffset(page.cursor);
  const { found, nextCursor } =
    total > offset || total > countCap
      ? await pageOfIds(db, r, sort, { offset, limit: page.limit, common })
      : { found: [], nextCursor: null };
  return { total, counts, found, nextCursor };
}

async function search(db: Db, query: JobQuery, page: SearchPage): Promise<Found> {
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
        notices.push(correctedSearchNotice(query.q ?? '', close));
      }
    } else if ((await searchCounts(db, termsOf(closer))).total > result.total) {
      didYouMean = close;
    }
  }
  return { success: true, ...result, sort, place: resolved.place, didYouMean, notices };
}

const caches = new WeakMap<Db, ReturnType<typeof answerCache<Found>>>();

export async function searchJobs(db: Db, query: JobQuery, page: SearchPage): Promise<JobSearchResponse> {
  let cached = caches.get(db);
  if (!cached) {
    cached = answerCache<Found>();
    caches.set(db, cached);
  }
  // Read before the search: a write that commits while it runs moves the generation past it.
  const generation = await jobsGeneration(db);
  const key = queryKey(query, page.cursor, page.limit);
  const { found, ...answer } = await cached(key, generation, () => search(db, query, page));
  return { ...answer, data: await jobsByIds(db, found) };
}
