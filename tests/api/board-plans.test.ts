// The board's statement as PostgreSQL plans it: the scorecards on the cards are read through
// scorecards_application_idx for the cards sent, never by reading every scorecard (a plan, not a
// stopwatch, so the test holds on any machine; sequential scans are priced out as a big table would).
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBoard } from '../../server/services/hiring/board.ts';
import { createTestContext, type TestContext } from './harness.ts';
import { hiring } from './hiring-fixtures.ts';
import { interviewOf, submit } from './interview-fixtures.ts';
import { pricedOutPlan, recording, sqlText } from './query-plans.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('the board plan', () => {
  it('reads the scorecards of the cards through scorecards_application_idx', async () => {
    const h = await hiring(ctx);
    const interviewId = await interviewOf(ctx, h.applicationId, [h.recruiter]);
    await submit(ctx, h.recruiter, interviewId, { ratings: {}, recommendation: 'yes' });
    await ctx.db.execute(sql`vacuum (analyze) scorecards`);
    const statements: SQL[] = [];
    const board = await readBoard(
      recording(ctx.db, (statement) => {
        statements.push(statement);
      }),
      h.recruiter,
      h.job._id,
      {},
    );
    expect(board.cards[0]).toMatchObject({ scorecards: 1, score: 3 });
    const statement = statements.find((s) => sqlText(s).includes('from scorecards'));
    if (!statement) throw new Error('the board read no scorecards');
    const nodes = await pricedOutPlan(ctx.db, statement, ['seqscan']);
    const onScorecards = nodes.filter((n) => n['Relation Name'] === 'scorecards');
    // Looked up by the cards' ids, not walked whole.
    expect(onScorecards.map((n) => [n['Index Name'], n['Index Cond']])).toEqual([
      ['scorecards_application_idx', expect.stringContaining('application_id')],
    ]);
  });
});
