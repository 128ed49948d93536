// Rewrites of stored rows that SQL cannot make, run in JavaScript right after the SQL migrations
// (client.ts), each once: the data_migrations table records those done. They run in one transaction
// under an advisory lock, so servers starting together on one PostgreSQL run each exactly once, and
// a failed one leaves nothing half done (the server does not start; the next start tries again).
import { asc, gt, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { fold } from '../../contract/search-text.ts';
import { searchColumns } from './derived/job-fields.ts';
import { searchPatterns } from './derived/search-patterns.ts';
import { jobStructure } from './derived/job-structure.ts';
import { loadPlaces } from './places-load.ts';
import type * as schema from './schema.ts';
import { candidateProfiles, dataMigrations, jobAlerts, jobs, recruiterProfiles, users } from './schema.ts';

// client.ts's Db and Tx, spelled here: client.ts runs these, so importing it would make a cycle.
type Db = PgliteDatabase<typeof schema>;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const batchSize = 1000;

type Fields = Record<string, PgColumn>;
type RowOf<F extends Fields> = { key: string } & { [K in keyof F]: F[K]['_']['data'] };

/**
 * Every row of `key`'s table, a batch at a time in key order, each batch rewritten by one UPDATE:
 * `change` gives a row's new values (read from `fields`) by column name, `columns` their SQL types.
 */
async function rewrite<F extends Fields>(
  tx: Tx,
  key: PgColumn,
  fields: F,
  columns: Record<string, 'text' | 'jsonb'>,
  change: (row: RowOf<F>) => Record<string, unknown>,
) {
  const names = Object.keys(columns);
  const set = sql.join(
    names.map((c) => sql`${sql.identifier(c)} = v.${sql.identifier(c)}`),
    sql`, `,
  );
  const shape = sql.raw([`"key" uuid`, ...names.map((c) => `"${c}" ${columns[c]}`)].join(', '));
  let after: string | undefined;
  for (;;) {
    const rows = (await tx
      .select({ key, ...fields })
      .from(key.table)
      .where(after === undefined ? undefined : gt(key, after))
      .orderBy(asc(key))
      .limit(batchSize)) as RowOf<F>[];
    if (rows.length === 0) return;
    const values = rows.map((row) => ({ key: row.key, ...change(row) }));
    await tx.execute(sql`
      update ${key.table} t set ${set}
      from jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as v(${shape})
      where t.${sql.identifier(key.name)} = v.key`);
    after = rows[rows.length - 1]?.key;
  }
}

/**
 * Searches compare folded text (contract/search-text.ts): accents and case folded the device's way.
 * Rows written before store search_text only lower-cased, and no folded names, titles or
 * locations; the alerts' patterns are rebuilt from their query as a new alert's would be.
 */
async function foldSearchText(tx: Tx) {
  const { title, companyName, location, requiredSkills } = jobs;
  await rewrite(
    tx,
    jobs.id,
    { title, companyName, location, requiredSkills },
    { search_text: 'text', title_folded: 'text', location_folded: 'text' },
    (job) => {
      const folded = searchColumns(job);
      return {
        search_text: folded.searchText,
        title_folded: folded.titleFolded,
        location_folded: folded.locationFolded,
      };
    },
  );
  await rewrite(tx, users.id, { name: users.username }, { username_folded: 'text' }, (u) => ({
    username_folded: fold(u.name),
  }));
  await rewrite(
    tx,
    candidateProfiles.userId,
    { name: candidateProfiles.fullName },
    { full_name_folded: 'text' },
    (p) => ({ full_name_folded: fold(p.name) }),
  );
  await rewrite(
    tx,
    recruiterProfiles.id,
    { name: recruiterProfiles.currentCompany },
    { current_company_folded: 'text' },
    (p) => ({ current_company_folded: fold(p.name) }),
  );
  await rewrite(tx, jobAlerts.id, { q: jobAlerts.q }, { patterns: 'jsonb' }, (a) => ({
    patterns: searchPatterns(a.q),
  }));
}

/**
 * Rows posted before structured fields: their salary read from the SalaryRange text where it can
 * be, "Remote" locations made the remote work mode, their level read from ExperienceLevel, and
 * their place geocoded (after the gazetteer's load, which runs before this). A location's place is
 * looked up once however many jobs share it.
 */
async function structureJobs(tx: Tx) {
  const { location, salaryRange, experienceLevel } = jobs;
  const structures = new Map<string, ReturnType<typeof jobStructure>>();
  const rows = await tx.select({ key: jobs.id, location, salaryRange, experienceLevel }).from(jobs);
  const values = [];
  for (const row of rows) {
    const key = `${row.location}\u0000${row.salaryRange}\u0000${row.experienceLevel}`;
    let structure = structures.get(key);
    if (!structure) {
      structure = jobStructure(tx, row);
      structures.set(key, structure);
    }
    const { salaryRange: _unchanged, ...columns } = await structure;
    values.push({ key: row.key, ...columns });
  }
  for (let i = 0; i < values.length; i += batchSize) {
    await tx.execute(sql`
      update ${jobs} t set work_mode = v.work_mode, level = v.level, salary_min = v.salary_min,
        salary_max = v.salary_max, salary_currency = v.salary_currency, salary_period = v.salary_period,
        salary_yearly_min = v.salary_yearly_min, salary_yearly_max = v.salary_yearly_max,
        lat = v.lat, lon = v.lon
      from jsonb_to_recordset(${JSON.stringify(values.slice(i, i + batchSize).map(snakeCase))}::jsonb) as v(
        key uuid, work_mode text, level text, salary_min integer, salary_max integer,
        salary_currency text, salary_period text, salary_yearly_min integer, salary_yearly_max integer,
        lat double precision, lon double precision)
      where t.id = v.key`);
  }
}

const snakeCase = (row: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(row).map(([k, v]) => [k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), v]),
  );

/** In the order they were written; a name is never reused. */
const migrations: Array<{ name: string; run: (tx: Tx) => Promise<void> }> = [
  { name: '0006-fold-search-text', run: foldSearchText },
  { name: '0015-load-places', run: loadPlaces },
  { name: '0015-structure-jobs', run: structureJobs },
];

export async function runDataMigrations(db: Db) {
  const ran = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('hireloop:data-migrations'))`);
    const done = new Set(
      (await tx.select({ name: dataMigrations.name }).from(dataMigrations)).map((r) => r.name),
    );
    const todo = migrations.filter((m) => !done.has(m.name));
    for (const migration of todo) {
      await migration.run(tx);
      await tx.insert(dataMigrations).values({ name: migration.name });
    }
    return todo.length > 0;
  });
  // A rewrite leaves a dead copy of every row and the trigram index's new entries in its pending
  // list, which every search then reads through (20,000 jobs: "zigbee" 0.1 → 2.2 ms, and a
  // two-letter search no longer planned on the index). PGlite has no autovacuum to tidy up, so
  // the server does it here, once (VACUUM cannot run inside the transaction).
  if (ran) await db.execute(sql`vacuum (analyze)`);
}
