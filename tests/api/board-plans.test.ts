// The board's statement as PostgreSQL plans it: the scorecards on the cards are read through
// scorecards_application_idx for the cards sent, never by reading every scorecard (a plan, not a
// stopwatch, so the test holds on any machine; sequential scans are priced out as a big table would).
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/client.ts';
import { readBoard } from '../../server/services/hiring/board.ts';
import { createTestContext, type TestContext } from './harness.ts';
import { hiring } from './hiring-fixtures.ts';
import { interviewOf, submit } from './interview-fixtures.ts';

type PlanNode = {
  'Node Type': string;
  'Index Name'?: string;
  'Index Cond'?: string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
};
const nodesOf = (plan: PlanNode): PlanNode[] => [plan, ...(plan.Plans ?? []).flatMap(nodesOf)];

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
    const recording = new Proxy(ctx.db, {
      get: (target, key, receiver) =>
        key === 'execute'
          ? (query: SQL) => {
              statements.push(query);
              return target.execute(query);
            }
          : Reflect.get(target, key, receiver),
    }) as Db;
    const board = await readBoard(recording, h.recruiter, h.job._id, {});
    expect(board.cards[0]).toMatchObject({ scorecards: 1, score: 3 });
    const text = (query: SQL) => new PgDialect().sqlToQuery(query).sql;
    const statement = statements.find((s) => text(s).includes('from scorecards'));
    if (!statement) throw new Error('the board read no scorecards');
    const nodes = await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const { rows } = await tx.execute<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
        sql`explain (format json) ${statement}`,
      );
      return nodesOf(rows[0]?.['QUERY PLAN'][0].Plan as PlanNode);
    });
    const onScorecards = nodes.filter((n) => n['Relation Name'] === 'scorecards');
    // Looked up by the cards' ids, not walked whole.
    expect(onScorecards.map((n) => [n['Index Name'], n['Index Cond']])).toEqual([
      ['scorecards_application_idx', expect.stringContaining('application_id')],
    ]);
  });
});
