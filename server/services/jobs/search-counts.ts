// How many jobs each filter value would leave, for the current query, in one statement: the jobs
// that match the terms no filter chip changes (words, salary, company, place words, and the widest
// radius) are read once, and each count is a FILTER over them with every other chip's term applied.
import { type SQL, sql } from 'drizzle-orm';
import { jobTypes } from '../../../contract/constants.ts';
import { experienceLevels, postedWithinDays, radiiKm, workModes } from '../../../contract/job-query.ts';
import type { JobSearchCounts } from '../../../contract/job-search.ts';
import type { Db, Tx } from '../../db/client.ts';
import { jobs } from '../../db/schema.ts';
import { isOpen } from './job-select.ts';
import { jobMatches, type MatchTerm, type MatchTerms, withinKm } from './job-match.ts';

/** The terms a filter chip replaces; the others narrow every count alike. */
const chipTerms: MatchTerm[] = ['type', 'mode', 'level', 'postedDays', 'near'];

type Facet = { key: keyof JobSearchCounts; term: MatchTerm; values: readonly (string | number)[] };
const facets: Facet[] = [
  { key: 'type', term: 'type', values: jobTypes },
  { key: 'mode', term: 'mode', values: workModes },
  { key: 'level', term: 'level', values: experienceLevels },
  { key: 'posted', term: 'postedDays', values: postedWithinDays },
  { key: 'radius', term: 'near', values: radiiKm },
];

function valueCondition(term: MatchTerm, value: string | number, terms: MatchTerms): SQL {
  if (term === 'near' && terms.near) return withinKm(terms.near, sql`${value}::int`);
  if (term === 'postedDays') return jobMatches({ postedDays: sql`${value}::int` });
  return jobMatches({ [term]: sql`${value}` });
}

/** Only the named terms of a query. */
const pick = (terms: MatchTerms, names: MatchTerm[]): MatchTerms =>
  Object.fromEntries(names.filter((n) => terms[n] !== undefined).map((n) => [n, terms[n]]));

/** The total and the counts of each chip's values, for the query's terms. */
export async function searchCounts(
  db: Db | Tx,
  terms: MatchTerms,
): Promise<{ total: number; counts: JobSearchCounts }> {
  const shared = jobMatches(terms, { without: chipTerms });
  const widest = terms.near ? withinKm(terms.near, sql`${Math.max(...radiiKm)}::int`) : sql`true`;
  const columns: SQL[] = [sql`count(*) filter (where ${jobMatches(pick(terms, chipTerms))})::int as "total"`];
  const used = facets.filter((f) => f.key !== 'radius' || terms.near);
  for (const facet of used) {
    const rest = jobMatches(
      pick(
        terms,
        chipTerms.filter((t) => t !== facet.term),
      ),
    );
    for (const value of facet.values) {
      const name = sql.identifier(`${facet.key}:${value}`);
      columns.push(
        sql`count(*) filter (where ${rest} and ${valueCondition(facet.term, value, terms)})::int as ${name}`,
      );
    }
  }
  const { rows } = await db.execute<Record<string, number>>(sql`
    select ${sql.join(columns, sql`, `)} from ${jobs}
    where ${isOpen} and ${shared} and ${widest}`);
  const row = rows[0] ?? {};
  const counts = Object.fromEntries(
    used.map((f) => [
      f.key,
      Object.fromEntries(f.values.map((v) => [String(v), Number(row[`${f.key}:${v}`] ?? 0)])),
    ]),
  ) as JobSearchCounts;
  return { total: Number(row.total ?? 0), counts };
}
