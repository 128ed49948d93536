// How many jobs each filter value would leave, for the current query. The jobs that match the terms
// no filter chip changes (words, salary, company, place words, and the widest radius) are read
// once, up to `sampleSize` of them, and grouped by what the chips compare: type, mode, level, the
// smallest "posted within" and the smallest radius each job falls in. Each count is then a FILTER
// over those few hundred groups with every other chip's term applied, so no row is tested twenty
// times and the distance of each job is computed once.
// When there are more matches than that, a count seen above `countCap` in the rows read is more
// than `countCap` in all of them; the counts still at or below it are counted again over just the
// matches their own conditions select (through the indexes). Every count stops at `countCap + 1`.
import { type SQL, sql } from 'drizzle-orm';
import { experienceLevels, postedWithinDays, radiiKm, workModes } from '../../../contract/job-query.ts';
import { countCap, jobTypes } from '../../../contract/constants.ts';
import type { JobSearchCounts } from '../../../contract/job-search.ts';
import type { Db, Tx } from '../../db/client.ts';
import { jobs } from '../../db/schema.ts';
import { isOpen } from './job-select.ts';
import { distanceKm, inEarthBox, jobMatches, type MatchTerm, type MatchTerms } from './job-match.ts';

/** Matches read for the grouped counts: enough that common values pass `countCap` among them. */
const defaultSampleSize = 6000;

/** The terms a filter chip replaces; the others narrow every count alike. */
const chipTerms = ['type', 'mode', 'level', 'postedDays', 'near'] as const;
type ChipTerm = (typeof chipTerms)[number];
/** The terms that narrow every count alike. */
const otherTerms: MatchTerm[] = ['words', 'salary', 'company', 'placeWords'];

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

/** One count: its column name, its condition over the groups, and the same over a job's columns. */
type Count = { name: string; overGroups: SQL; overJobs: SQL };

/** The terms with one chip's value replaced: what choosing that value would search for. */
function withChip(terms: MatchTerms, term: ChipTerm, value: SQL): MatchTerms {
  if (term !== 'near') return { ...terms, [term]: value };
  return terms.near ? { ...terms, near: { ...terms.near, radiusKm: value } } : terms;
}

/** The total and each chip value's count, as conditions. */
function countsOf(terms: MatchTerms, used: Facet[]): Count[] {
  const chipsOnly = (t: MatchTerms) => jobMatches(t, { without: otherTerms });
  const out: Count[] = [
    { name: 'total', overGroups: chipsHold(terms, chipTerms), overJobs: chipsOnly(terms) },
  ];
  for (const facet of used) {
    const rest = chipsHold(
      terms,
      chipTerms.filter((t) => t !== facet.term),
    );
    for (const value of facet.values) {
      const bound = typeof value === 'number' ? sql`${value}::int` : sql`${value}`;
      out.push({
        name: `${facet.key}:${value}`,
        overGroups: sql`${rest} and ${groupCondition(facet.term, bound)}`,
        overJobs: chipsOnly(withChip(terms, facet.term, bound)),
      });
    }
  }
  return out;
}

/**
 * With no words and no place, the sample is the newest matches (jobs_open_facets_idx's order, so
 * its types and modes are mixed); words or a place read their own index in its order.
 */
const newestFirst = (terms: MatchTerms) =>
  terms.words || terms.near ? sql`` : sql`order by ${jobs.createdAt} desc nulls last`;

