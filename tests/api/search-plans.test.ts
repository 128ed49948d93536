// The job search's statements as PostgreSQL plans them: the indexes that keep a search fast at
// 100,000 jobs must be usable by the SQL the service writes (a plan, not a stopwatch, so the test
// holds on any machine).
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobQuery } from '../../contract/job-query.ts';
import { searchJobs } from '../../server/services/jobs/search-jobs.ts';
import { createTestContext, type TestContext } from './harness.ts';
import { makeRecruiter } from './jobs-fixtures.ts';
import { type PlanNode, planNodes, pricedOutPlan, recording, sqlText } from './query-plans.ts';
import { insertJobs } from './search-fixtures.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  const recruiter = await makeRecruiter(ctx, 'Acme Corp');
  await insertJobs(
    ctx,
    recruiter,
    Array.from({ length: 30 }, (_, i) => ({
      title: `Engineer ${i}`,
      mode: 'remote' as const,
      ageDays: i,
      at: { lat: 38.72 + i / 500, lon: -9.14 },
    })),
  );
  await ctx.db.execute(sql`vacuum (analyze) jobs`);
});
afterAll(() => ctx.close());

/** The plans of the statements a search runs, by what they do. */
async function plansOfSearch(
  query: JobQuery,
  { priceOutSorts = false } = {},
): Promise<{ page: PlanNode[]; counts: PlanNode[] }> {
  const statements: SQL[] = [];
  await searchJobs(
    recording(ctx.db, async (q) => {
      statements.push(q);
    }),
    query,
    { limit: 20 },
  );
  // Sequential and bitmap scans are priced out, as a big table would price them.
  const planOf = (query: SQL) =>
    pricedOutPlan(ctx.db, query, ['seqscan', 'bitmapscan', ...(priceOutSorts ? (['sort'] as const) : [])]);
  const page = statements.find((s) => sqlText(s).includes('distance_km'));
  const counts = statements.find((s) => sqlText(s).includes('group by'));
  if (!page || !counts) throw new Error('the search ran no page or no counts statement');
  return { page: await planOf(page), counts: await planOf(counts) };
}

describe('the plans of a search with no words', () => {
  it('the newest open jobs come in the open-jobs index order, with no sort of every match', async () => {
    const { page } = await plansOfSearch({});
    expect(page.map((n) => n['Index Name'])).toContain('jobs_open_created_idx');
    expect(page.map((n) => n['Node Type'])).not.toContain('Sort');
  });

  // The budget is measured on the embedded database. PostgreSQL 15 finds sorting these 30 rows
  // cheapest; priced as a big table prices a sort of every open job, an index must give the order.
  it.skipIf(process.env.DATABASE_URL)(
    'the counts read the newest open jobs from the narrow facets index alone',
    async () => {
      const { counts } = await plansOfSearch({});
      expect(counts).toContainEqual(
        expect.objectContaining({ 'Node Type': 'Index Only Scan', 'Index Name': 'jobs_open_facets_idx' }),
      );
    },
  );

  it.skipIf(!process.env.DATABASE_URL)(
    'the counts read the newest open jobs from an index of open jobs (PostgreSQL)',
    async () => {
      const { counts } = await plansOfSearch({}, { priceOutSorts: true });
      const indexes = counts.map((n) => n['Index Name']);
      expect(
        indexes.some((name) => name === 'jobs_open_facets_idx' || name === 'jobs_open_created_idx'),
      ).toBe(true);
      expect(counts.map((n) => n['Node Type'])).not.toContain('Seq Scan');
      expect(counts.map((n) => n['Node Type'])).not.toContain('Sort');
    },
  );
});

describe('the plans of a search by place', () => {
  it("the counts compute each job's distance once: the jobs read are not filtered by it", async () => {
    const { counts } = await plansOfSearch({ where: 'Lisbon', radius: 25 });
    const scan = counts.find((n) => n['Index Name'] === 'jobs_open_earth_idx');
    expect(scan).toBeDefined();
    // earth_distance is inlined as the great-circle of a cube_distance.
    expect(scan?.Filter ?? '').not.toContain('cube_distance');
  });

  it('the counts within the radius read the covering earth index alone', async () => {
    const { counts } = await plansOfSearch({ where: 'Lisbon', radius: 25 });
    expect(counts).toContainEqual(
      expect.objectContaining({ 'Node Type': 'Index Only Scan', 'Index Name': 'jobs_open_earth_idx' }),
    );
  });
});

describe('the plans of the counts', () => {
  // Subtracting days from a timestamptz goes through the time zone: per job read, it was a third
  // of the counts' time at 100,000 jobs.
  it('each "posted within" cutoff is computed once per statement, not once per job', async () => {
    const { counts } = await plansOfSearch({ q: 'engineer' });
    const once = counts.filter((n) => n['Parent Relationship'] === 'InitPlan');
    expect(once.length).toBeGreaterThanOrEqual(4);
  });
});

/**
 * The plan of the counts' sample of a words search, explained in the session the service ran it
 * in (with whatever settings it gave that statement), on this small table as it is.
 */
async function planOfWordSample(query: JobQuery): Promise<PlanNode[]> {
  const plans: PlanNode[][] = [];
  const isSample = (q: SQL) => {
    const text = sqlText(q);
    return text.includes('group by') && / limit \d+/.test(text);
  };
  const explained = recording(ctx.db, async (q, by) => {
    if (isSample(q)) plans.push(await planNodes(by, q));
  });
  await searchJobs(explained, query, { limit: 20 });
  const [plan] = plans;
  if (!plan) throw new Error('the search read no sample for its counts');
  return plan;
}

describe('the sample of a word search', () => {
  it('is read through an index, not by testing every job in turn', async () => {
    const plan = await planOfWordSample({ q: 'engineer' });
    expect(plan.map((n) => n['Node Type'])).not.toContain('Seq Scan');
  });
});
