// The e2e `test`: every page of the context (popups included) is watched for Content Security
// Policy violations in the console; a test with one fails. (That the app hydrates a prerendered
// screen without rebuilding it is checked in shell.spec.ts.)
import { test as base, expect } from '@playwright/test';

export const test = base.extend<{ cspErrors: string[] }>({
  baseURL: async ({ baseURL }, use) => {
    await use(process.env.E2E_BASE_URL ?? baseURL);
  },
  cspErrors: [
    async ({ context }, use) => {
      const errors: string[] = [];
      const watch = (page: import('@playwright/test').Page) =>
        page.on('console', (msg) => {
          if (msg.text().includes('Content Security Policy')) errors.push(`${page.url()}: ${msg.text()}`);
        });
      context.on('page', watch);
      for (const page of context.pages()) watch(page);
      await use(errors);
      expect(errors, 'CSP violations in the console').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** A unique email per run, so tests never collide with each other or with demo data. */
export const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.example.com`;

/** The service worker controls the page: from now on a reload without network opens the shell. */
export async function waitForServiceWorker(page: import('@playwright/test').Page) {
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker?.controller)), { timeout: 20_000 })
    .toBe(true);
}

/** How many ids the device's copy holds for a list (`jobs:all||`, `posts:feed`, …); 0 when none. */
export function savedListSize(page: import('@playwright/test').Page, key: string): Promise<number> {
  return page.evaluate(async (listKey) => {
    // Opening a database that does not exist yet would create it: ask first.
    if (!(await indexedDB.databases()).some((d) => d.name === 'hireloop')) return 0;
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open('hireloop');
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    try {
      if (!db.objectStoreNames.contains('lists')) return 0;
      return await new Promise<number>((resolve) => {
        const req = db.transaction('lists').objectStore('lists').get(listKey);
        req.onsuccess = () => resolve((req.result as { ids: string[] } | undefined)?.ids.length ?? 0);
        req.onerror = () => resolve(0);
      });
    } finally {
      db.close();
    }
  }, key);
}

/** The password of every demo account (server/services/demo-seed.ts). */
export const DEMO_PASSWORD = 'hireloop-demo';

export const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** Signs in through the login form, as a user does, and waits for /home. */
export async function login(page: import('@playwright/test').Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/home$/);
}

/** A session token through the API, for setting up and checking server state. */
export async function apiToken(
  request: import('@playwright/test').APIRequestContext,
  email: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  const res = await request.post('/api/signin', { data: { useremail: email, userpassword: password } });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { token: string }).token;
}
