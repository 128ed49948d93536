// Searching what is on the device, in real Chromium against the real server: a search never made
// online finds the jobs the device holds, filtered by type, at once and saying where it comes from.
import type { Page } from '@playwright/test';
import { apiToken, auth, DEMO, expect, login, postJob, test, waitForServiceWorker } from './fixtures.ts';

const FOUND = /^Offline — (\d+) of the (\d+) jobs? saved on this device$/;

/** The "Offline — N of the M jobs" line, as numbers. */
async function foundOnDevice(page: Page) {
  const text = (await page.getByTestId('found-on-device').textContent()) ?? '';
  const [, matched, total] = FOUND.exec(text) ?? [];
  return { matched: Number(matched), total: Number(total) };
}

test('jobs seen online are searched and filtered offline, at once', async ({ page, context }) => {
  const tag = Date.now().toString(36);
  const contract = await postJob(page.request, `Offline Engineer ${tag}`, { JobType: 'Contract' });
  const fullTime = await postJob(page.request, `Résumé Engineer ${tag}`, { Location: 'Zürich' });
  const other = await postJob(page.request, `Orchard Keeper ${tag}`, { JobType: 'Contract' });

  await login(page, DEMO.ana);
  await waitForServiceWorker(page);
  await page.goto('/jobs');
  const cards = page.getByRole('article');
  await expect(cards.filter({ hasText: other.JobTitle })).toBeVisible();

  await context.setOffline(true);
  const search = page.getByPlaceholder('Search jobs...');
  await search.fill('engineer');
  // Well before the 3 s a hanging request would wait: the browser says it is offline.
  await expect(page.getByTestId('found-on-device')).toHaveText(FOUND, { timeout: 2_500 });
  await expect(cards.filter({ hasText: contract.JobTitle })).toBeVisible();
  await expect(cards.filter({ hasText: fullTime.JobTitle })).toBeVisible();
  await expect(cards.filter({ hasText: other.JobTitle })).toHaveCount(0);
  const all = await foundOnDevice(page);
  expect(all.matched).toBeGreaterThanOrEqual(2);
  expect(all.total).toBeGreaterThan(all.matched);
  await expect(cards).toHaveCount(Math.min(all.matched, 20));

  // Accents and case do not matter; words are ANDed.
  await search.fill(`ZURICH resume ${tag}`);
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(fullTime.JobTitle);

  await search.fill('engineer');
  await page.getByRole('combobox', { name: 'Job type' }).selectOption('Contract');
  await expect(page).toHaveURL(/type=Contract/);
  await expect(cards.filter({ hasText: contract.JobTitle })).toBeVisible();
  await expect(cards.filter({ hasText: fullTime.JobTitle })).toHaveCount(0);
  const contracts = await foundOnDevice(page);
  expect(contracts.matched).toBeLessThan(all.matched);
  expect(contracts.total).toBe(all.total);
  for (const badge of await cards.locator('.job-card-type').allTextContents()) {
    expect(badge).toMatch(/contract/i);
  }
});

// Back online within the pause before typed words reach the URL: the search's list mounts after
// the reconnect, holding the device's answer, and must still ask the server.
test('back online, the server answers a search made offline', async ({ page, context }) => {
  const tag = Date.now().toString(36);
  const seen = await postJob(page.request, `Reconnect Engineer ${tag}`);
  await login(page, DEMO.ana);
  await waitForServiceWorker(page);
  await page.goto('/jobs');
  const cards = page.getByRole('article');
  await expect(cards.filter({ hasText: seen.JobTitle })).toBeVisible();
  await context.setOffline(true);
  // Posted while this browser is offline: only the server's answer can hold it.
  const posted = await postJob(page.request, `Reconnected Engineer ${tag}`);
  await page.getByPlaceholder('Search jobs...').fill(`engineer ${tag}`);
  await expect(page.getByTestId('found-on-device')).toHaveText(FOUND);
  await expect(cards).toHaveCount(1);
  await context.setOffline(false);
  await expect(page.getByTestId('found-on-device')).toHaveCount(0);
  await expect(cards.filter({ hasText: posted.JobTitle })).toBeVisible();
  await expect(cards).toHaveCount(2);
  await expect(page).toHaveURL(new RegExp(`q=engineer(\\+|%20)${tag}`));
});

