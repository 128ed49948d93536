import { defineConfig } from 'vitest/config';

// Node 20 is still in `engines` (CI tests on 22): vitest 5's reporter calls Map.groupBy, which Node 20
// lacks, and crashes printing a failure. It goes when `engines` drops 20.
if (!('groupBy' in Map)) {
  Object.defineProperty(Map, 'groupBy', {
    value: <T, K>(items: Iterable<T>, key: (item: T, index: number) => K) => {
      const groups = new Map<K, T[]>();
      let i = 0;
      for (const item of items) {
        const k = key(item, i++);
        groups.set(k, [...(groups.get(k) ?? []), item]);
      }
      return groups;
    },
  });
}

// API and unit tests. UI tests opt into happy-dom with a `// @vitest-environment happy-dom` comment.
export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/api/**/*.test.ts', 'tests/faults/**/*.test.ts'],
    globalSetup: ['tests/api/global-setup.ts'],
    // UI tests render whole routes, and the data screens open the offline store: give them IndexedDB.
    setupFiles: ['fake-indexeddb/auto'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
