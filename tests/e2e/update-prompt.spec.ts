// "Update available" means a new version: never on a first visit (the first install passes through
// a waiting state too), and for a real new build (a changed /sw.js on the server) it shows, and
// Reload runs the new version.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const prompt = (page: Page) => page.getByRole('status').filter({ hasText: 'Update available' });

/** Resolves once a service worker controls the page (the first install claims it). */
const controlled = (page: Page) =>
  page.evaluate(async () => {
    if (navigator.serviceWorker.controller) return;
    await new Promise((done) =>
      navigator.serviceWorker.addEventListener('controllerchange', done, { once: true }),
    );
  });

test('a first visit never shows "Update available", on any page or screen size', async ({ browser }) => {
  const visits = ['/', '/jobs', '/sign-in'].flatMap((path) =>
    [
      { width: 1280, height: 800 },
      { width: 390, height: 800 },
    ].map((viewport) => ({ path, viewport })),
  );
  // All at once, each in a fresh profile: the 10 seconds are waited once.
  await Promise.all(
    visits.map(async ({ path, viewport }) => {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await page.goto(path);
      const loaded = Date.now();
      await controlled(page);
      await page.waitForTimeout(Math.max(0, 10_000 - (Date.now() - loaded)));
      // Once shown the prompt stays until dismissed: none now means none in these 10 seconds.
      await expect(prompt(page), `${path} at ${viewport.width}px`).toHaveCount(0);
      await context.close();
    }),
  );
});

test('a new build on the server shows "Update available", and Reload runs it', async ({ page }) => {
  await page.goto('/sign-in');
  await controlled(page);
  await expect(prompt(page)).toHaveCount(0);

  // Deploy build 2: the same worker plus one answer that names its build (and the precompressed
  // copies the server sends in its place).
  const sw = resolve('dist/sw.js');
  const original = readFileSync(sw);
  const build2 = Buffer.concat([
    original,
    Buffer.from(
      "\nself.addEventListener('message',(e)=>{if(e.data==='build?')e.source.postMessage('build 2')});\n",
    ),
  ]);
  const files = [sw, `${sw}.br`, `${sw}.gz`];
  const deployed = files.map((file) => readFileSync(file));
  const deploy = (code: Buffer) => {
    writeFileSync(sw, code);
    writeFileSync(`${sw}.br`, brotliCompressSync(code));
    writeFileSync(`${sw}.gz`, gzipSync(code));
  };
  try {
    deploy(build2);
    // The browser looks for a new worker on every navigation.
    await page.reload();
    await expect(prompt(page)).toBeVisible({ timeout: 20_000 });
    await Promise.all([
      page.waitForEvent('load'),
      prompt(page).getByRole('button', { name: 'Reload' }).click(),
    ]);
    const build = await page.evaluate(
      () =>
        new Promise<unknown>((done) => {
          navigator.serviceWorker.addEventListener('message', (e) => done(e.data), { once: true });
          navigator.serviceWorker.controller?.postMessage('build?');
        }),
    );
    expect(build).toBe('build 2');
    await expect(prompt(page)).toHaveCount(0);
  } finally {
    files.forEach((file, i) => {
      writeFileSync(file, deployed[i] as Buffer);
    });
  }
});
