// Posting a job with the structured salary and work mode, or with only the old SalaryRange text
// (read where it can be), its place geocoded from its location; and what is refused.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../server/db/schema.ts';
import { call, createTestContext, type TestContext, type TestUser } from './harness.ts';
import { jobBody, makeRecruiter, postJob } from './jobs-fixtures.ts';

describe('posting a job: structured salary, work mode, level and place', () => {
  let ctx: TestContext;
  let recruiter: TestUser;
  beforeAll(async () => {
    ctx = await createTestContext();
    recruiter = await makeRecruiter(ctx);
  });
  afterAll(() => ctx.close());

  const stored = async (id: string) => (await ctx.db.select().from(jobs).where(eq(jobs.id, id)))[0];

  it('takes the salary and work mode as fields, and writes SalaryRange for old clients', async () => {
    const job = await postJob(ctx, recruiter, {
      Location: 'Lisbon',
      SalaryRange: '',
      SalaryMin: 50_000,
      SalaryMax: '60000',
      SalaryCurrency: 'EUR',
      SalaryPeriod: 'year',
      WorkMode: 'hybrid',
      ExperienceLevel: '3+ years',
    });
    expect(job).toMatchObject({
      SalaryRange: '€50,000–60,000 a year',
      salary: { min: 50_000, max: 60_000, currency: 'EUR', period: 'year' },
      workMode: 'hybrid',
      level: 'mid',
    });
    const row = await stored(job._id);
    expect(row).toMatchObject({ salaryYearlyMin: 50_000, salaryYearlyMax: 60_000 });
    expect(row?.lat).toBeCloseTo(38.72, 1);
    expect(row?.lon).toBeCloseTo(-9.13, 1);
    const read = await call(ctx, 'GET', `/api/recruiter/postinfo/${job.UrlPath}`);
    expect(read.body).toMatchObject({ salary: job.salary, workMode: 'hybrid', level: 'mid' });
  });

  it('counts a monthly or hourly salary per year', async () => {
    const monthly = await postJob(ctx, recruiter, {
      SalaryRange: '',
      SalaryMin: 4_000,
      SalaryCurrency: 'CHF',
      SalaryPeriod: 'month',
    });
    expect(monthly).toMatchObject({
      SalaryRange: 'From CHF\u00a04,000 a month',
      salary: { min: 4_000, max: null, currency: 'CHF', period: 'month' },
    });
    expect(await stored(monthly._id)).toMatchObject({ salaryYearlyMin: 48_000, salaryYearlyMax: null });
    const hourly = await postJob(ctx, recruiter, { SalaryRange: '£30/hour' });
    expect(hourly.salary).toEqual({ min: 30, max: 30, currency: 'GBP', period: 'hour' });
    expect(await stored(hourly._id)).toMatchObject({ salaryYearlyMin: 62_400, salaryYearlyMax: 62_400 });
  });

  it('reads an old client’s SalaryRange text and keeps it as sent', async () => {
    const job = await postJob(ctx, recruiter, {
      Location: 'Zürich (Hybrid)',
      SalaryRange: '45-55k EUR',
      ExperienceLevel: 'Senior',
    });
    expect(job).toMatchObject({
      SalaryRange: '45-55k EUR',
      salary: { min: 45_000, max: 55_000, currency: 'EUR', period: 'year' },
      workMode: 'hybrid',
      level: 'senior',
    });
    expect((await stored(job._id))?.lat).toBeCloseTo(47.37, 1);
  });

  it('a remote location is the remote work mode, with no coordinates', async () => {
    const job = await postJob(ctx, recruiter, { Location: 'Remote (EU)', SalaryRange: 'Competitive' });
    expect(job).toMatchObject({ SalaryRange: 'Competitive', salary: null, workMode: 'remote' });
    expect(await stored(job._id)).toMatchObject({ lat: null, lon: null, salaryCurrency: null });
  });

  it('an unknown place or level stays unknown; the job is posted all the same', async () => {
    const job = await postJob(ctx, recruiter, {
      Location: 'Narnia',
      SalaryRange: '60000',
      ExperienceLevel: 'Whatever fits',
    });
    expect(job).toMatchObject({ salary: null, workMode: 'onsite', level: null, SalaryRange: '60000' });
    expect(await stored(job._id)).toMatchObject({ lat: null, lon: null });
    expect((await postJob(ctx, recruiter, { ExperienceLevel: 'Team Lead' })).level).toBe('lead');
    expect((await postJob(ctx, recruiter, { ExperienceLevel: 'Entry' })).level).toBe('entry');
  });

  it.each([
    [{ SalaryMin: 50_000 }, 'SalaryCurrency is required with a salary amount'],
    [
      { SalaryMin: 70_000, SalaryMax: 60_000, SalaryCurrency: 'EUR' },
      'SalaryMax cannot be less than SalaryMin',
    ],
    [{ SalaryMin: -5, SalaryCurrency: 'EUR' }, 'SalaryMin cannot be negative'],
    [{ SalaryMax: 'lots', SalaryCurrency: 'EUR' }, 'SalaryMax must be a number'],
    [
      { SalaryMin: 6_000, SalaryCurrency: 'EUR', SalaryPeriod: 'hour' },
      'The salary must be at most 10000000 a year',
    ],
    [{ SalaryMin: 50_000, SalaryCurrency: 'XYZ' }, 'SalaryCurrency must be one of'],
    [{ SalaryMin: 50_000, SalaryCurrency: 'EUR', SalaryPeriod: 'week' }, 'SalaryPeriod must be one of'],
    [{ WorkMode: 'moon' }, 'WorkMode must be one of'],
  ])('refuses %j with 400', async (fields, message) => {
    const res = await call(ctx, 'POST', '/api/postjob', { token: recruiter.token, body: jobBody(fields) });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message: expect.stringContaining(message) });
  });
});
