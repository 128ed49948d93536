// "Many match" (at least a sample's worth of jobs fit the words) is what sends a common word's page
// along the newest open jobs instead of sorting every match: it must hold when the counts of a few
// values were counted again over fewer jobs than the sample read.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countCap } from '../../contract/constants.ts';
import { resolveQuery, termsOf } from '../../server/services/jobs/query-terms.ts';
import { searchCounts } from '../../server/services/jobs/search-counts.ts';
import { createTestContext, type TestContext } from './harness.ts';
import { makeRecruiter } from './jobs-fixtures.ts';
import { bigTablePlan, insertJobs, pageStatement } from './search-fixtures.ts';

/** More welders than the cap, all alike and posted ten days ago: every "posted within" is small. */
const welders = 1100;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  const recruiter = await makeRecruiter(ctx, 'Acme Corp');
  await insertJobs(
    ctx,
    recruiter,
    Array.from({ length: welders }, (_, i) => ({
      title: `Welder ${i}`,
      mode: 'remote' as const,
      level: 'senior' as const,
      ageDays: 10,
    })),
  );
  await ctx.db.execute(sql`vacuum (analyze) jobs`);
}, 60_000);
afterAll(() => ctx.close());

describe('a word that more jobs match than the sample reads', () => {
  it('many match, though the small counts were counted again over no job at all', async () => {
    const terms = termsOf(await resolveQuery(ctx.db, { q: 'welder' }));
    const { total, counts, manyMatch } = await searchCounts(ctx.db, terms, { sampleSize: 1050 });
    expect(total).toBe(countCap + 1);
    expect(counts.posted).toEqual({ 1: 0, 3: 0, 7: 0, 30: countCap + 1 });
    expect(counts.mode).toEqual({ onsite: 0, hybrid: 0, remote: countCap + 1 });
    expect(manyMatch).toBe(true);
  });

  it('fewer matches than the sample: not many', async () => {
    const terms = termsOf(await resolveQuery(ctx.db, { q: 'welder' }));
    const { manyMatch } = await searchCounts(ctx.db, terms, { sampleSize: welders + 1 });
    expect(manyMatch).toBe(false);
  });
});

describe('a word narrowed by filters that still leave more jobs than the cap', () => {
  it('ranks the newest matches met along an index in date order, not a sort of every match', async () => {
    const plan = await bigTablePlan(
      ctx,
      await pageStatement(ctx, { q: 'welder', mode: 'remote', level: 'senior' }),
    );
    // One sort: the ranking of the newest matches. Reading every match would sort them by date first.
    expect(plan.filter((n) => n['Node Type'] === 'Sort')).toHaveLength(1);
    expect(
      plan.some((n) => n['Node Type'] === 'Index Scan' && n['Index Name']?.startsWith('jobs_open_')),
    ).toBe(true);
  });
});
