// A job alert stores its whole /jobs query, and beside it the parts the matcher compares, made once
// when the alert is created: the words as a tsquery, the place as a point and radius (or its words
// when the gazetteer does not know it). The matcher reads them as job-match.ts's terms.
import { sql } from 'drizzle-orm';
import { type JobQuery, jobQueryParams } from '../../../contract/job-query.ts';
import { fold } from '../../../contract/search-text.ts';
import type { Db, Tx } from '../../db/client.ts';
import { jobAlerts } from '../../db/schema.ts';
import type { MatchTerms } from './job-match.ts';
import { resolveQuery } from './query-terms.ts';
import { containsPattern } from '../../db/derived/search-patterns.ts';

/** The columns of a new alert for its query. */
export async function alertColumns(db: Db | Tx, query: JobQuery) {
  const r = await resolveQuery(db, query);
  return {
    q: query.q ?? '',
    query: Object.fromEntries(jobQueryParams(query)),
    words: r.tsquery,
    jobType: query.type ?? null,
    workMode: query.mode ?? null,
    level: query.level ?? null,
    salaryYearly: query.currency ? (query.salary ?? null) : null,
    salaryCurrency: query.salary !== undefined ? (query.currency ?? null) : null,
    company: query.company ?? null,
    placeWords: query.where && !r.place ? containsPattern(query.where) : null,
    lat: r.place?.lat ?? null,
    lon: r.place?.lon ?? null,
    radiusKm: r.place ? r.radiusKm : null,
  };
}

/**
 * One key per search: 'Zürich' and 'zurich' are the same alert. Each value is folded before it is
 * encoded (an encoded 'Ü' would not fold), and the keys are sorted (jsonb keeps its own order).
 */
export const sameSearchKey = (query: Record<string, unknown>) =>
  new URLSearchParams(
    Object.entries(query)
      .filter(([, v]) => v !== undefined && v !== null)
      .map(([k, v]): [string, string] => [k, fold(String(v))])
      .sort(([a], [b]) => a.localeCompare(b)),
  ).toString();

/** An alert's columns as match terms: a null column matches any job. */
export const alertTerms = (a: typeof jobAlerts = jobAlerts): MatchTerms => ({
  words: sql`${a.words}`,
  type: sql`${a.jobType}`,
  mode: sql`${a.workMode}`,
  level: sql`${a.level}`,
  salary: { atLeast: sql`${a.salaryYearly}`, currency: sql`${a.salaryCurrency}` },
  company: sql`${a.company}`,
  placeWords: sql`${a.placeWords}`,
  near: { lat: sql`${a.lat}`, lon: sql`${a.lon}`, radiusKm: sql`${a.radiusKm}` },
});
