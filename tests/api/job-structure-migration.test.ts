// Jobs posted before the structured fields, on a database as the server left it then (migrations
// up to 0014): once migrated, their salary is read from the SalaryRange text where it can be,
// "Remote" locations are the remote work mode, their level is read and their place geocoded.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { asc, eq } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPglite } from '../../server/db/client.ts';
import { pgliteExtensions } from '../../server/db/pglite-extensions.ts';
import { dataMigrations, jobs } from '../../server/db/schema.ts';
import { call, createTestContext, type TestContext } from './harness.ts';
import { migrationsUpTo } from './migrations-up-to.ts';

const recruiter = '00000000-0000-4000-8000-000000000001';
const company = '00000000-0000-4000-8000-000000000002';
const jobId = (n: number) => `00000000-0000-4000-8000-00000000010${n}`;
const oldJobs: Array<[string, string | null, string | null]> = [
  ['Lisbon', '$80k–$100k', 'Senior'],
  ['Remote', '€50,000 - 60,000 a year', '3+ years'],
  ['Zurich (Hybrid)', '£30/hour', 'Entry'],
  ['Narnia', 'Competitive', null],
];

const oldRows = `
  insert into users (id, username, username_folded, email, role)
    values ('${recruiter}', 'Old', 'old', 'old@old.example.com', 'recruiter');
  insert into recruiter_profiles (id, user_id, name, current_company, current_company_folded)
    values ('${company}', '${recruiter}', 'Old', 'Old Co', 'old co');
  insert into data_migrations (name) values ('0006-fold-search-text');
  ${oldJobs
    .map(
      ([location, salary, level], i) => `
  insert into jobs (id, recruiter_id, user_id, title, company_name, location, salary_range, job_type,
    required_skills, experience_level, deadline, description, url_path, search_text, title_folded, location_folded)
    values ('${jobId(i)}', '${company}', '${recruiter}', 'Old job ${i}', 'Old Co', '${location}',
      ${salary === null ? 'null' : `'${salary}'`}, 'Full-Time', '["SQL"]', ${level === null ? 'null' : `'${level}'`},
      now() + interval '30 days', 'A job.', 'old-job-${i}', 'old job', 'old job', lower('${location}'));`,
    )
    .join('')}
`;

async function oldPglite(): Promise<Database> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hireloop-old-'));
  const client = await PGlite.create({ dataDir: path.join(dir, 'pglite'), extensions: pgliteExtensions });
  await migratePglite(drizzlePglite({ client }), { migrationsFolder: migrationsUpTo(14) });
  await client.exec(oldRows);
  await client.close();
  const database = await openPglite(dir, { lock: false });
  return {
    ...database,
    close: async () => {
      await database.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

describe.skipIf(process.env.DATABASE_URL)('jobs posted before structured fields, once migrated', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ database: await oldPglite() });
  });
  afterAll(() => ctx?.close());

  it('hold the salary, work mode, level and place read from their old fields', async () => {
    const rows = await ctx.db.select().from(jobs).orderBy(asc(jobs.id));
    expect(rows.map((r) => [r.salaryMin, r.salaryMax, r.salaryCurrency, r.salaryPeriod])).toEqual([
      [80_000, 100_000, 'USD', 'year'],
      [50_000, 60_000, 'EUR', 'year'],
      [30, 30, 'GBP', 'hour'],
      [null, null, null, null],
    ]);
    expect(rows.map((r) => [r.salaryYearlyMin, r.workMode, r.level])).toEqual([
      [80_000, 'onsite', 'senior'],
      [50_000, 'remote', 'mid'],
      [62_400, 'hybrid', 'entry'],
      [null, 'onsite', null],
    ]);
    expect(rows.map((r) => r.lat && Math.round(r.lat))).toEqual([39, null, 47, null]);
    // The old text stays as it was: old clients read it.
    expect(rows.map((r) => r.salaryRange)).toEqual(oldJobs.map(([, salary]) => salary));
    const done = await ctx.db.select().from(dataMigrations);
    expect(done.map((d) => d.name)).toEqual([
      '0006-fold-search-text',
      '0015-load-places',
      '0015-structure-jobs',
    ]);
  });

  it('answer them on the wire', async () => {
    const res = await call(ctx, 'GET', '/api/recruiter/postinfo/old-job-1');
    expect(res.body).toMatchObject({
      SalaryRange: '€50,000 - 60,000 a year',
      salary: { min: 50_000, max: 60_000, currency: 'EUR', period: 'year' },
      workMode: 'remote',
      level: 'mid',
    });
    const [row] = await ctx.db
      .select({ lat: jobs.lat })
      .from(jobs)
      .where(eq(jobs.id, jobId(1)));
    expect(row?.lat).toBeNull();
  });
});
