// A /jobs query made ready for the database: its words as a tsquery (websearch syntax, never an
// error whatever is typed), its place looked up in the gazetteer (an unknown one falls back to its
// words, with a notice), and the match terms of job-match.ts as bound values.
import { sql } from 'drizzle-orm';
import { defaultRadiusKm, type JobQuery, maxSearchWords } from '../../../contract/job-query.ts';
import type { Place } from '../../../contract/job-search.ts';
import type { Db, Tx } from '../../db/client.ts';
import { findPlace } from '../../db/derived/find-place.ts';
import type { MatchTerms } from './job-match.ts';
import { containsPattern } from '../../db/derived/search-patterns.ts';

export type ResolvedQuery = {
  query: JobQuery;
  /** The words as tsquery text; null when there are none (or only stop words). */
  tsquery: string | null;
  place: Place | null;
  radiusKm: number;
  notices: string[];
};

/** The words a search keeps: the first `maxSearchWords`, as typed. */
export const keptWords = (q: string) => q.split(/\s+/).filter(Boolean).slice(0, maxSearchWords).join(' ');

/** websearch_to_tsquery of the words, as text ('' when nothing is left of them). */
export async function toTsquery(db: Db | Tx, q: string | undefined): Promise<string | null> {
  if (!q) return null;
  const { rows } = await db.execute<{ tsq: string }>(
    sql`select websearch_to_tsquery('hireloop_search', ${keptWords(q)})::text as tsq`,
  );
  return rows[0]?.tsq || null;
}

export async function resolveQuery(db: Db | Tx, query: JobQuery): Promise<ResolvedQuery> {
  const notices: string[] = [];
  const place = query.where ? await findPlace(db, query.where) : null;
  if (query.where && !place) {
    notices.push(`We don't know “${query.where}”, so we searched its words instead.`);
  }
  return {
    query,
    tsquery: await toTsquery(db, query.q),
    place,
    radiusKm: query.radius ?? defaultRadiusKm,
    notices,
  };
}

/** The match terms of a resolved query, as bound values. */
export function termsOf(r: ResolvedQuery): MatchTerms {
  const q = r.query;
  return {
    words: r.tsquery ? sql`${r.tsquery}::tsquery` : undefined,
    type: q.type ? sql`${q.type}` : undefined,
    mode: q.mode ? sql`${q.mode}` : undefined,
    level: q.level ? sql`${q.level}` : undefined,
    salary:
      q.salary !== undefined && q.currency
        ? { atLeast: sql`${q.salary}::int`, currency: sql`${q.currency}` }
        : undefined,
    company: q.company ? sql`${q.company}::text` : undefined,
    placeWords: q.where && !r.place ? sql`${containsPattern(q.where)}` : undefined,
    near: r.place
      ? {
          lat: sql`${r.place.lat}::float8`,
          lon: sql`${r.place.lon}::float8`,
          radiusKm: sql`${r.radiusKm}::int`,
        }
      : undefined,
    postedDays: q.posted ? sql`${q.posted}::int` : undefined,
  };
}

/** The filters of a query beside the old lists' own words and type; undefined when there are none. */
export async function listFilters(db: Db | Tx, query: JobQuery): Promise<MatchTerms | undefined> {
  const { q: _q, type: _type, sort: _sort, ...rest } = query;
  const terms = termsOf(await resolveQuery(db, rest));
  const present = Object.entries(terms).filter(([, v]) => v !== undefined);
  return present.length ? (Object.fromEntries(present) as MatchTerms) : undefined;
}
