// Online searches fold accents and case as the device's offline search does (contract/search-text.ts):
// "zurich" finds "Zürich" in the job lists, a company's jobs, the companies directory, a job's
// applicants and job alerts. Then the same on a database written before folding (at migration
// 0005, rows in their old form), once the server has migrated it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgliteExtensions } from '../../server/db/pglite-extensions.ts';
import { eq } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPglite, openPostgres } from '../../server/db/client.ts';
import { dataMigrations, jobAlerts, jobs, notifications, users } from '../../server/db/schema.ts';
import {
  call,
  createTestContext,
  freshPostgres,
  signFor,
  type TestContext,
  type TestUser,
} from './harness.ts';
import { makeCandidate, makeRecruiter, postJob } from './jobs-fixtures.ts';
import { migrationsUpTo } from './migrations-up-to.ts';

const ids = (list: { _id: string }[]) => list.map((x) => x._id);
const getJobs = async (ctx: TestContext, q: string, token?: string, url = '/api/getAllJobs') => {
  const res = await call(ctx, 'GET', `${url}?limit=50&q=${encodeURIComponent(q)}`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { _id: string; JobTitle: string; currentCompany?: string }[];
};
const jobAlertTexts = async (ctx: TestContext, userId: string) =>
  (await ctx.db.select().from(notifications).where(eq(notifications.userId, userId)))
    .filter((n) => n.kind === 'job-alert')
    .map((n) => n.text);

describe('online searches fold accents and case', () => {
  let ctx: TestContext;
  let recruiter: TestUser;
  let job: { _id: string; UrlPath: string };
  let companyId: string;
  beforeAll(async () => {
    ctx = await createTestContext();
    recruiter = await makeRecruiter(ctx, 'Café Zürich');
    job = await postJob(ctx, recruiter, {
      JobTitle: 'Résumé Reviewer',
      Location: 'Zürich',
      CompanyName: 'Café Zürich',
      RequiredSkills: 'Straße, Łódź',
    });
    const companies = await call(ctx, 'GET', '/api/companies?q=cafe');
    companyId = companies.body.data[0]._id;
  });
  afterAll(() => ctx.close());

  it('the job lists: public and the recruiter’s own', async () => {
    for (const q of [
      'zurich',
      'ZURICH',
      'Zürich',
      'resume reviewer',
      'RÉSUMÉ',
      'cafe zur',
      'łódź',
      'straße',
    ]) {
      expect(ids(await getJobs(ctx, q)), q).toEqual([job._id]);
      expect(ids(await getJobs(ctx, q, recruiter.token, '/api/getjob')), q).toEqual([job._id]);
    }
    // ß, ł and ø are letters of their own, not a base letter with a mark: the device agrees.
    for (const q of ['strasse', 'lodz']) expect(await getJobs(ctx, q), q).toEqual([]);
  });

  it("a company's jobs, by title or location", async () => {
    const url = `/api/company/jobs/${companyId}`;
    expect(ids(await getJobs(ctx, 'zurich', undefined, url))).toEqual([job._id]);
    expect(ids(await getJobs(ctx, 'RESUME', undefined, url))).toEqual([job._id]);
    expect(await getJobs(ctx, 'lodz', undefined, url)).toEqual([]);
  });

  it('the companies directory, by name', async () => {
    const found = await call(ctx, 'GET', '/api/companies?q=cafe%20zurich');
    expect(found.body.data.map((c: { currentCompany: string }) => c.currentCompany)).toEqual(['Café Zürich']);
    const none = await call(ctx, 'GET', '/api/companies?q=caff');
    expect(none.body.data).toEqual([]);
  });

  it("a job's applicants, by name", async () => {
    const zoe = await makeCandidate(ctx, true, { fullName: 'Zoë Ørsted' });
    const applied = await call(ctx, 'POST', `/api/candidate/applyjob/${job._id}`, {
      token: zoe.token,
      body: {},
    });
    expect(applied.status).toBe(201);
    const search = async (q: string) => {
      const url = `/api/recruiter/applicant/${job.UrlPath}?q=${encodeURIComponent(q)}`;
      const res = await call(ctx, 'GET', url, { token: recruiter.token });
      expect(res.status).toBe(200);
      return res.body.map((a: { candidateId: { fullName: string } }) => a.candidateId.fullName);
    };
    expect(await search('zoe')).toEqual(['Zoë Ørsted']);
    expect(await search('ZOË ØRST')).toEqual(['Zoë Ørsted']);
    expect(await search('orsted')).toEqual([]);
  });

  it('an alert for "zurich" is told of a new job in "Zürich"; "Zürich" and "zurich" are one alert', async () => {
    const candidate = await makeCandidate(ctx);
    const first = await call(ctx, 'POST', '/api/candidate/alerts', {
      token: candidate.token,
      body: { q: 'zurich' },
    });
    expect(first.status).toBe(201);
    const again = await call(ctx, 'POST', '/api/candidate/alerts', {
      token: candidate.token,
      body: { q: 'ZÜRICH' },
    });
    expect(again.status).toBe(200);
    await postJob(ctx, recruiter, { JobTitle: 'Barista', Location: 'Zürich' });
    await postJob(ctx, recruiter, { JobTitle: 'Barista', Location: 'Basel' });
    expect(await jobAlertTexts(ctx, candidate.id)).toEqual(['New job for your alert: Barista at Acme Corp']);
  });

  it('bad input is still a 4xx', async () => {
    const long = await call(ctx, 'GET', `/api/getAllJobs?q=${'é'.repeat(101)}`);
    expect(long.status).toBe(400);
    // Decompositions longer than the query itself are fine: 'ﷺ' folds to 18 letters.
    const wide = await call(ctx, 'GET', `/api/getAllJobs?q=${encodeURIComponent('ﷺ'.repeat(100))}`);
    expect(wide.status).toBe(200);
    const companies = await call(ctx, 'GET', `/api/companies?q=${encodeURIComponent('％_ﬁ\\')}`);
    expect(companies.status).toBe(200);
  });
});

const old = {
  recruiter: '00000000-0000-4000-8000-000000000001',
  candidate: '00000000-0000-4000-8000-000000000002',
  company: '00000000-0000-4000-8000-000000000003',
  job: '00000000-0000-4000-8000-000000000004',
};

// Rows as the server wrote them then: search_text only lower-cased, an alert's patterns too.
const oldRows = `
  insert into users (id, username, email, role) values
    ('${old.recruiter}', 'Zoë Ørsted', 'zoe@old.example.com', 'recruiter'),
    ('${old.candidate}', 'josé', 'jose@old.example.com', 'candidate');
  insert into recruiter_profiles (id, user_id, name, current_company)
    values ('${old.company}', '${old.recruiter}', 'Zoë Ørsted', 'Café Zürich');
  insert into candidate_profiles (user_id, full_name, phone_number, date_of_birth, highest_qualification,
    college_name, graduation_year, specialization, github_profile, linkedin_profile, resume, expected_salary)
    values ('${old.candidate}', 'José Núñez', '+351 910 000 000', '1998-01-02', 'BSc', 'Porto', 2020, 'CS',
      'https://github.com/jose', 'https://linkedin.com/in/jose', 'https://storage.example.com/r.pdf', 50000);
  insert into jobs (id, recruiter_id, user_id, title, company_name, location, job_type, required_skills,
    deadline, description, url_path, search_text)
    values ('${old.job}', '${old.company}', '${old.recruiter}', 'Résumé Writer', 'Café Zürich', 'Zürich',
      'Full-Time', '["Straße"]', now() + interval '30 days', 'A job.', 'resume-writer-old',
      'résumé writer café zürich zürich straße');
  insert into job_alerts (user_id, q, patterns) values ('${old.candidate}', 'Zürich', '[["%zürich%"]]');
`;

// The database as the server left it before folding: the migrations up to 0005 only.
async function oldPglite(): Promise<Database> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hireloop-old-'));
  const client = await PGlite.create({ dataDir: path.join(dir, 'pglite'), extensions: pgliteExtensions });
  await migratePglite(drizzlePglite({ client }), { migrationsFolder: migrationsUpTo(5) });
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

async function oldPostgres(url: string): Promise<Database> {
  return freshPostgres(url, async (target) => {
    const pool = new pg.Pool({ connectionString: target, max: 1 });
    await migratePg(drizzlePg({ client: pool }), { migrationsFolder: migrationsUpTo(5) });
    await pool.query(oldRows);
    await pool.end();
    return openPostgres(target);
  });
}

describe('a database written before folding, once migrated', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    const url = process.env.DATABASE_URL;
    ctx = await createTestContext({ database: url ? await oldPostgres(url) : await oldPglite() });
  });
  afterAll(() => ctx?.close());

  it('holds folded text, folded names and folded alert patterns, and records the rewrite', async () => {
    const [job] = await ctx.db.select().from(jobs).where(eq(jobs.id, old.job));
    expect(job).toMatchObject({
      searchText: 'resume writer cafe zurich zurich straße',
      titleFolded: 'resume writer',
      locationFolded: 'zurich',
    });
    const [alert] = await ctx.db.select().from(jobAlerts).where(eq(jobAlerts.userId, old.candidate));
    expect(alert?.patterns).toEqual([['%zurich%']]);
    const [user] = await ctx.db.select().from(users).where(eq(users.id, old.recruiter));
    expect(user?.usernameFolded).toBe('zoe ørsted');
    const done = await ctx.db.select().from(dataMigrations);
    expect(done.map((d) => d.name)).toEqual([
      '0006-fold-search-text',
      '0015-load-places',
      '0015-structure-jobs',
    ]);
  });

  it('finds its rows by the folded query in every search', async () => {
    expect(ids(await getJobs(ctx, 'zurich'))).toEqual([old.job]);
    expect(ids(await getJobs(ctx, 'resume writer'))).toEqual([old.job]);
    expect(ids(await getJobs(ctx, 'zurich', undefined, `/api/company/jobs/${old.company}`))).toEqual([
      old.job,
    ]);
    const byName = await call(ctx, 'GET', '/api/companies?q=cafe%20zurich');
    expect(ids(byName.body.data)).toEqual([old.company]);
    const byUsername = await call(ctx, 'GET', '/api/companies?q=zoe');
    expect(ids(byUsername.body.data)).toEqual([old.company]);
    const candidate = await signFor(ctx, old.candidate);
    const applied = await call(ctx, 'POST', `/api/candidate/applyjob/${old.job}`, {
      token: candidate,
      body: {},
    });
    expect(applied.status).toBe(201);
    const url = '/api/recruiter/applicant/resume-writer-old?q=nunez';
    const applicants = await call(ctx, 'GET', url, { token: await signFor(ctx, old.recruiter) });
    expect(applicants.body.map((a: { candidateId: { fullName: string } }) => a.candidateId.fullName)).toEqual(
      ['José Núñez'],
    );
  });

  it('an alert saved before still tells of a new job in "Zurich" or "Zürich"', async () => {
    const recruiter = await makeRecruiter(ctx, 'Newer Co');
    await postJob(ctx, recruiter, { JobTitle: 'Baker', Location: 'ZURICH' });
    expect(await jobAlertTexts(ctx, old.candidate)).toEqual(['New job for your alert: Baker at Acme Corp']);
  });
});
