// Tests that hold a statement to its indexes read the statements a service ran and their plans: a
// plan, not a stopwatch, so they hold on any machine.
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../server/db/client.ts';

export type PlanNode = {
  'Node Type': string;
  'Index Name'?: string;
  'Index Cond'?: string;
  'Relation Name'?: string;
  'Parent Relationship'?: string;
  Filter?: string;
  Plans?: PlanNode[];
};
const nodesOf = (plan: PlanNode): PlanNode[] => [plan, ...(plan.Plans ?? []).flatMap(nodesOf)];

export const sqlText = (statement: SQL) => new PgDialect().sqlToQuery(statement).sql;

/**
 * The database handle with each statement passed to `seen` after it ran, with the handle that ran
 * it (in a transaction of the service's, its transaction's handle).
 */
export function recording<T extends Db | Tx>(
  handle: T,
  seen: (statement: SQL, by: Db | Tx) => void | Promise<void>,
): T {
  return new Proxy(handle, {
    get: (target, key, receiver) => {
      if (key === 'execute') {
        return async (statement: SQL) => {
          const result = await target.execute(statement);
          await seen(statement, target);
          return result;
        };
      }
      if (key === 'transaction') {
        return (run: (tx: Tx) => Promise<unknown>) => target.transaction((tx) => run(recording(tx, seen)));
      }
      return Reflect.get(target, key, receiver);
    },
  });
}

/** The nodes of a statement's plan, explained by `by` as it stands. */
export async function planNodes(by: Db | Tx, statement: SQL): Promise<PlanNode[]> {
  const { rows } = await by.execute<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
    sql`explain (format json) ${statement}`,
  );
  return nodesOf(rows[0]?.['QUERY PLAN'][0].Plan as PlanNode);
}

/**
 * The plan with some ways of reading priced out, as a big table prices them (a sequential scan or
 * a sort of every row costs far more there than in a test's few rows).
 */
export function pricedOutPlan(
  db: Db,
  statement: SQL,
  pricedOut: Array<'seqscan' | 'bitmapscan' | 'sort'>,
): Promise<PlanNode[]> {
  return db.transaction(async (tx) => {
    for (const way of pricedOut) await tx.execute(sql.raw(`set local enable_${way} = off`));
    return planNodes(tx, statement);
  });
}
