// The companies directory and one company's jobs in a member's app, against the demo data, online
// and offline (a visitor reads them as documents: visitor-documents.spec.ts).
import { DEMO, expect, login, savedListSize, test, waitForServiceWorker } from './fixtures.ts';

test('companies: cards, search, empty state, company jobs with filters, then offline', async ({
  page,
  context,
}) => {
  await login(page, DEMO.sam);
  await page.goto('/companies');
  await expect(page.getByRole('heading', { name: 'Featured Companies' })).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  // Installed first: what the screens show from here on is kept on the device at once.
  await waitForServiceWorker(page);
  const count = await cards.count();
  expect(count).toBeGreaterThan(1);

  await page.getByRole('searchbox', { name: 'Search companies...' }).fill('no-such-company-zzz');
  await expect(page.getByText('No companies found matching your search.')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search companies...' }).fill('');
  await expect(cards).toHaveCount(count);

  // The company with the most open jobs.
  const first = cards.first();
  const name = (await first.getByRole('heading').textContent()) ?? '';
  await first.getByRole('link', { name: 'View Jobs' }).click();
  await expect(page).toHaveURL(/\/company\/[^/]+\/jobs$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('heading', { name: `About ${name}` })).toBeVisible();
  const jobs = page.getByRole('article');
  const total = await jobs.count();
  // The filter is asked of the server: wait for its answer (no other type left on screen).
  await page.getByRole('combobox', { name: 'Job type' }).selectOption('internship');
  await expect(jobs.filter({ hasNotText: 'Internship' })).toHaveCount(0);
  const interns = await jobs.count();
  expect(interns).toBeLessThanOrEqual(total);
  if (interns === 0)
    await expect(page.getByText('No jobs found matching your search criteria.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Job type' }).selectOption('all');
  await page.getByRole('searchbox', { name: 'Search jobs...' }).fill('zzz-nothing');
  await expect(page.getByText('No jobs found matching your search criteria.')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search jobs...' }).fill('');
  await expect(jobs).toHaveCount(total);
  const jobsUrl = page.url();

  // Invalid id: the server's message with Try Again.
  await page.goto('/company/not-an-id/jobs');
  await expect(page.getByText('Invalid company ID')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();

  // Offline after one visit: both screens from the device, with the notice.
  await page.goto('/companies');
  await expect(cards.first()).toBeVisible();
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText(/You're offline — showing what you saw/)).toBeVisible();
  await expect(cards).toHaveCount(count);
  await page.goto(jobsUrl);
  await expect(page.getByRole('heading', { name: `About ${name}` })).toBeVisible();
  await expect(page.getByText(/You're offline — showing what you saw/)).toBeVisible();
  await expect(jobs).toHaveCount(total);
  await context.setOffline(false);
});

test('/companies offline, never opened online: the companies of the jobs seen on /jobs', async ({
  page,
  context,
}) => {
  await login(page, DEMO.sam);
  await page.goto('/jobs');
  await expect(page.getByRole('article').first()).toBeVisible();
  await waitForServiceWorker(page);
  // The server's page is kept on the device once the worker is ready.
  await expect.poll(() => savedListSize(page, 'jobs:all|'), { timeout: 15_000 }).toBeGreaterThan(0);
  const names = [...new Set(await page.locator('article .job-card-company').allTextContents())];
  expect(names.length).toBeGreaterThan(1);

  await context.setOffline(true);
  await page.goto('/companies');
  const found = page.getByTestId('found-on-device');
  await expect(found).toHaveText(/^Offline — \d+ companies saved on this device$/);
  expect(Number(/\d+/.exec((await found.textContent()) ?? '')?.[0])).toBeGreaterThanOrEqual(names.length);
  for (const name of names) await expect(page.getByRole('article', { name }).first()).toBeVisible();
  await expect(page.getByText('Failed to load companies')).toHaveCount(0);

  // Searched on the device, by name.
  const [first] = names as [string];
  await page.getByRole('searchbox', { name: 'Search companies...' }).fill(first.slice(0, 5));
  await expect(page.getByRole('article', { name: first }).first()).toBeVisible();
  await expect(found).toHaveText(/^Offline — \d+ of the \d+ companies saved on this device$/);
  await context.setOffline(false);
});
