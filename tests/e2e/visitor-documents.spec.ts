// A visitor reads the public pages as documents: the server's HTML is the whole page, with or
// without JavaScript, and no app is loaded; Apply leads to sign-in and back, into the app.
import { DEMO, DEMO_PASSWORD, expect, postJob, test, waitForServiceWorker } from './fixtures.ts';

async function publicPages(request: import('@playwright/test').APIRequestContext) {
  const job = await postJob(request, `Document Reader ${Date.now()}`);
  const { data } = (await (await request.get('/api/companies?limit=50')).json()) as {
    data: { _id: string; currentCompany: string }[];
  };
  const northwind = data.find((c) => c.currentCompany === 'Northwind Labs');
  return {
    job,
    pages: [
      { path: '/', heading: /./ },
      { path: '/jobs', heading: 'Available Positions' },
      { path: '/jobs?q=document&type=Full-Time', heading: 'Available Positions' },
      { path: `/jobs/Info/${job.UrlPath}`, heading: job.JobTitle },
      { path: '/companies', heading: 'Featured Companies' },
      { path: `/company/${northwind?._id}/jobs`, heading: job.JobTitle },
      { path: '/feed', heading: /./ },
    ],
  };
}

for (const javaScriptEnabled of [false, true]) {
  test.describe(`JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled, serviceWorkers: 'block' });

    test('each public page reads whole, and no app is loaded', async ({ page, request }) => {
      const { pages } = await publicPages(request);
      const scripts: string[] = [];
      page.on('request', (r) => {
        if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
      });
      for (const { path, heading } of pages) {
        await page.goto(path);
        await expect(page.getByRole('heading', { name: heading }).first(), path).toBeVisible();
        await page.waitForLoadState('networkidle');
      }
      // At most the document's small script and the unit table it shares with the app; never the app.
      expect(scripts.filter((s) => !/^\/assets\/(document|time-units)-[\w-]+\.js$/.test(s))).toEqual([]);
      if (!javaScriptEnabled) expect(scripts).toEqual([]);
    });

    test("a phone's menu opens and leads to another page", async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/jobs');
      const menu = page.getByRole('navigation', { name: 'Mobile' });
      await expect(menu).toBeHidden();
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(menu).toBeVisible();
      await menu.getByRole('link', { name: 'Feed' }).click();
      await expect(page).toHaveURL(/\/feed$/);
      await expect(menu).toBeHidden();
    });
  });
}

test("a visitor's first page carries the shared styles, the next one links the file it holds", async ({
  request,
}) => {
  const first = await request.get('/feed');
  const held = /hl_styles=([^;]+)/.exec(first.headers()['set-cookie'] ?? '')?.[1];
  expect(held).toMatch(/\.css$/);
  const firstHtml = await first.text();
  expect(firstHtml).toContain(`<link rel="prefetch" href="/${held}"/>`);
  expect(firstHtml).not.toContain('rel="stylesheet"');
  const second = await request.get('/companies');
  expect(second.headers()['set-cookie']).toBeUndefined();
  expect(await second.text()).toContain(`<link rel="stylesheet" href="/${held}"/>`);
});

test('a visitor who applies signs in and lands in the app on the same job', async ({ page, request }) => {
  const { job } = await publicPages(request);
  await page.goto(`/jobs/Info/${job.UrlPath}`);
  await page.getByRole('link', { name: 'Apply Now' }).click();
  await expect(page).toHaveURL(/\/sign-in\?redirect=/);
  await page.getByLabel('Email').fill(DEMO.sam);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/jobs/Info/${job.UrlPath}$`));
  await expect(page.getByRole('heading', { level: 1, name: job.JobTitle })).toBeVisible();
  // The app, signed in: Apply opens the candidate's own apply, not a sign-in link.
  await expect(page.getByRole('link', { name: 'Apply Now' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Apply Now' })).toBeEnabled();
});

test('the document script shows relative times on a job page', async ({ page, request }) => {
  const { job } = await publicPages(request);
  await page.goto(`/jobs/Info/${job.UrlPath}`);
  await expect(page.locator('time[data-relative]')).toHaveText(/^Posted (just now|\d+ \w+ ago)$/);
});

test('a document a visitor read online opens offline, with a notice', async ({ page, context, request }) => {
  const { job } = await publicPages(request);
  const path = `/jobs/Info/${job.UrlPath}`;
  await page.goto(path);
  await waitForServiceWorker(page);
  // Read again with the worker in control: it keeps the document (and the theme's stylesheet).
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: job.JobTitle })).toBeVisible();

  await context.setOffline(true);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: job.JobTitle })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
  // Styled by the kept stylesheet: the Apply link is drawn as the theme's blue button.
  const applyColor = await page
    .getByRole('link', { name: 'Apply Now' })
    .evaluate((a) => getComputedStyle(a).backgroundColor);
  expect(applyColor).not.toBe('rgba(0, 0, 0, 0)');
  await context.setOffline(false);
});

test("a visitor's Save and Alert me are links to sign in and back", async ({ page, request }) => {
  const { job } = await publicPages(request);
  const back = async (name: string) => {
    const href = (await page.getByRole('link', { name, exact: true }).first().getAttribute('href')) ?? '';
    const url = new URL(href, 'http://x');
    expect(url.pathname).toBe('/sign-in');
    return url.searchParams.get('redirect');
  };
  await page.goto(`/jobs/Info/${job.UrlPath}`);
  expect(await back(`Save ${job.JobTitle}`)).toBe(`/jobs/Info/${job.UrlPath}`);
  await page.goto('/jobs?q=nothing-matches-this');
  expect(await back('Alert me')).toBe('/jobs?q=nothing-matches-this');
});
