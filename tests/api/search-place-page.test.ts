// A place with more than a thousand open jobs around it, listed newest first: the page walks the
// newest open jobs and tests each one's distance, instead of reading every job in the radius and
// sorting them. The page must be the one the radius gives either way.
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobQuery } from '../../contract/job-query.ts';
import type { Db } from '../../server/db/client.ts';
import { searchJobs } from '../../server/services/jobs/search-jobs.ts';
import { call, createTestContext, type TestContext } from './harness.ts';
import { makeRecruiter } from './jobs-fixtures.ts';
import { insertJobs } from './search-fixtures.ts';

type PlanNode = { 'Node Type': string; 'Index Name'?: string; Plans?: PlanNode[] };
const nodesOf = (plan: PlanNode): PlanNode[] => [plan, ...(plan.Plans ?? []).flatMap(nodesOf)];

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

/** The page statement of a search, as the service ran it. */
async function pageStatement(query: JobQuery): Promise<SQL> {
  const statements: SQL[] = [];
  const recording = new Proxy(ctx.db, {
    get: (target, key, receiver) =>
      key === 'execute'
        ? (statement: SQL) => {
            statements.push(statement);
            return target.execute(statement);
          }
        : Reflect.get(target, key, receiver),
  }) as Db;
  await searchJobs(recording, query, { limit: 20 });
  const text = (s: SQL) => new PgDialect().sqlToQuery(s).sql;
  const page = statements.find((s) => text(s).includes('distance_km'));
  if (!page) throw new Error('the search ran no page statement');
  return page;
}

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
    const page = await pageStatement({ where: 'Lisbon', radius: 25 });
    const plan = await ctx.db.transaction(async (tx) => {
      // Priced as a big table prices them (PostgreSQL would scan 1,340 rows whole).
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_bitmapscan = off`);
      const { rows } = await tx.execute<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
        sql`explain (format json) ${page}`,
      );
      return nodesOf(rows[0]?.['QUERY PLAN'][0].Plan as PlanNode);
    });
    expect(plan.map((n) => n['Node Type'])).not.toContain('Sort');
    expect(plan.map((n) => n['Index Name'])).not.toContain('jobs_open_earth_idx');
  });
});
