// The one predicate of "does this job fit this query": the job search, the old lists' new filters,
// and the job-alert matcher all build their WHERE here. Each term is an SQL value: a bound parameter
// for a search, or a job alert's column for the matcher, where a null column means "any".
import { type SQL, sql } from 'drizzle-orm';
import { jobs } from '../../db/schema.ts';

/** The parts of a query a job is compared with; a part left out does not filter. */
export type MatchTerms = {
  /** A tsquery: every word must be in the job's document. */
  words?: SQL;
  type?: SQL;
  mode?: SQL;
  level?: SQL;
  /** Salary at least, per year, compared within `currency` (both or neither). */
  salary?: { atLeast: SQL; currency: SQL };
  /** A company's name, compared folded. */
  company?: SQL;
  /** A LIKE pattern over the folded location: a place the gazetteer does not know. */
  placeWords?: SQL;
  /** Within `radiusKm` of a point. */
  near?: { lat: SQL; lon: SQL; radiusKm: SQL };
  /** Posted within the last N days. */
  postedDays?: SQL;
};

export type MatchTerm = keyof MatchTerms;

const point = (lat: SQL | typeof jobs.lat, lon: SQL | typeof jobs.lon) => sql`ll_to_earth(${lat}, ${lon})`;

/** In the earth box around the point (GiST index): within `km` of it, and some jobs a little further. */
export function inEarthBox(near: { lat: SQL; lon: SQL }, km: SQL): SQL {
  return sql`(${jobs.lat} is not null and earth_box(${point(near.lat, near.lon)}, ${km} * 1000.0) @> ${point(jobs.lat, jobs.lon)})`;
}

/** Within `km` of the point: the earth box (GiST index) first, then the exact distance. */
export function withinKm(near: { lat: SQL; lon: SQL }, km: SQL): SQL {
  return sql`(${inEarthBox(near, km)}
    and earth_distance(${point(near.lat, near.lon)}, ${point(jobs.lat, jobs.lon)}) <= ${km} * 1000.0)`;
}

/**
 * Within `km` of the point by the exact distance alone: no index serves it, so a walk along another
 * index (the newest open jobs) tests each job it passes, and stops at a page's worth.
 */
export function withinKmTested(near: { lat: SQL; lon: SQL }, km: SQL): SQL {
  return sql`(${jobs.lat} is not null and earth_distance(${point(near.lat, near.lon)}, ${point(jobs.lat, jobs.lon)}) <= ${km} * 1000.0)`;
}

/** Kilometres from the point to the job (null when the job has no place). */
export const distanceKm = (near: { lat: SQL; lon: SQL }) =>
  sql<number | null>`earth_distance(${point(near.lat, near.lon)}, ${point(jobs.lat, jobs.lon)}) / 1000.0`;

const conditions: { [K in MatchTerm]-?: (term: NonNullable<MatchTerms[K]>) => SQL } = {
  words: (tsq) => sql`${jobs.searchDoc} @@ ${tsq}`,
  type: (type) => sql`${jobs.jobType} = ${type}`,
  mode: (mode) => sql`${jobs.workMode} = ${mode}`,
  level: (level) => sql`${jobs.level} = ${level}`,
  salary: ({ atLeast, currency }) =>
    sql`(${jobs.salaryCurrency} = ${currency} and coalesce(${jobs.salaryYearlyMax}, ${jobs.salaryYearlyMin}) >= ${atLeast})`,
  company: (company) => sql`lower(unaccent(${jobs.companyName})) = lower(unaccent(${company}))`,
  placeWords: (pattern) => sql`${jobs.locationFolded} like ${pattern}`,
  near: (near) => withinKm(near, near.radiusKm),
  postedDays: (days) => sql`${jobs.createdAt} > now() - ${days} * interval '1 day'`,
};

/** The value whose null means "any" (a job alert's column left empty). */
const keyOf = (name: MatchTerm, terms: MatchTerms): SQL => {
  const term = terms[name];
  if (name === 'salary') return (term as NonNullable<MatchTerms['salary']>).atLeast;
  if (name === 'near') return (term as NonNullable<MatchTerms['near']>).lat;
  return term as SQL;
};

/**
 * The conditions of the query's terms, one per term, AND-ed by the caller. `orAnyWhenNull`: a term
 * whose value is null matches every job (a job alert's columns).
 */
export function matchConditions(
  terms: MatchTerms,
  options: { orAnyWhenNull?: boolean; without?: MatchTerm[] } = {},
): SQL[] {
  const out: SQL[] = [];
  for (const name of Object.keys(conditions) as MatchTerm[]) {
    const term = terms[name];
    if (term === undefined || options.without?.includes(name)) continue;
    const condition = (conditions[name] as (t: typeof term) => SQL)(term);
    out.push(options.orAnyWhenNull ? sql`(${keyOf(name, terms)} is null or ${condition})` : condition);
  }
  return out;
}

/** The query's conditions as one SQL boolean (true when there are none). */
export function jobMatches(terms: MatchTerms, options: Parameters<typeof matchConditions>[1] = {}): SQL {
  const parts = matchConditions(terms, options);
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
}