test('offline, the unsearched list comes from the device too, and says so', async ({ page, context }) => {
  await login(page, DEMO.ana);
  await waitForServiceWorker(page);
  await page.goto('/jobs');
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  const found = page.getByTestId('found-on-device');
  await expect(found).toHaveCount(0);
  const ALL = /^Offline — (\d+) jobs? saved on this device$/;

  // Gone offline with the server's list on screen: the device's takes its place.
  await context.setOffline(true);
  await expect(found).toHaveText(ALL, { timeout: 2_500 });
  await expect(page.getByText(/^You're offline — showing what you saw/)).toBeVisible();
  const held = Number(ALL.exec((await found.textContent()) ?? '')?.[1]);
  await expect(cards).toHaveCount(Math.min(held, 20));

  // A search, then the search cleared: the whole list again, from the device (not the server's
  // answer cached from before going offline), still saying so.
  const search = page.getByPlaceholder('Search jobs...');
  await search.fill('engineer');
  await expect(found).toHaveText(FOUND);
  await search.fill('');
  await expect(found).toHaveText(`Offline — ${held} jobs saved on this device`);
  await expect(cards).toHaveCount(Math.min(held, 20));
});

test("a company's page searches every job of the company on the device", async ({ page, context }) => {
  const tag = Date.now().toString(36);
  const pilot = await postJob(page.request, `Harbor ${tag} Pilot`, { JobType: 'Contract' });
  const welder = await postJob(page.request, `Harbor ${tag} Welder`, { Location: 'Zürich' });
  const companyJobs = `/company/${pilot.recruiterId._id}/jobs`;

  await login(page, DEMO.ana);
  await waitForServiceWorker(page);
  await page.goto(companyJobs);
  const cards = page.getByRole('article');
  await expect(cards.filter({ hasText: welder.JobTitle })).toBeVisible();
  // Seen on /jobs only: one more of this company's, and one of another company's.
  const rigger = await postJob(page.request, `Harbor ${tag} Rigger`, { JobType: 'Contract' });
  const bluepeak = await postJob(page.request, `Harbor ${tag} Medic`, {}, DEMO.otherRecruiter);
  await page.getByRole('link', { name: 'Jobs', exact: true }).first().click();
  await expect(cards.filter({ hasText: rigger.JobTitle })).toBeVisible();
  await expect(cards.filter({ hasText: bluepeak.JobTitle })).toBeVisible();

  await context.setOffline(true);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${companyJobs}$`));
  await expect(page.getByRole('heading', { name: 'About Northwind Labs' })).toBeVisible();
  // The server's answer from before is not shown as if online: the device's takes its place.
  await expect(page.getByTestId('found-on-device')).toHaveText(/^Offline — \d+ jobs? saved on this device$/);
  const search = page.getByRole('searchbox', { name: 'Search jobs...' });
  // Never searched online; the whole query, case aside, in the title or the location.
  await search.fill(`HARBOR ${tag}`);
  await expect(page.getByTestId('found-on-device')).toHaveText(FOUND, { timeout: 2_500 });
  // Newest first, as the server lists them; not the other company's.
  await expect(cards.getByRole('heading')).toHaveText([rigger.JobTitle, welder.JobTitle, pilot.JobTitle]);
  const all = await foundOnDevice(page);
  expect(all.matched).toBe(3);
  expect(all.total).toBeGreaterThanOrEqual(3);

  await page.getByRole('combobox', { name: 'Job type' }).selectOption('contract');
  await expect(cards.getByRole('heading')).toHaveText([rigger.JobTitle, pilot.JobTitle]);
  expect(await foundOnDevice(page)).toEqual({ matched: 2, total: all.total });
  await page.getByRole('combobox', { name: 'Job type' }).selectOption('all');
  await search.fill('ZURICH');
  await expect(cards.filter({ hasText: welder.JobTitle })).toBeVisible();
  for (const card of await cards.allTextContents()) expect(card).toMatch(/zürich/i);

  // Back online, the server's answer replaces the device's: it holds a job posted meanwhile.
  await search.fill(`harbor ${tag}`);
  await page.getByRole('combobox', { name: 'Job type' }).selectOption('contract');
  await expect(cards).toHaveCount(2);
  const diver = await postJob(page.request, `Harbor ${tag} Diver`, { JobType: 'Contract' });
  await context.setOffline(false);
  await expect(page.getByTestId('found-on-device')).toHaveCount(0);
  await expect(cards.getByRole('heading')).toHaveText([diver.JobTitle, rigger.JobTitle, pilot.JobTitle]);
});

test('companies seen online are searched offline by name', async ({ page, context }) => {
  // The app's device search is a member's: a visitor reads documents (visitor-documents.spec.ts).
  await login(page, DEMO.sam);
  await page.goto('/companies');
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  await waitForServiceWorker(page);
  const count = await cards.count();
  const name = (await cards.first().getByRole('heading').textContent()) ?? '';
  expect(name.length).toBeGreaterThan(3);

  await context.setOffline(true);
  const search = page.getByRole('searchbox', { name: 'Search companies...' });
  // A part of the first company's name, in capitals: never searched online.
  const part = name.slice(1, 4).toUpperCase();
  await search.fill(part);
  const found = page.getByTestId('found-on-device');
  await expect(found).toHaveText(
    new RegExp(`^Offline — \\d+ of the ${count} compan(y|ies) saved on this device$`),
    { timeout: 2_500 },
  );
  await expect(cards.filter({ hasText: name }).first()).toBeVisible();
  // Name or recruiter username, both on the card.
  for (const card of await cards.allTextContents()) expect(card.toLowerCase()).toContain(part.toLowerCase());
  await search.fill('no-such-company-qqq');
  await expect(page.getByText('No companies found matching your search.')).toBeVisible();
  await expect(found).toHaveText(`Offline — 0 of the ${count} companies saved on this device`);
  await context.setOffline(false);
});

test("a recruiter searches a job's applicants offline by name", async ({ page, context }) => {
  const job = await postJob(page.request, `Applicants Offline ${Date.now().toString(36)}`);
  for (const candidate of [DEMO.ana, DEMO.sam]) {
    const applied = await page.request.post(`/api/candidate/applyjob/${job._id}`, {
      headers: auth(await apiToken(page.request, candidate)),
      data: {},
    });
    expect(applied.status(), await applied.text()).toBe(201);
  }

  await login(page, DEMO.recruiter);
  await waitForServiceWorker(page);
  await page.goto('/jobs');
  await expect(page.getByRole('article').filter({ hasText: job.JobTitle })).toBeVisible();
  await page.goto(`/jobs/Info/Applicants/${job.UrlPath}`);
  const rows = page.getByRole('main').getByRole('listitem');
  await expect(rows).toHaveCount(2);

  await context.setOffline(true);
  const search = page.getByRole('searchbox', { name: 'Search applicants by name or skill...' });
  await search.fill('souza');
  const found = page.getByTestId('found-on-device');
  await expect(found).toHaveText('Offline — 1 of the 2 applicants saved on this device', { timeout: 2_500 });
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Ana Souza');
  await search.fill('OKA');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Sam Okafor');
  await search.fill('nobody');
  await expect(page.getByText('No applicants match your search')).toBeVisible();
  // The unfiltered list is still in memory from a moment ago: shown as it came.
  await search.fill('');
  await expect(rows).toHaveCount(2);

  // The recruiter's own listings, searched on the device too (closed ones included).
  await page.getByRole('link', { name: 'Jobs', exact: true }).first().click();
  await page
    .getByPlaceholder('Search your listings...')
    .fill(`applicants offline ${job.JobTitle.split(' ').pop()}`);
  await expect(page.getByTestId('found-on-device')).toHaveText(
    /^Offline — 1 of the \d+ jobs saved on this device$/,
  );
  await expect(page.getByRole('article')).toHaveCount(1);
  await context.setOffline(false);
});

test('a save still queued shows its job from the device on /saved', async ({ page, context }) => {
  const job = await postJob(page.request, `Queued Save ${Date.now().toString(36)}`, {
    JobType: 'Internship',
    Location: 'Porto',
  });
  await login(page, DEMO.ana);
  await waitForServiceWorker(page);
  await page.goto(`/jobs?q=${encodeURIComponent(job.JobTitle)}`);
  const card = page.getByRole('article').filter({ hasText: job.JobTitle });
  await expect(card).toBeVisible();

  await context.setOffline(true);
  await card.getByRole('button', { name: `Save ${job.JobTitle}` }).click();
  await page.getByRole('link', { name: 'Saved', exact: true }).first().click();
  // Never opened online: no saved list on the device, yet the queued save shows at once.
  await expect(page.getByRole('heading', { name: 'Saved Jobs', exact: true })).toBeVisible({
    timeout: 2_500,
  });
  const queued = page.getByRole('article').filter({ hasText: job.JobTitle });
  await expect(queued.getByRole('heading', { name: job.JobTitle })).toBeVisible();
  await expect(queued.getByText('Northwind Labs')).toBeVisible();
  await expect(queued.getByText('Porto')).toBeVisible();
  await expect(queued.getByText('Internship')).toBeVisible();
  await expect(queued.getByRole('button', { name: `Saved: ${job.JobTitle}` })).toBeVisible();
  await expect(
    page.getByText("Saved on this device — it will be sent when you're back online."),
  ).toBeVisible();
  await queued.getByRole('link', { name: 'View Details' }).click();
  await expect(page.getByRole('heading', { name: job.JobTitle })).toBeVisible();
  await context.setOffline(false);
});
