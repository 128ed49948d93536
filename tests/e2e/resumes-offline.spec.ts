// Résumés offline, in real Chromium against the real server and the Storage emulator (which answers
// CORS as the bucket's setting does): a recruiter opens a job's applicants online, the résumé is kept
// ('Saved for offline'), and offline 'Resume' opens it in the in-app viewer. Logout deletes it. The
// viewer pages through a longer résumé, zooms, lets its text be selected, and bounds a hostile page.
import type { Page } from '@playwright/test';
import { makePagesPdf, makePdf } from '../fixtures/make-fixtures.mjs';
import {
  applicantWithResume,
  DEMO,
  expect,
  keptResumes,
  login,
  postJob,
  test,
  waitForServiceWorker,
} from './fixtures.ts';

test('a recruiter opens applicants online, goes offline and reads the résumé in the viewer', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const job = await postJob(request, `Road Review ${Date.now().toString(36)}`);
  await applicantWithResume(request, job._id, 'Robin Road', makePdf(30));

  await login(page, DEMO.recruiter);
  await page.goto(`/jobs/Info/Applicants/${job.UrlPath}`);
  const row = page.getByRole('listitem').filter({ hasText: 'Robin Road' });
  await expect(row.getByText('Saved for offline')).toBeVisible({ timeout: 20_000 });
  await waitForServiceWorker(page);
  expect(await keptResumes(page)).toBe(1);

  await context.setOffline(true);
  let popups = 0;
  context.on('page', () => popups++);
  await row.getByRole('link', { name: 'Resume' }).click();
  const viewer = page.getByRole('dialog', { name: 'Resume — Robin Road' });
  await expect(viewer).toBeVisible();
  const firstPage = viewer.getByRole('img', { name: 'Page 1 of 1' });
  await expect(firstPage).toBeVisible({ timeout: 20_000 });
  // The page is drawn: its canvas holds dark pixels (the text), not only the white sheet.
  const inked = await firstPage.evaluate((canvas: HTMLCanvasElement) => {
    const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
    let dark = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i]! < 128) dark++;
    return dark;
  });
  expect(inked).toBeGreaterThan(100);
  expect(popups).toBe(0);
  await viewer.getByRole('button', { name: 'Close' }).click();
  await expect(viewer).toBeHidden();

  await context.setOffline(false);
  await page.goto('/account');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect.poll(() => keptResumes(page)).toBe(0);
});

/** Opens the kept résumé of `name` offline in the viewer, from the job's applicants seen online. */
async function openOffline(page: Page, urlPath: string, name: string) {
  await login(page, DEMO.recruiter);
  await page.goto(`/jobs/Info/Applicants/${urlPath}`);
  const row = page.getByRole('listitem').filter({ hasText: name });
  await expect(row.getByText('Saved for offline')).toBeVisible({ timeout: 20_000 });
  await waitForServiceWorker(page);
  await page.context().setOffline(true);
  await row.getByRole('link', { name: 'Resume' }).click();
  return page.getByRole('dialog', { name: `Resume — ${name}` });
}

test('the viewer fits the width, pages, zooms, selects text, and bounds a 1 × 100,000 pt page', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const job = await postJob(request, `Long Read ${Date.now().toString(36)}`);
  const lines = (n: number) => Array.from({ length: 20 }, (_, i) => `Page ${n} line ${i}: selectable words`);
  const pdf = makePagesPdf([
    { width: 595, height: 842, lines: lines(1) },
    { width: 595, height: 842, lines: lines(2) },
    { width: 1, height: 100_000, lines: ['hostile'] },
  ]);
  await applicantWithResume(request, job._id, 'Pat Pages', pdf);
  const viewer = await openOffline(page, job.UrlPath, 'Pat Pages');

  await expect(viewer.getByText('Page 1 of 3')).toBeVisible({ timeout: 20_000 });
  const first = viewer.getByRole('img', { name: 'Page 1 of 3' });
  await expect(first).toBeVisible();
  // Fitted to the width of the dialog's body, not drawn at some fixed size.
  const body = await viewer.locator('.chakra-dialog__body').boundingBox();
  const fitted = await first.boundingBox();
  expect(fitted!.width).toBeGreaterThan(body!.width - 80);
  expect(fitted!.width).toBeLessThanOrEqual(body!.width);

  // The text layer lies over the page: a double click selects a word of it.
  const line = viewer.locator('.textLayer span', { hasText: 'Page 1 line 2:' });
  await expect(line).toBeVisible();
  await line.dblclick();
  const selected = await page.evaluate(() => window.getSelection()?.toString().trim());
  expect('Page 1 line 2: selectable words').toContain(selected);
  expect(selected?.length).toBeGreaterThan(0);

  await viewer.getByRole('button', { name: 'Zoom in' }).click();
  await expect(viewer.getByText('125%')).toBeVisible();
  await expect.poll(async () => (await first.boundingBox())?.width).toBeGreaterThan(fitted!.width * 1.2);

  await expect(viewer.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await viewer.getByRole('button', { name: 'Next' }).click();
  await expect(viewer.getByText('Page 2 of 3')).toBeVisible();
  await expect(viewer.locator('.textLayer')).toContainText('Page 2 line 0');
  await viewer.getByRole('button', { name: 'Next' }).click();
  const hostile = viewer.getByRole('img', { name: 'Page 3 of 3' });
  await expect(hostile).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Next' })).toBeDisabled();
  // Drawn, but on a canvas no larger than a phone can hold (4096 px a side, 16 M pixels).
  const canvas = await hostile.evaluate((c: HTMLCanvasElement) => ({ width: c.width, height: c.height }));
  expect(canvas.height).toBeLessThanOrEqual(4096);
  expect(canvas.width * canvas.height).toBeLessThanOrEqual(16_777_216);
});
