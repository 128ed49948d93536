// The theme choice, the 404 page and the offline app shell.
import { expect, test, uniqueEmail } from './fixtures.ts';

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

test('pages arrive rendered and come alive in the browser', async ({ page, request }) => {
  // The server's HTML already holds the screen (painted before any script runs).
  const html = await (await request.get('/sign-in')).text();
  expect(html).toContain('Welcome back');
  expect(await (await request.get('/home')).text()).toContain('Active Jobs');

  // Hydrated: the form answers.
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill('nobody@example.com');
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await page.getByRole('link', { name: /SignUp/ }).click();
  await expect(page).toHaveURL(/\/sign-up$/);
});

test('a form sent before the app runs is posted to the server; the app then hydrates the page as it is', async ({
  page,
}) => {
  // Hold back the entry script, so the server's form is all there is.
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
    if (/hydrat|error/i.test(msg.text()) && msg.type() !== 'log') hydrationErrors.push(msg.text());
  });
  // Not 'domcontentloaded': that waits for the held module script.
  await page.goto('/sign-in', { waitUntil: 'commit' });
  await expect(page.getByLabel('Password')).toBeVisible();
  await page.getByLabel('Email').fill('nobody@example.com');
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByLabel('Password').press('Enter');
  // Posted, never sent in the address bar; the server answers with the page and its error.
  await expect(page).toHaveURL(/\/sign-in\?error=credentials$/);
  expect(page.url()).not.toContain('wrong-password');
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  // Every element of the server's page is tagged, to see below that React hydrates them all.
  const rendered = await page.evaluate(() => {
    const all = document.querySelectorAll('#root *');
    for (const el of all) (el as unknown as { rendered: boolean }).rendered = true;
    return all.length;
  });
  expect(rendered).toBeGreaterThan(30);
  const google = page.getByRole('button', { name: 'Continue with Google' });
  release();
  await expect(google).toBeEnabled();
  const rebuilt = await page.evaluate(() =>
    [...document.querySelectorAll('#root *')]
      .filter((el) => !(el as unknown as { rendered?: boolean }).rendered)
      .map((el) => el.outerHTML.slice(0, 80)),
  );
  expect(rebuilt).toEqual([]);
  expect(hydrationErrors.filter((e) => !/401|Failed to load resource/.test(e))).toEqual([]);
  // The theme control works through the app once it runs.
  const theme = page.getByRole('group', { name: 'Theme' }).first();
  await theme.locator('label', { has: page.getByRole('radio', { name: 'Dark' }) }).click();
  await expect(theme.getByRole('radio', { name: 'Dark' })).toBeChecked();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
});

test("a visitor's /jobs arrives with its jobs: the app does not ask for them again", async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname === '/api/getAllJobs') asked.push(req.url());
  });
  await page.goto('/jobs');
  await expect(page.locator('main article').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
});

test.describe('before the service worker controls the page', () => {
  test.use({ serviceWorkers: 'block' });

  test('a toast whose code cannot load leaves the page standing, and shows once it can', async ({ page }) => {
    const signUp = async (email: string) => {
      await page.goto('/sign-up');
      // Hydrated: the form is the app's, not a post to the server.
      await page.waitForLoadState('networkidle');
      await page.getByLabel('Name').fill('Toast Tester');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill('correct-horse-9');
      await page.getByRole('button', { name: 'Register', exact: true }).click();
      await expect(page).toHaveURL(/\/sign-in/);
    };
    // The toaster's own chunk does not arrive (offline before the service worker holds it).
    await page.route(/\/assets\/toaster[^/]*\.js$/, (route) => route.abort('internetdisconnected'));
    const failed = page.waitForEvent('requestfailed', {
      predicate: (r) => r.url().includes('/assets/toaster'),
    });
    await signUp(uniqueEmail('toast-a'));
    await failed;
    await expect(page.getByText('Something went wrong')).toHaveCount(0);

    // The app still stands: the next toast loads its code, and shows.
    await page.unroute(/\/assets\/toaster[^/]*\.js$/);
    await signUp(uniqueEmail('toast-b'));
    await expect(page.getByText('Registration Successful!').first()).toBeVisible();
  });
});
