// How many jobs each filter value would leave, for the current query, in one statement. The jobs
// that match the terms no filter chip changes (words, salary, company, place words, and the widest
// radius) are read once and grouped by what the chips compare: type, mode, level, the smallest
// "posted within" and the smallest radius each job falls in. Each count is then a FILTER over those
// few hundred groups with every other chip's term applied, so no row is tested twenty times and
// the distance of each job is computed once.
import { type SQL, sql } from 'drizzle-orm';
import { jobTypes } from '../../../contract/constants.ts';
import { experienceLevels, postedWithinDays, radiiKm, workModes } from '../../../contract/job-query.ts';
import type { JobSearchCounts } from '../../../contract/job-search.ts';
import type { Db, Tx } from '../../db/client.ts';
import { jobs } from '../../db/schema.ts';
import { isOpen } from './job-select.ts';
import { distanceKm, jobMatches, type MatchTerm, type MatchTerms, withinKm } from './job-match.ts';

/** The terms a filter chip replaces; the others narrow every count alike. */
const chipTerms = ['type', 'mode', 'level', 'postedDays', 'near'] as const;
type ChipTerm = (typeof chipTerms)[number];

type Facet = { key: keyof JobSearchCounts; term: ChipTerm; values: readonly (string | number)[] };
const facets: Facet[] = [
  { key: 'type', term: 'type', values: jobTypes },
  { key: 'mode', term: 'mode', values: workModes },
  { key: 'level', term: 'level', values: experienceLevels },
  { key: 'posted', term: 'postedDays', values: postedWithinDays },
  { key: 'radius', term: 'near', values: radiiKm },
];

/** The smallest of `steps` the value is within (null past the last): `within(step)` says if it is. */
const smallestStep = (steps: readonly number[], within: (step: number) => SQL) =>
  sql`case ${sql.join(
    steps.map((step) => sql`when ${within(step)} then ${sql.raw(String(step))}`),
    sql` `,
  )} end`;

/** A chip's term over the grouped rows (g.type, g.mode, g.level, g.posted, g.radius). */
function groupCondition(term: ChipTerm, value: SQL): SQL {
  if (term === 'postedDays') return sql`g.posted <= ${value}`;
  if (term === 'near') return sql`g.radius <= ${value}`;
  return sql`g.${sql.identifier(term)} = ${value}`;
}

function chipsHold(terms: MatchTerms, names: readonly ChipTerm[]): SQL {
  const parts = names.flatMap((name) => {
    const term = terms[name];
    if (term === undefined) return [];
    return [
      groupCondition(
        name,
        name === 'near' ? (term as NonNullable<MatchTerms['near']>).radiusKm : (term as SQL),
      ),
    ];
  });
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
}

/** The total and the counts of each chip's values, for the query's terms. */
export async function searchCounts(
  db: Db | Tx,
  terms: MatchTerms,
): Promise<{ total: number; counts: JobSearchCounts }> {
  const shared = jobMatches(terms, { without: [...chipTerms] as MatchTerm[] });
  const widest = terms.near ? withinKm(terms.near, sql`${Math.max(...radiiKm)}::int`) : sql`true`;
  const km = terms.near ? distanceKm(terms.near) : sql`null::float8`;
  const posted = smallestStep(
    postedWithinDays,
    (days) => sql`created_at > now() - ${sql.raw(String(days))} * interval '1 day'`,
  );
  const radius = smallestStep(radiiKm, (r) => sql`km <= ${sql.raw(String(r))}`);
  const sum = (condition: SQL) => sql`coalesce(sum(g.n) filter (where ${condition}), 0)::int`;
  const columns: SQL[] = [sql`${sum(chipsHold(terms, chipTerms))} as "total"`];
  const used = facets.filter((f) => f.key !== 'radius' || terms.near);
  for (const facet of used) {
    const rest = chipsHold(
      terms,
      chipTerms.filter((t) => t !== facet.term),
    );
    for (const value of facet.values) {
      const name = sql.identifier(`${facet.key}:${value}`);
      const bound = typeof value === 'number' ? sql`${value}::int` : sql`${value}`;
      columns.push(sql`${sum(sql`${rest} and ${groupCondition(facet.term, bound)}`)} as ${name}`);
    }
  }
  // offset 0 keeps the distance a column of its own, computed once per job, not once per case arm.
  const { rows } = await db.execute<Record<string, number>>(sql`
    select ${sql.join(columns, sql`, `)} from (
      select type, mode, level, ${posted} as posted, ${radius} as radius, count(*) as n
      from (
        select ${jobs.jobType} as type, ${jobs.workMode} as mode, ${jobs.level} as level,
          ${jobs.createdAt} as created_at, ${km} as km
        from ${jobs}
        where ${isOpen} and ${shared} and ${widest}
        offset 0
      ) as j
      group by 1, 2, 3, 4, 5
    ) as g`);
  const row = rows[0] ?? {};
  const counts = Object.fromEntries(
    used.map((f) => [
      f.key,
      Object.fromEntries(f.values.map((v) => [String(v), Number(row[`${f.key}:${v}`] ?? 0)])),
    ]),
  ) as JobSearchCounts;
  return { total: Number(row.total ?? 0), counts };
}
