import { defineConfig } from 'vitest/config';

// API and unit tests. UI tests opt into happy-dom with a `// @vitest-environment happy-dom` comment.
export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/api/**/*.test.ts'],
    globalSetup: ['tests/api/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
