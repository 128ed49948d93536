import { defineConfig } from '@playwright/test';

// E2E against ONE real server + the Firebase emulators, started by tests/e2e/global-setup.ts on free
// ports with a fresh data dir (so it runs next to a dev `npm start`). Debian's Chromium, never a
// downloaded browser.
export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  // Whole user journeys (a dozen navigations, offline reloads) on a shared 2-core CI machine.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  // One retry for the shared machine's hiccups; a test that needed it is named as flaky in the
  // summary of `npm test`, so it is seen and fixed, not hidden.
  retries: 1,
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  outputDir: 'test-results',
  // scripts/test.mjs reads the json report to count passes and failures.
  reporter: [['list'], ['json', { outputFile: '.tmp/test-reports/playwright.json' }]],
  use: {
    baseURL: process.env.E2E_BASE_URL, // set by the global setup; workers inherit it
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
  },
  projects: [
    {
      name: 'chromium',
      use: {
        browserName: 'chromium',
        viewport: { width: 1280, height: 800 },
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: [
            '--headless',
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
});
