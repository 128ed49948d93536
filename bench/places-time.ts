// Times the gazetteer's reads and a job post with its geocoding, in-process on a fresh PGlite:
// place completion (GET /api/places' query: a prefix asked for the first time, and again), findPlace, and postJob (the service: geocoding, the
// salary read, the insert and the alert match in its transaction). Prints JSON on its last line.
//   npx tsx bench/places-time.ts [--rounds 600] [--posts 150]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { fold } from '../contract/search-text.ts';
import { openPglite } from '../server/db/client.ts';
import { recruiterProfiles, users } from '../server/db/schema.ts';
import type { Actor } from '../server/services/common/actor.ts';
import { postJob } from '../server/services/jobs/job-service.ts';
import { completePlaces, findPlace } from '../server/db/derived/find-place.ts';

const { values: args } = parseArgs({
  options: { rounds: { type: 'string', default: '600' }, posts: { type: 'string', default: '150' } },
});
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hireloop-bench-places-'));
const opening = performance.now();
const database = await openPglite(dir, { lock: false });
const migrateMs = performance.now() - opening;
const db = database.db;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN;
};
/** Wall and CPU time (PGlite runs on this process's thread: its work is counted too). */
async function time(
  rounds: number,
  run: (i: number) => Promise<unknown>,
  warmUp: (i: number) => Promise<unknown> = run,
) {
  for (let i = 0; i < 20; i++) await warmUp(i); // plans, the database's caches
  const ms: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const t = performance.now();
    const c = process.cpuUsage();
    await run(i);
    const used = process.cpuUsage(c);
    ms.push(performance.now() - t);
    cpu.push((used.user + used.system) / 1000);
  }
  return {
    p50: percentile(ms, 0.5),
    p95: percentile(ms, 0.95),
    cpuP50: percentile(cpu, 0.5),
    cpuP95: percentile(cpu, 0.95),
    n: rounds,
  };
}

// What people type, keystroke by keystroke: one letter (thousands of places) to whole names.
const typed = [
  'l',
  'li',
  'lis',
  's',
  'sa',
  'sao p',
  'b',
  'ber',
  'berl',
  'zur',
  'new y',
  'p',
  'po',
  'port',
  'm',
  'mad',
  'k',
  'x',
];
const names = [
  'Lisbon',
  'Berlin',
  'Zurich',
  'São Paulo',
  'Portland, OR',
  'Lisbon, Portugal',
  'Narnia',
  'Porto',
  'Madrid',
];
const rounds = Number(args.rounds);
// A prefix asked before is answered from memory: the first asks are timed over prefixes asked once
// each, one to four letters of the biggest places' names.
const { rows: prefixRows } = await db.execute<{ prefix: string }>(sql`
  select prefix from (
    select left(name_folded, k) as prefix, max(population) as population
    from places, generate_series(1, 4) as k group by 1
  ) as p order by population desc nulls last limit ${rounds + 20}`);
const prefixes = prefixRows.map((row) => row.prefix);
const complete = await time(
  rounds,
  (i) => completePlaces(db, prefixes[i] ?? '', 8),
  (i) => completePlaces(db, prefixes[rounds + i] ?? '', 8),
);
const completeAgain = await time(rounds, (i) => completePlaces(db, typed[i % typed.length] ?? '', 8));
const find = await time(rounds, (i) => findPlace(db, names[i % names.length] ?? ''));

const [recruiter] = await db
  .insert(users)
  .values({ username: 'Bench', usernameFolded: 'bench', email: 'bench@example.com', role: 'recruiter' })
  .returning();
await db.insert(recruiterProfiles).values({
  userId: recruiter!.id,
  currentCompany: 'Bench Co',
  currentCompanyFolded: fold('Bench Co'),
});
const actor: Actor = {
  id: recruiter!.id,
  role: 'recruiter',
  username: 'Bench',
  email: 'bench@example.com',
  image: null,
};
const locations = ['Lisbon', 'Berlin (Hybrid)', 'Remote (EU)', 'Zürich', 'Narnia', 'Portland, OR'];
const salaries = ['€50,000 - 60,000 a year', '$80k–$100k', '£30/hour', undefined];
const deadline = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
const post = await time(Number(args.posts), (i) =>
  postJob(db, actor, {
    JobTitle: `Bench Engineer ${i}`,
    CompanyName: 'Bench Co',
    Location: locations[i % locations.length] ?? 'Lisbon',
    SalaryRange: salaries[i % salaries.length],
    JobType: 'Full-Time',
    RequiredSkills: ['SQL'],
    ExperienceLevel: 'Senior',
    ApplicationDeadline: deadline,
    JobDescription: 'A job.',
  }),
);
await database.close();
fs.rmSync(dir, { recursive: true, force: true });
console.log(JSON.stringify({ migrateMs, complete, completeAgain, find, post }));
