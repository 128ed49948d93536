// The search cache's rules, apart from the database: by key, generation and age.
import { describe, expect, it } from 'vitest';
import { answerCache, queryKey } from '../../server/services/jobs/search-cache.ts';

function counter() {
  let computed = 0;
  return {
    compute: async () => ++computed,
    get computed() {
      return computed;
    },
  };
}

describe('answerCache', () => {
  it('answers the same key at the same generation once, within its age', async () => {
    let now = 0;
    const cache = answerCache<number>({ maxAgeMs: 5000, now: () => now });
    const c = counter();
    expect(await cache('a', 1, c.compute)).toBe(1);
    now = 4999;
    expect(await cache('a', 1, c.compute)).toBe(1);
    expect(c.computed).toBe(1);
  });

  it('computes again at another generation and after its age', async () => {
    let now = 0;
    const cache = answerCache<number>({ maxAgeMs: 5000, now: () => now });
    const c = counter();
    await cache('a', 1, c.compute);
    expect(await cache('a', 2, c.compute)).toBe(2);
    now = 5000;
    expect(await cache('a', 2, c.compute)).toBe(3);
    expect(await cache('b', 2, c.compute)).toBe(4);
  });

  it('computes once for questions asked while it runs, and forgets a failure', async () => {
    const cache = answerCache<number>();
    let runs = 0;
    const failing = async () => {
      runs++;
      throw new Error('the database went away');
    };
    const both = [cache('a', 1, failing), cache('a', 1, failing)];
    await expect(Promise.all(both)).rejects.toThrow('went away');
    expect(runs).toBe(1);
    expect(await cache('a', 1, async () => 7)).toBe(7);
  });
});

describe('queryKey', () => {
  it('is the same whatever the order of the fields, and differs by value and page', () => {
    expect(queryKey({ q: 'nurse', type: 'Contract' }, undefined, 20)).toBe(
      queryKey({ type: 'Contract', q: 'nurse' }, undefined, 20),
    );
    expect(queryKey({ q: 'nurse' }, undefined, 20)).not.toBe(queryKey({ q: 'nurses' }, undefined, 20));
    expect(queryKey({ q: 'nurse' }, 'b2', 20)).not.toBe(queryKey({ q: 'nurse' }, undefined, 20));
  });
});
