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

test('the static screens arrive prerendered and come alive in the browser', async ({ page, request }) => {
  // The server's HTML already holds the screen (painted before any script runs).
  const html = await (await request.get('/sign-in')).text();
  expect(html).toContain('data-prerendered="/sign-in"');
  expect(html).toContain('Welcome back');
  expect(await (await request.get('/home')).text()).toContain('Active Jobs');
  // Any other client route gets the empty app shell.
  expect(await (await request.get('/jobs')).text()).not.toContain('data-prerendered');

  // Hydrated: the form answers.
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill('nobody@example.com');
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await page.getByRole('link', { name: /SignUp/ }).click();
  await expect(page).toHaveURL(/\/sign-up$/);
});

test('a form sent before the app runs is held, then sent through the app, which hydrates the screen as it is', async ({
  page,
}) => {
  // Hold back the entry script, so the prerendered form is all there is.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const hydrationErrors: string[] = [];
  page.on('console', (msg) => {
    if (/hydrat/i.test(msg.text())) hydrationErrors.push(msg.text());
  });
  // Not 'domcontentloaded': that waits for the held module script.
  await page.goto('/sign-in', { waitUntil: 'commit' });
  await expect(page.getByLabel('Password')).toBeVisible();
  // Google sign-in only works through the app: it waits disabled until the app runs.
  const google = page.getByRole('button', { name: 'Continue with Google' });
  await expect(google).toBeDisabled();
  // Every element of the prerendered screen is tagged, to see below that React hydrates them all.
  const prerendered = await page.evaluate(() => {
    const all = document.querySelectorAll('#root *');
    for (const el of all) (el as unknown as { prerendered: boolean }).prerendered = true;
    return all.length;
  });
  expect(prerendered).toBeGreaterThan(30);
  await page.getByLabel('Email').fill('nobody@example.com');
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByLabel('Password').press('Enter');
  await page.waitForTimeout(300);
  // Not sent natively: the password never lands in the address bar.
  expect(page.url()).not.toContain('wrong-password');
  await expect(page.getByText('Invalid email or password')).toHaveCount(0);

  release();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await expect(google).toBeEnabled();
  expect(page.url()).toMatch(/\/sign-in$/);
  // Hydrated, not rebuilt: the screen is the prerendered elements plus only the error message.
  const rebuilt = await page.evaluate(() =>
    [...document.querySelectorAll('#root *')]
      .filter((el) => !(el as unknown as { prerendered?: boolean }).prerendered)
      .filter((el) => !el.closest('[role="alert"]'))
      .map((el) => el.outerHTML.slice(0, 80)),
  );
  expect(rebuilt).toEqual([]);
  expect(hydrationErrors).toEqual([]);
  // The theme control works through the app once it runs.
  const theme = page.getByRole('group', { name: 'Theme' }).first();
  await theme.locator('label', { has: page.getByRole('radio', { name: 'Dark' }) }).click();
  await expect(theme.getByRole('radio', { name: 'Dark' })).toBeChecked();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
});

test("a visitor's /jobs asks for the first page of jobs once, beside the scripts", async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname === '/api/getAllJobs') asked.push(req.url());
  });
  await page.goto('/jobs');
  await expect(page.locator('main article').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  // One request, started by index.html's hint: the app's own request took its answer.
  expect(asked).toHaveLength(1);
  const initiators = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((e) => new URL(e.name).pathname === '/api/getAllJobs')
      .map((e) => (e as PerformanceResourceTiming).initiatorType),
  );
  expect(initiators).toEqual(['link']);
});
