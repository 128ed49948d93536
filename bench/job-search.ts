// The job search at scale, in-process on a seeded PGlite: a search with its counts (GET
// /api/jobs/search's service, words, filters, place), and what a typo fallback adds. Each run is a
// search asked for the first time since a write to jobs (the cache cannot answer it: the figures
// judged), then the same search asked again at once (answered from the search cache).
//   npx tsx bench/job-search.ts --dir <seeded PGlite data dir> [--runs 40]
// The seeded jobs get structured fields first (work mode, level, salary, a place near one of a few
// cities), as posting and the old rows' migration give them.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import type { JobQuery } from '../contract/job-query.ts';
import { openPglite } from '../server/db/client.ts';
import { searchJobs } from '../server/services/jobs/search-jobs.ts';

const { values: args } = parseArgs({
  options: { dir: { type: 'string' }, runs: { type: 'string', default: '40' } },
});

const cases: Array<[string, JobQuery]> = [
  ['no words, counts of all open jobs', {}],
  ['one common word', { q: 'engineer' }],
  ['two words', { q: 'data analyst' }],
  ['role + city words', { q: 'nurse lisbon' }],
  ['rare skill', { q: 'zigbee' }],
  ['words + mode + level', { q: 'engineer', mode: 'remote', level: 'senior' }],
  ['place + radius', { where: 'Lisbon', radius: 50 }],
  ['words + salary (EUR)', { q: 'manager', salary: 50_000, currency: 'EUR' }],
  ['sort by date', { q: 'engineer', sort: 'date' }],
  ['typo fallback (engneer → engineer)', { q: 'engneer lisbon' }],
  ['its corrected query', { q: 'engineer lisbon' }],
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

async function main() {
  if (!args.dir) throw new Error('--dir is required');
  const { db, close } = await openPglite(path.resolve(args.dir));
  try {
    await db.execute(sql`
      update jobs set
        work_mode = (array['onsite', 'hybrid', 'remote'])[1 + abs(hashtext(id::text)) % 3],
        level = (array['entry', 'mid', 'senior', 'lead'])[1 + abs(hashtext(id::text || 'l')) % 4],
        salary_currency = 'EUR', salary_period = 'year',
        salary_yearly_min = 25000 + abs(hashtext(id::text || 's')) % 60000,
        salary_yearly_max = 40000 + abs(hashtext(id::text || 's')) % 60000,
        lat = case when location ilike 'lisbon%' then 38.72 + (abs(hashtext(id::text)) % 100) / 500.0 end,
        lon = case when location ilike 'lisbon%' then -9.14 + (abs(hashtext(id::text)) % 100) / 500.0 end
      where salary_currency is null`);
    // Settle the table as seed-jobs.ts does (the update left a dead version of every row, and
    // PGlite has no autovacuum): the visibility map lets the counts read an index alone.
    await db.execute(sql`vacuum (analyze) jobs`);
    const [{ n } = { n: 0 }] = (await db.execute<{ n: number }>(sql`select count(*)::int as n from jobs`))
      .rows;
    const runs = Number(args.runs);
    /** Wall and CPU time of one search (PGlite runs on this process's thread). */
    const timed = async (query: JobQuery) => {
      const t0 = performance.now();
      const c0 = process.cpuUsage();
      const { total } = await searchJobs(db, query, { limit: 20 });
      const used = process.cpuUsage(c0);
      return { total, wall: performance.now() - t0, cpu: (used.user + used.system) / 1000 };
    };
    // What any write to jobs does: no search cached before it answers after it.
    const writeToJobs = () => db.execute(sql`update jobs_generation set generation = generation + 1`);
    const results = [];
    for (const [name, query] of cases) {
      // Ten untimed first: the first statements of a process (PGlite's WebAssembly settling) take
      // several times longer, and would land in the first case's slowest runs.
      for (let i = 0; i < 10; i++) {
        await writeToJobs();
        await searchJobs(db, query, { limit: 20 });
      }
      // CPU time of this process: what a search costs whatever else the host runs, where the wall
      // clock also counts the waits for a core.
      const first = { wall: [] as number[], cpu: [] as number[] };
      const again = { wall: [] as number[], cpu: [] as number[] };
      let total = 0;
      for (let i = 0; i < runs; i++) {
        await writeToJobs();
        const miss = await timed(query);
        const hit = await timed(query);
        total = miss.total;
        first.wall.push(miss.wall);
        first.cpu.push(miss.cpu);
        again.wall.push(hit.wall);
        again.cpu.push(hit.cpu);
      }
      for (const list of [first.wall, first.cpu, again.wall, again.cpu]) list.sort((a, b) => a - b);
      results.push({
        name,
        total,
        p50: percentile(first.wall, 50),
        p95: percentile(first.wall, 95),
        cpuP50: percentile(first.cpu, 50),
        cpuP95: percentile(first.cpu, 95),
        cachedP50: percentile(again.wall, 50),
        cachedP95: percentile(again.wall, 95),
        cachedCpuP50: percentile(again.cpu, 50),
        cachedCpuP95: percentile(again.cpu, 95),
      });
      console.error(`${name}: ${total} jobs, p50 ${percentile(first.wall, 50).toFixed(1)} ms`);
    }
    console.log(JSON.stringify({ jobs: n, runs, results }));
  } finally {
    await close();
  }
}

await main();
