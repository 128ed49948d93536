// The theme choice, the 404 page and the offline app shell.
import { expect, test } from './fixtures.ts';

test('the Dark theme survives a reload', async ({ page }) => {
  await page.goto('/home');
  // The theme menu: Light, Dark and System.
  const theme = page.getByRole('group', { name: 'Theme' }).first();
  // Each choice is an icon label around a radio: click the label, as a user does.
  await theme.locator('label', { has: page.getByRole('radio', { name: 'Dark' }) }).click();
  await expect(theme.getByRole('radio', { name: 'Dark' })).toBeChecked();

  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem('vite-ui-theme'))).toBe('dark');

  await page.reload();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(
    page.getByRole('group', { name: 'Theme' }).first().getByRole('radio', { name: 'Dark' }),
  ).toBeChecked();
  expect(await page.evaluate(() => localStorage.getItem('vite-ui-theme'))).toBe('dark');
});

test('an unknown path shows the 404 page, and Go Back Home leads to /', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('Page Not Found')).toBeVisible();
  await expect(page.getByText("Oops! The page you're looking for doesn't exist.")).toBeVisible();
  await page
    .getByRole('link', { name: 'Go Back Home' })
    .or(page.getByRole('button', { name: 'Go Back Home' }))
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Page Not Found')).toHaveCount(0);
});

test('the app shell opens offline after one visit', async ({ page, context }) => {
  await page.goto('/home');
  await expect(page.getByText('Active Jobs')).toBeVisible();
  // Wait until the service worker has installed (precached the shell) and controls the page.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
    }
  });

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText('Active Jobs')).toBeVisible();
  await context.setOffline(false);
});
