// Job search: the lists of jobs (the public one, a recruiter's own, a company's), by words, type and
// cursor. Job alerts match new jobs with the same word patterns.
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { JobType } from '../../../contract/jobs.ts';
import type { Db } from '../../db/client.ts';
import { jobs } from '../../db/schema.ts';
import { type Actor, requireRole } from '../common/actor.ts';
import { afterCursor, decodeCursor, pageOf } from '../common/cursor.ts';
import { hiringRoles, membershipOf } from '../team/membership.ts';
import { jobMatches, type MatchTerms } from './job-match.ts';
import { isOpen, prepared, type Reader, selectJobs, toJob, wire } from './job-select.ts';
import { searchPatterns } from '../../db/derived/search-patterns.ts';

/**
 * What a list query is asked, as named values (`type`, `w<word>_<pattern>`, the cursor's `us` and
 * `id`, and `limit`), and its shape: which of them it has. Lists of one shape share their SQL.
 */
type ListParams = { shape: string; words: number; values: Record<string, string | number> };

function listParams(query: JobListOptions): ListParams {
  const values: Record<string, string | number> = { limit: query.limit + 1 };
  let shape = '';
  const patterns = searchPatterns(query.q);
  if (query.type) {
    values.type = query.type;
    shape += 't';
  }
  patterns.forEach((word, i) => {
    word.forEach((pattern, j) => {
      values[`w${i}_${j}`] = pattern;
    });
    shape += word.length;
  });
  if (query.cursor) {
    const key = decodeCursor(query.cursor);
    values.us = key.us;
    values.id = key.id;
    shape += 'c';
  }
  return { shape, words: patterns.length, values };
}

/** How a value gets into the SQL: as itself (a bound parameter) or as a placeholder of a prepared query. */
type Bind = (name: string) => unknown;
const valuesOf =
  ({ values }: ListParams): Bind =>
  (name) =>
    values[name];

/** The WHERE of a list: scope, type, every search word, and the cursor. */
function listWhere({ values }: ListParams, bind: Bind, scope?: SQL): SQL | undefined {
  const words: SQL[] = [];
  for (let i = 0; `w${i}_0` in values; i++) {
    const first = sql`${jobs.searchText} like ${bind(`w${i}_0`)}`;
    words.push(`w${i}_1` in values ? sql`(${first} or ${jobs.searchText} like ${bind(`w${i}_1`)})` : first);
  }
  return and(
    scope,
    'type' in values ? sql`${jobs.jobType} = ${bind('type')}` : undefined,
    ...words,
    'us' in values ? afterCursor(jobs.createdAt, jobs.id, { us: bind('us'), id: bind('id') }) : undefined,
  );
}

/** The WHERE of a list with its values in place (also bench/explain-jobs.ts). */
export function listCondition(query: Omit<JobListOptions, 'limit'>, scope?: SQL): SQL | undefined {
  const params = listParams({ ...query, limit: 0 });
  return listWhere(params, valuesOf(params), scope);
}

/**
 * Whether a list shape runs as a named statement: planned once per connection, then, once
 * PostgreSQL's plan cache finds its generic plan no costlier than the plans made for each search,
 * with that plan (the trigram index, then the newest matches). That suits two words, or a word with
 * a type: few jobs match both, and planning each such search cost as much as running it (in-process
 * on PGlite, 10,000 jobs, the mixed load's 2,900 such searches: about 2.0 → 1.2 ms of CPU each).
 * One word alone stays planned per search: a common word ("engineer") is fastest read newest first
 * from the created_at index, a rare one through the trigram index. Only up to two words, so a
 * connection holds at most 20 of these statements (type, cursor, and each word's one or two patterns).
 */
const plannedOnce = ({ shape, words }: ListParams) => words === 2 || (words === 1 && shape.startsWith('t'));

export type JobListOptions = {
  q?: string;
  type?: JobType;
  cursor?: string;
  limit: number;
  /** The /jobs query's other filters (place, mode, level, salary, posted, company), job-match.ts's. */
  filters?: MatchTerms;
};

/**
 * A page of jobs, newest first. Without a scope: the public list, open jobs only (through
 * jobs_open_created_idx). A scope narrows it instead (one recruiter's listings, one company's).
 */
export async function listJobs(db: Reader, query: JobListOptions, scope: SQL | undefined = undefined) {
  const params = listParams(query);
  const filtered = query.filters && Object.keys(query.filters).length > 0;
  const rows =
    scope || filtered
      ? await selectJobs(
          db,
          and(
            listWhere(params, valuesOf(params), scope ?? isOpen),
            query.filters && jobMatches(query.filters),
          ),
          query.limit + 1,
        )
      : await prepared(
          db,
          `list:${params.shape}`,
          () => selectJobs(db, listWhere(params, sql.placeholder, isOpen), sql.placeholder('limit')),
          plannedOnce(params) ? `jobs_list_${params.shape}` : undefined,
        ).execute(params.values);
  const { page, nextCursor } = pageOf(rows.map(toJob), query.limit);
  return { success: true as const, data: page.map(wire), nextCursor };
}

/**
 * GET /getjob: the listings of the signed-in recruiter's company, when they hire for it (Owner,
 * Recruiter); anyone else sees the jobs they posted themselves (none, for an Interviewer).
 */
export async function listMyJobs(db: Db, actor: Actor | null, query: JobListOptions) {
  const recruiter = requireRole(actor, 'recruiter');
  const membership = await membershipOf(db, recruiter.id);
  const hires = membership && hiringRoles.includes(membership.role);
  return listJobs(
    db,
    query,
    hires ? eq(jobs.recruiterId, membership.companyId) : eq(jobs.userId, recruiter.id),
  );
}
