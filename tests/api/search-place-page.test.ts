// A place with more than a thousand open jobs around it, listed newest first: the page walks the
// newest open jobs and tests each one's distance, instead of reading every job in the radius and
// sorting them. The page must be the one the radius gives either way.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestContext, type TestContext } from './harness.ts';
import { makeRecruiter } from './jobs-fixtures.ts';
import { bigTablePlan, insertJobs, pageStatement } from './search-fixtures.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  const recruiter = await makeRecruiter(ctx, 'Acme Corp');
  // Porto's jobs are the newest: a walk meets them first and must pass over them.
  const porto = Array.from({ length: 40 }, (_, i) => ({
    title: `Porto Job ${i}`,
    location: 'Porto',
    at: { lat: 41.15, lon: -8.61 },
    ageDays: i / 1000,
  }));
  const lisbon = Array.from({ length: 1300 }, (_, i) => ({
    title: `Lisbon Job ${i}`,
    location: 'Lisbon',
    at: { lat: 38.72 + (i % 50) / 500, lon: -9.14 },
    ageDays: 0.1 + i / 100,
    closed: i % 7 === 0,
  }));
  await insertJobs(ctx, recruiter, [...porto, ...lisbon]);
  await ctx.db.execute(sql`vacuum (analyze) jobs`);
});
afterAll(() => ctx.close());

describe('a page of a place with many jobs around it', () => {
  it('is the newest open jobs within the radius, with their distances', async () => {
    const res = await call(ctx, 'GET', '/api/jobs/search?where=Lisbon&radius=25&limit=20');
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(1001);
    const titles = (res.body.data as Array<{ JobTitle: string; distanceKm: number }>).map((j) => j.JobTitle);
    const open = Array.from({ length: 1300 }, (_, i) => i).filter((i) => i % 7 !== 0);
    expect(titles).toEqual(open.slice(0, 20).map((i) => `Lisbon Job ${i}`));
    for (const job of res.body.data) expect(job.distanceKm).toBeLessThanOrEqual(25);
  });

  it('walks the newest open jobs in index order, with no sort of every job in the radius', async () => {
    // Priced as a big table prices them (PostgreSQL would scan 1,340 rows whole).
    const plan = await bigTablePlan(ctx, await pageStatement(ctx, { where: 'Lisbon', radius: 25 }));
    expect(plan.map((n) => n['Node Type'])).not.toContain('Sort');
    expect(plan.map((n) => n['Index Name'])).not.toContain('jobs_open_earth_idx');
  });
});
