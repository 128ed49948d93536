// Work that must wait until a transaction has committed (telling the notification sender): it is
// attached to the transaction and run by `transaction()` once the commit has succeeded, never when
// it rolls back.
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client.ts';

const pending = new WeakMap<object, (() => void)[]>();

/** Runs `task` after `tx` commits; outside a transaction (a plain Db), at once. */
export function afterCommit(tx: Tx | Db, task: () => void): void {
  const tasks = pending.get(tx);
  if (tasks) tasks.push(task);
  // Running it now would act on a write that may still roll back.
  else if (tx instanceof PgTransaction) throw new Error('Start this transaction with transaction()');
  else task();
}

/** `db.transaction(work)` that runs the tasks `work` attached with afterCommit() once it commits. */
export async function transaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  const tasks: (() => void)[] = [];
  const result = await db.transaction((tx) => {
    pending.set(tx, tasks);
    return work(tx);
  });
  for (const task of tasks) task();
  return result;
}