/** The counts over the jobs read: up to `limit` matches, or only the matches that also hold `only`. */
async function groupedCounts(
  db: Db | Tx,
  terms: MatchTerms,
  counts: Count[],
  read: { limit?: number; only?: SQL },
): Promise<Record<string, number>> {
  const shared = jobMatches(terms, { without: [...chipTerms] as MatchTerm[] });
  // The widest radius's box, without the exact distance: each job's distance is the `km` column,
  // computed once, and a job of the box's corners (past the widest radius) is read but has no
  // radius, so no count counts it.
  const widest = terms.near ? inEarthBox(terms.near, sql`${Math.max(...radiiKm)}::int`) : sql`true`;
  const km = terms.near ? distanceKm(terms.near) : sql`null::float8`;
  // Each cutoff is a subquery, computed once per statement: timestamptz minus an interval converts
  // through the time zone, and done for each row read it was a third of the counts' time.
  const posted = smallestStep(
    postedWithinDays,
    (days) => sql`created_at > (select now() - ${sql.raw(String(days))} * interval '1 day')`,
  );
  const radius = smallestStep(radiiKm, (r) => sql`km <= ${sql.raw(String(r))}`);
  const sum = (condition: SQL) => sql`coalesce(sum(g.n) filter (where ${condition}), 0)::int`;
  const columns = [
    sql`coalesce(sum(g.n), 0)::int as "read"`,
    ...counts.map((c) => sql`${sum(c.overGroups)} as ${sql.identifier(c.name)}`),
  ];
  // The limit (or offset 0) keeps the distance a column of its own, computed once per job, not once
  // per case arm.
  const statement = sql`
    select ${sql.join(columns, sql`, `)} from (
      select type, mode, level, ${posted} as posted, ${radius} as radius, count(*) as n
      from (
        select ${jobs.jobType} as type, ${jobs.workMode} as mode, ${jobs.level} as level,
          ${jobs.createdAt} as created_at, ${km} as km
        from ${jobs}
        where ${isOpen} and ${shared} and ${widest} and ${read.only ?? sql`true`}
        ${read.limit ? sql`${newestFirst(terms)} limit ${sql.raw(String(read.limit))}` : sql`offset 0`}
      ) as j
      group by 1, 2, 3, 4, 5
    ) as g`;
  // A sample of a word's matches costs about the same to the planner whether it scans the table
  // until it has enough or reads them through the word index, and it picks the scan: for a common
  // word that tests the words of 24,000 jobs to keep 6,000, where the index names the 6,000 (the
  // same ones, in the same order): 19 -> 11 ms CPU for "engineer" at 100,000 jobs.
  const { rows } =
    terms.words && read.limit
      ? await db.transaction(async (tx) => {
          await tx.execute(sql`set local enable_seqscan = off`);
          return tx.execute<Record<string, number>>(statement);
        })
      : await db.execute<Record<string, number>>(statement);
  return Object.fromEntries(Object.entries(rows[0] ?? {}).map(([k, v]) => [k, Number(v)]));
}

/** The type, mode, level and date chosen (a radius is chosen with its place). */
export const chosenChips = (terms: MatchTerms) =>
  chipTerms.filter((t) => t !== 'near' && terms[t] !== undefined);

/**
 * Every count wants each chosen chip to hold but at most one (the one whose values it counts), so a
 * job failing two of them is in none: with two or more chosen, they are left out before grouping.
 */
function countedSomewhere(terms: MatchTerms): SQL | undefined {
  const chosen = chosenChips(terms);
  if (chosen.length < 2) return undefined;
  const failures = chosen.map((t) => sql`(case when ${jobMatches({ [t]: terms[t] })} then 0 else 1 end)`);
  return sql`(${sql.join(failures, sql` + `)}) <= 1`;
}

/** The total and the counts of each chip's values, for the query's terms. */
export async function searchCounts(
  db: Db | Tx,
  terms: MatchTerms,
  { sampleSize = defaultSampleSize } = {},
): Promise<{ total: number; counts: JobSearchCounts; manyMatch: boolean }> {
  const used = facets.filter((f) => f.key !== 'radius' || terms.near);
  const all = countsOf(terms, used);
  // A chosen type, mode, level or date narrows the other chips' counts to a few in a hundred of
  // the rows a sample reads: most would be counted again, so every match is read once instead.
  const limit = chosenChips(terms).length ? undefined : sampleSize;
  let found = await groupedCounts(db, terms, all, { limit, only: countedSomewhere(terms) });
  // The rows the sample read: a count of the low values below reads fewer, and says nothing of it.
  const sampled = found.read ?? 0;
  const low = all.filter((c) => (found[c.name] ?? 0) <= countCap);
  if (limit && sampled >= limit && low.length) {
    // Every job a low count counts holds its condition: reading just those jobs counts them all.
    const only = sql`(${sql.join(
      low.map((c) => c.overJobs),
      sql` or `,
    )})`;
    found = { ...found, ...(await groupedCounts(db, terms, low, { only })) };
  }
  const count = (name: string) => Math.min(found[name] ?? 0, countCap + 1);
  const counts = Object.fromEntries(
    used.map((f) => [f.key, Object.fromEntries(f.values.map((v) => [String(v), count(`${f.key}:${v}`)]))]),
  ) as JobSearchCounts;
  // manyMatch: at least `sampleSize` jobs match the words and the other terms no chip changes.
  return { total: count('total'), counts, manyMatch: Boolean(limit && sampled >= limit) };
}
