// Fills a database with N jobs (plus recruiters, candidates and applications) for benchmarks.
//   npx tsx bench/seed-jobs.ts [--jobs 100000] [--dir ./data-bench]     (PGlite data dir)
//   DATABASE_URL=postgres://… npx tsx bench/seed-jobs.ts --jobs 100000  (PostgreSQL)
// Rows are built in JS with the app's own makeUrlPath/makeSearchText and inserted 1,000 per statement.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openPglite, openPostgres } from '../server/db/client.ts';
import { applications, jobs, recruiterProfiles, users } from '../server/db/schema.ts';
import { makeUrlPath, searchColumns } from '../server/db/derived/job-fields.ts';

const { values: args } = parseArgs({
  options: {
    jobs: { type: 'string', default: '100000' },
    dir: { type: 'string', default: './data-bench' },
    recruiters: { type: 'string', default: '500' },
    candidates: { type: 'string', default: '2000' },
    'applications-per-job': { type: 'string', default: '2' },
  },
});
const jobCount = Number(args.jobs);
const recruiterCount = Number(args.recruiters);
const candidateCount = Number(args.candidates);
const perJob = Number(args['applications-per-job']);

// A small deterministic PRNG, so two runs build comparable data.
let seed = 42;
const rand = () => {
  seed = (seed * 1664525 + 1013904223) % 2 ** 32;
  return seed / 2 ** 32;
};
const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;

const roles = [
  'Software Engineer',
  'Frontend Engineer',
  'Backend Engineer',
  'Data Analyst',
  'Data Scientist',
  'Product Manager',
  'Designer',
  'DevOps Engineer',
  'QA Engineer',
  'Sales Manager',
  'Account Executive',
  'Support Specialist',
  'Recruiter',
  'Accountant',
  'Nurse',
  'Teacher',
  'Warehouse Operator',
  'Driver',
  'Marketing Lead',
  'Copywriter',
];
const levels = ['Junior', 'Mid', 'Senior', 'Lead', 'Principal', 'Intern'];
const cities = [
  'Berlin',
  'Lisbon',
  'Porto',
  'London',
  'Paris',
  'Madrid',
  'Rotterdam',
  'Hamburg',
  'Warsaw',
  'Prague',
  'Vienna',
  'Dublin',
  'Remote',
  'Remote (EU)',
  'Milan',
  'Zurich',
  'Oslo',
  'Helsinki',
  'Athens',
  'Brussels',
];
const skills = [
  'TypeScript',
  'React',
  'Node.js',
  'PostgreSQL',
  'Python',
  'SQL',
  'Excel',
  'Kubernetes',
  'AWS',
  'Figma',
  'Java',
  'Go',
  'Communication',
  'Negotiation',
  'CRM',
  'Forklift',
  'Accounting',
  'Teaching',
  'Linux',
  'Terraform',
];
const types = ['Full-Time', 'Part-Time', 'Contract', 'Internship', 'Temporary'] as const;
// One job in ~5,000 asks for a rare skill: the "rare search" of the benchmark.
const rareSkill = 'Zigbee';

async function main() {
  const database = process.env.DATABASE_URL
    ? await openPostgres(process.env.DATABASE_URL)
    : await openPglite(path.resolve(args.dir));
  const { db } = database;
  const started = performance.now();
  try {
    const recruiterRows = Array.from({ length: recruiterCount }, (_, i) => ({
      id: randomUUID(),
      username: `Recruiter ${i}`,
      usernameFolded: `recruiter ${i}`,
      email: `recruiter${i}-${randomUUID().slice(0, 8)}@bench.example.com`,
      role: 'recruiter' as const,
    }));
    const profiles = recruiterRows.map((u, i) => {
      const currentCompany = `Company ${i} ${pick(['Labs', 'Group', 'Systems', 'Health', 'Logistics'])}`;
      return {
        id: randomUUID(),
        userId: u.id,
        name: u.username,
        currentCompany,
        currentCompanyFolded: currentCompany.toLowerCase(),
        currentRole: 'Recruiter',
        companyDescription: 'A company made for benchmarks.',
      };
    });
    const candidateRows = Array.from({ length: candidateCount }, (_, i) => ({
      id: randomUUID(),
      username: `Candidate ${i}`,
      usernameFolded: `candidate ${i}`,
      email: `candidate${i}-${randomUUID().slice(0, 8)}@bench.example.com`,
      role: 'candidate' as const,
    }));
    for (const batch of chunks([...recruiterRows, ...candidateRows], 1000))
      await db.insert(users).values(batch);
    for (const batch of chunks(profiles, 1000)) await db.insert(recruiterProfiles).values(batch);

    const now = Date.now();
    const year = 365 * 86_400_000;
    let inserted = 0;
    const jobIds: string[] = [];
    while (inserted < jobCount) {
      const size = Math.min(1000, jobCount - inserted);
      const batch = Array.from({ length: size }, () => {
        const r = Math.floor(rand() * profiles.length);
        const profile = profiles[r]!;
        const title = `${pick(levels)} ${pick(roles)}`;
        const requiredSkills = [pick(skills), pick(skills), pick(skills)];
        if (rand() < 1 / 5000) requiredSkills.push(rareSkill);
        const location = pick(cities);
        const id = randomUUID();
        jobIds.push(id);
        return {
          id,
          recruiterId: profile.id,
          userId: profile.userId,
          title,
          companyName: profile.currentCompany,
          location,
          salaryRange: '€40k – €60k',
          jobType: pick(types),
          requiredSkills,
          experienceLevel: 'Mid',
          deadline: new Date(now + rand() * year),
          description: `${profile.currentCompany} is hiring a ${title} in ${location}.`,
          urlPath: makeUrlPath(title),
          ...searchColumns({
            title,
            companyName: profile.currentCompany,
            location,
            requiredSkills,
          }),
          createdAt: new Date(now - rand() * year),
        };
      });
      await db.insert(jobs).values(batch).onConflictDoNothing();
      inserted += size;
      if (inserted % 20_000 === 0) console.log(`  ${inserted} jobs…`);
    }
    // Applications on the newest jobs' neighbours: a few per job, unique per (job, candidate).
    const appRows = jobIds.flatMap((jobId, j) =>
      Array.from({ length: perJob }, (_, k) => ({
        jobId,
        candidateId: candidateRows[(j * perJob + k) % candidateRows.length]!.id,
        note: 'Benchmark application',
        createdAt: new Date(now - rand() * year),
      })),
    );
    for (const batch of chunks(appRows, 1000))
      await db.insert(applications).values(batch).onConflictDoNothing();
    // Leave the database settled, as a long-running one would be: VACUUM sets the visibility map
    // and hint bits (otherwise the first reads dirty every page and autovacuum starts on its own in
    // the middle of a benchmark), ANALYZE gives the planner its statistics, CHECKPOINT writes it all.
    await db.execute(sql`VACUUM (ANALYZE)`);
    await db.execute(sql`CHECKPOINT`);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Seeded ${jobCount} jobs, ${appRows.length} applications, ${recruiterCount} recruiters, ${candidateCount} candidates in ${seconds} s`,
    );
  } finally {
    await database.close();
  }
}

function* chunks<T>(rows: T[], size: number) {
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
