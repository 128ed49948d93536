// The feed end to end: a recruiter posts with an image uploaded to the Storage emulator, a
// candidate sees it (the image really loads) and cannot post; an image post made offline is
// queued, shown as pending and published with its image once the network returns.
import type { Locator, Page } from '@playwright/test';
import { expect, test, waitForServiceWorker } from './fixtures.ts';

const IMAGE = 'tests/fixtures/feed-image.png';

async function logIn(page: Page, email: string) {
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('hireloop-demo');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/home$/);
}

/** The post's image has really arrived from storage (not just an <img> with a URL). */
async function expectImageLoaded(image: Locator) {
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
}

const postWith = (page: Page, content: string) =>
  page.getByRole('article').filter({ has: page.getByText(content, { exact: true }) });

test('a recruiter posts with an image; a candidate sees it and cannot post', async ({ page, browser }) => {
  const content = `Open house at Northwind on Friday ${Date.now()}\nBring your CV!`;
  await logIn(page, 'priya@northwind.example.com');
  await page.goto('/feed');
  await expect(page.getByRole('heading', { level: 1, name: 'Feed' })).toBeVisible();
  await page.getByRole('button', { name: 'Create Post' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Post' })).toBeDisabled();
  await dialog.getByLabel('Content').fill(content);
  await dialog.locator('input[type=file]').setInputFiles(IMAGE);
  await expect(dialog.getByText('feed-image.png')).toBeVisible();
  await dialog.getByRole('button', { name: 'Post' }).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });

  const mine = page.getByRole('article').filter({ hasText: 'Bring your CV!' }).first();
  await expect(mine).toBeVisible();
  const src = await mine.getByRole('img', { name: 'Shared by Priya Raman' }).getAttribute('src');
  expect(src).toMatch(/feed-posts%2F/); // in the Storage emulator, under the poster's prefix

  const candidate = await browser.newContext();
  try {
    const other = await candidate.newPage();
    await logIn(other, 'sam@candidate.example.com');
    await other.goto('/Feed');
    const post = other.getByRole('article').filter({ hasText: 'Bring your CV!' }).first();
    await expect(post.getByText('Priya Raman')).toBeVisible();
    await expect(post.getByText('Recruiter')).toBeVisible();
    await expect(post.getByTestId('post-content')).toHaveText(content, { useInnerText: true });
    const image = post.getByRole('img', { name: 'Shared by Priya Raman' });
    await expect(image).toHaveAttribute('src', src as string);
    await expectImageLoaded(image);
    await expect(other.getByRole('button', { name: 'Create Post' })).toHaveCount(0);
  } finally {
    await candidate.close();
  }
});

test('an image post made offline shows as pending and is published with its image after reconnecting', async ({
  page,
  context,
}) => {
  const content = `Written offline ${Date.now()}`;
  await logIn(page, 'priya@northwind.example.com');
  await page.goto('/feed');
  await expect(page.getByRole('heading', { level: 1, name: 'Feed' })).toBeVisible();
  // Once the service worker holds the app's code, the dialog opens offline; then lose the network.
  // (The tab's live stream stays open, so the network is never idle.)
  await waitForServiceWorker(page);
  await context.setOffline(true);

  await page.getByRole('button', { name: 'Create Post' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Content').fill(content);
  await dialog.locator('input[type=file]').setInputFiles(IMAGE);
  await dialog.getByRole('button', { name: 'Post' }).click();
  await expect(dialog).toBeHidden();

  const pending = page.getByTestId('pending-post').filter({ hasText: content });
  await expect(pending.getByText("Pending — will be posted when you're back online")).toBeVisible();
  await expect(pending.getByRole('img', { name: 'Shared by Priya Raman' })).toHaveAttribute('src', /^blob:/);

  await context.setOffline(false);
  await expect(pending).toHaveCount(0, { timeout: 30_000 });
  const published = postWith(page, content);
  await expect(published).toHaveCount(1);
  await expect(page.getByTestId('pending-post')).toHaveCount(0);
  const image = published.getByRole('img', { name: 'Shared by Priya Raman' });
  await expect(image).toHaveAttribute('src', /feed-posts%2F/);
  await expectImageLoaded(image);
});
