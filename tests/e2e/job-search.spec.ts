// The /jobs search in real Chromium against the real server: filters and their counts online, the
// same search answered by the device offline, and the form sent without script.
import { DEMO, expect, login, postJob, test, waitForServiceWorker } from './fixtures.ts';

const shots = process.env.SCREENSHOTS_DIR;

test('a search with filters and counts online, then the same search offline', async ({ page, context }) => {
  const tag = Date.now().toString(36);
  const contract = await postJob(page.request, `Filtered Engineer ${tag}`, { JobType: 'Contract' });
  const fullTime = await postJob(page.request, `Unfiltered Engineer ${tag}`);
  await login(page, DEMO.ana);
  await waitForServiceWorker(page);
  await page.goto(`/jobs?q=engineer+${tag}`);
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(2);
  const type = page.getByRole('combobox', { name: 'Job type' });
  await expect(type.locator('option', { hasText: 'Contract (1)' })).toHaveCount(1);
  await expect(type.locator('option', { hasText: 'Full-Time (1)' })).toHaveCount(1);
  await type.selectOption('Contract');
  await expect(page).toHaveURL(/type=Contract/);
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(contract.JobTitle);
  await expect(page.getByRole('link', { name: 'Remove filter: Contract' })).toBeVisible();
  if (shots) await page.screenshot({ path: `${shots}/desktop-filters.png`, fullPage: true });

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('found-on-device')).toHaveText(
    /^Offline — 1 of the \d+ jobs saved on this device$/,
  );
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(contract.JobTitle);
  await expect(cards.filter({ hasText: fullTime.JobTitle })).toHaveCount(0);
  // Counted on the device: the other type still says what it would leave.
  await expect(type.locator('option', { hasText: 'Full-Time (1)' })).toHaveCount(1);
});

test('a place and a radius offline measure distances, as online', async ({ page, context }) => {
  const tag = Date.now().toString(36);
  const lisbon = await postJob(page.request, `Pilot A ${tag}`, { Location: 'Lisbon' });
  // About 23 km from Lisbon: near by distance, though its words do not say Lisbon.
  const sintra = await postJob(page.request, `Pilot B ${tag}`, { Location: 'Sintra' });
  const porto = await postJob(page.request, `Pilot C ${tag}`, { Location: 'Porto' });
  await login(page, DEMO.ana);
  await waitForServiceWorker(page);
  await page.goto(`/jobs?q=${tag}&where=Lisbon&radius=25`);
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(2);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('found-on-device')).toHaveText(
    /^Offline — 2 of the \d+ jobs saved on this device$/,
  );
  await expect(cards.filter({ hasText: lisbon.JobTitle })).toHaveCount(1);
  await expect(cards.filter({ hasText: sintra.JobTitle })).toHaveCount(1);
  await expect(cards.filter({ hasText: porto.JobTitle })).toHaveCount(0);
});

test('on a phone the filters are a sheet; without script the form still searches', async ({ browser }) => {
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    baseURL: process.env.E2E_BASE_URL,
  });
  const page = await phone.newPage();
  // The sheet is the app's, a member's; a visitor's document is the form below.
  await login(page, DEMO.sam);
  await page.goto('/jobs?q=zzzz-nothing&where=Lisbon&radius=10');
  await expect(page.getByText('No jobs match your search')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Search within 25 km' })).toBeVisible();
  await page.getByRole('button', { name: /^Filters/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await expect(sheet.getByRole('combobox', { name: 'Work mode' })).toBeVisible();
  if (shots) await page.screenshot({ path: `${shots}/phone-sheet.png` });
  await phone.close();

  const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL: process.env.E2E_BASE_URL });
  const plain = await noScript.newPage();
  await plain.goto('/jobs');
  await plain.getByRole('searchbox', { name: 'Search jobs...' }).fill('engineer');
  await plain.getByRole('combobox', { name: 'Job type' }).selectOption('Contract');
  await plain.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(plain).toHaveURL(/q=engineer.*type=Contract/);
  await expect(plain.getByRole('link', { name: 'Remove filter: Contract' })).toBeVisible();
  if (shots) await plain.screenshot({ path: `${shots}/desktop-no-script.png`, fullPage: true });
  await noScript.close();
});
