// EXPLAIN ANALYZE of the job list queries exactly as the service builds them, on a seeded database:
//   npx tsx bench/explain-jobs.ts [--dir ./data-bench] [--runs 7] [--plans]
// Prints, per case: median execution time, planning time, rows returned, and the indexes used.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { desc, eq } from 'drizzle-orm';
import { type Database, openPglite, openPostgres } from '../server/db/client.ts';
import { jobs } from '../server/db/schema.ts';
import { encodeCursor } from '../server/services/common/cursor.ts';
import { type JobListOptions, listCondition } from '../server/services/jobs/job-search.ts';
import { selectJobs } from '../server/services/jobs/job-select.ts';

const { values: args } = parseArgs({
  options: {
    dir: { type: 'string', default: './data-bench' },
    runs: { type: 'string', default: '7' },
    plans: { type: 'boolean', default: false },
  },
});

type Plan = { 'Node Type': string; 'Index Name'?: string; Plans?: Plan[] };
type Explained = {
  Plan: Plan & { 'Actual Rows': number };
  'Execution Time': number;
  'Planning Time': number;
};

function indexesOf(plan: Plan, found = new Set<string>()): Set<string> {
  if (plan['Index Name']) found.add(`${plan['Node Type']} ${plan['Index Name']}`);
  for (const child of plan.Plans ?? []) indexesOf(child, found);
  return found;
}

type Client = {
  query: (text: string, params: unknown[]) => Promise<{ rows: Array<Record<string, unknown>> }>;
};
const clientOf = (database: Database) => (database.db as unknown as { $client: Client }).$client;

/** TIMING OFF: per-node clock reads are costly under WASM and would inflate PGlite's figures. */
async function explain(database: Database, query: { sql: string; params: unknown[] }, timing = false) {
  const options = timing ? 'ANALYZE, BUFFERS' : 'ANALYZE, TIMING OFF';
  const res = await clientOf(database).query(`EXPLAIN (${options}, FORMAT JSON) ${query.sql}`, query.params);
  const raw = res.rows[0]?.['QUERY PLAN'];
  const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Explained[];
  return parsed[0]!;
}

async function main() {
  const database = process.env.DATABASE_URL
    ? await openPostgres(process.env.DATABASE_URL)
    : await openPglite(path.resolve(args.dir));
  const { db } = database;
  try {
    const [total] = await db.$count(jobs).then((n) => [n]);
    // A cursor in the middle of the table, and one recruiter with many listings.
    const [middle] = await db
      .select({ id: jobs.id, createdAt: jobs.createdAt, userId: jobs.userId })
      .from(jobs)
      .orderBy(desc(jobs.createdAt))
      .offset(Math.floor((total ?? 0) / 2))
      .limit(1);
    if (!middle) throw new Error('The database has no jobs: run bench/seed-jobs.ts first');
    const micro = `${middle.createdAt.getTime()}000`;
    const cases: Array<[string, JobListOptions, ReturnType<typeof eq>?]> = [
      ['first page (all jobs)', { limit: 20 }],
      ['page from a cursor mid-table', { limit: 20, cursor: encodeCursor({ us: micro, id: middle.id }) }],
      ['common search "engineer"', { limit: 20, q: 'engineer' }],
      ['two words "senior berlin"', { limit: 20, q: 'senior berlin' }],
      ['rare search "zigbee"', { limit: 20, q: 'zigbee' }],
      ['no match "xylophone"', { limit: 20, q: 'xylophone' }],
      ['short word "go"', { limit: 20, q: 'go' }],
      ['short word, no match "qx"', { limit: 20, q: 'qx' }],
      ['type filter Temporary', { limit: 20, type: 'Temporary' }],
      ['type + search "nurse" Part-Time', { limit: 20, q: 'nurse', type: 'Part-Time' }],
      ["a recruiter's own listings", { limit: 20 }, eq(jobs.userId, middle.userId)],
    ];
    console.log(`${total} jobs, ${database.kind}; median of ${args.runs} runs after one warm-up`);
    console.log(
      '| case | execution ms (median) | planning ms | wall-clock ms of the real query | rows | indexes |',
    );
    console.log('|---|---|---|---|---|---|');
    for (const [label, options, scope] of cases) {
      const query = selectJobs(db, listCondition(options, scope), options.limit + 1).toSQL();
      await explain(database, query);
      const runs: Explained[] = [];
      const walls: number[] = [];
      for (let i = 0; i < Number(args.runs); i++) {
        runs.push(await explain(database, query));
        const t0 = performance.now();
        await clientOf(database).query(query.sql, query.params);
        walls.push(performance.now() - t0);
      }
      runs.sort((a, b) => a['Execution Time'] - b['Execution Time']);
      walls.sort((a, b) => a - b);
      const mid = runs[Math.floor(runs.length / 2)]!;
      const wall = walls[Math.floor(walls.length / 2)]!;
      const used = [...indexesOf(mid.Plan)].join('; ');
      console.log(
        `| ${label} | ${mid['Execution Time'].toFixed(2)} | ${mid['Planning Time'].toFixed(2)} | ${wall.toFixed(2)} | ${mid.Plan['Actual Rows']} | ${used} |`,
      );
      if (args.plans) console.log(JSON.stringify((await explain(database, query, true)).Plan));
    }
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
