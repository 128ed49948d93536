import { describe, expect, it } from 'vitest';
import { batchedReads } from '../../../server/services/common/batched-reads.ts';

/** A loader whose queries are recorded and answered when the test says so. */
function manualLoader() {
  const queries: Array<{
    keys: string[];
    answer: (found: Map<string, string>) => void;
    fail: (e: Error) => void;
  }> = [];
  const read = batchedReads<string, string>(
    (keys) =>
      new Promise((answer, fail) => {
        queries.push({ keys, answer, fail });
      }),
  );
  const answerAll = (i: number) =>
    queries[i]?.answer(
      new Map(queries[i].keys.filter((k) => k !== 'missing').map((k) => [k, k.toUpperCase()])),
    );
  return { read, queries, answerAll };
}

const turn = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('batched reads', () => {
  it('answers the reads asked together with one query, each its own value', async () => {
    const { read, queries, answerAll } = manualLoader();
    const reads = [read('a'), read('b'), read('a'), read('missing')];
    await turn();
    expect(queries.map((q) => q.keys)).toEqual([['a', 'b', 'missing']]);
    answerAll(0);
    expect(await Promise.all(reads)).toEqual(['A', 'B', 'A', undefined]);
  });

  it('runs one query at a time: reads asked meanwhile wait and share the next, never a started one', async () => {
    const { read, queries, answerAll } = manualLoader();
    const first = read('a');
    await turn();
    const later = [read('b'), read('c')];
    await turn();
    expect(queries.map((q) => q.keys)).toEqual([['a']]); // b and c did not join the running query
    answerAll(0);
    expect(await first).toBe('A');
    await turn();
    expect(queries.map((q) => q.keys)).toEqual([['a'], ['b', 'c']]);
    answerAll(1);
    expect(await Promise.all(later)).toEqual(['B', 'C']);
  });

  it('fails only the reads of a failed query; the next query runs', async () => {
    const { read, queries, answerAll } = manualLoader();
    const failed = read('a');
    await turn();
    const next = read('b');
    queries[0]?.fail(new Error('connection lost'));
    await expect(failed).rejects.toThrow('connection lost');
    await turn();
    answerAll(1);
    expect(await next).toBe('B');
  });
});
