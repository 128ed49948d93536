// Pages arrive with their content: what a visitor without JavaScript, a link preview or a search
// engine reads in the server's HTML, and that the browser then hydrates it without a complaint.
import { auth, apiToken, DEMO, expect, postJob, test } from './fixtures.ts';

const HOSTILE = 'Dev </script><script>window.pwned=1</script> <!-- \u2028 & "q"';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('reads /jobs, a job page and a company’s jobs', async ({ page, request }) => {
    const job = await postJob(request, 'Server-rendered Engineer', {
      JobDescription: 'Readable with no script.',
    });
    await page.goto('/jobs');
    await expect(page.getByRole('heading', { name: 'Available Positions' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Server-rendered Engineer' }).first()).toBeVisible();

    await page.goto(`/jobs/Info/${job.UrlPath}`);
    await expect(page.getByRole('heading', { name: 'Server-rendered Engineer' })).toBeVisible();
    await expect(page.getByText('Readable with no script.')).toBeVisible();

    await page.goto('/companies');
    await expect(page.getByRole('heading', { name: 'Featured Companies' })).toBeVisible();
    const { data } = (await (await request.get('/api/companies?limit=50')).json()) as {
      data: { _id: string; currentCompany: string }[];
    };
    const northwind = data.find((c) => c.currentCompany === 'Northwind Labs');
    await page.goto(`/company/${northwind?._id}/jobs`);
    await expect(page.getByRole('heading', { name: 'Server-rendered Engineer' }).first()).toBeVisible();
  });

  test('signs in through the form, which the server answers', async ({ page }) => {
    await page.goto('/sign-in');
    await page.getByLabel('Email').fill(DEMO.sam);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/sign-in\?error=/);
    expect(page.url()).not.toContain('not-the-password');
    await expect(page.getByText('Invalid email or password')).toBeVisible();
  });
});

test('a job page carries its head: title, preview tags, canonical and JobPosting data', async ({
  request,
}) => {
  const job = await postJob(request, 'Structured Data Engineer', {
    Location: 'Remote (EU)',
    SalaryRange: '€50k–€70k',
    JobType: 'Part-time',
  });
  const res = await request.get(`/jobs/Info/${job.UrlPath}`, { headers: { accept: '*/*' } });
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('text/html');
  const html = await res.text();
  expect(html).toContain('<title>Structured Data Engineer at Northwind Labs — Hireloop</title>');
  expect(html).toMatch(
    /<meta property="og:title" content="Structured Data Engineer at Northwind Labs — Hireloop"/,
  );
  expect(html).toMatch(/<meta property="og:image" content="http[^"]+"/);
  expect(html).toMatch(/<meta name="twitter:card" content="summary"/);
  expect(html).toMatch(/<meta property="og:image:alt" content="[^"]+ logo"/);
  expect(html).toMatch(/<meta name="twitter:image:alt" content="[^"]+ logo"/);
  expect(html).toMatch(/<meta property="og:locale" content="en_US"/);
  expect(html).toMatch(new RegExp(`<link rel="canonical" href="http[^"]+/jobs/Info/${job.UrlPath}"`));
  const ld = JSON.parse(
    /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? 'null',
  );
  expect(ld).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: 'Structured Data Engineer',
    employmentType: 'PART_TIME',
    jobLocationType: 'TELECOMMUTE',
    hiringOrganization: { '@type': 'Organization', name: 'Northwind Labs' },
  });
  expect(ld.description).toContain('Keep the app working on a train.');
  expect(Date.parse(ld.datePosted)).toBeLessThanOrEqual(Date.now());
  expect(Date.parse(ld.validThrough)).toBeGreaterThan(Date.now());
  expect(ld.applicantLocationRequirements).toBeTruthy();
  expect(ld.baseSalary?.currency).toBe('EUR');
});

test('a closed job says so and its validThrough is past; an unknown job is a 404 with noindex', async ({
  request,
}) => {
  const job = await postJob(request, 'Closed Soon Engineer');
  const token = await apiToken(request, DEMO.recruiter);
  expect((await request.put(`/api/recruiter/closeJob/${job.UrlPath}`, { headers: auth(token) })).ok()).toBe(
    true,
  );
  const html = await (await request.get(`/jobs/Info/${job.UrlPath}`)).text();
  expect(html).toContain('Applications for this job are closed');
  const ld = JSON.parse(
    /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? 'null',
  );
  expect(Date.parse(ld.validThrough)).toBeLessThanOrEqual(Date.now());

  const missing = await request.get('/jobs/Info/no-such-job-anywhere');
  expect(missing.status()).toBe(404);
  const body = await missing.text();
  expect(body).toContain('<meta name="robots" content="noindex"/>');
  expect(body).toContain('Job not found');
  expect((await request.get('/no/such/page')).status()).toBe(404);
});

test('every page answers HTML to any Accept; the API stays JSON', async ({ request }) => {
  for (const path of ['/', '/jobs', '/companies', '/feed', '/sign-in', '/sign-up']) {
    const res = await request.get(path, { headers: { accept: '*/*' } });
    expect(res.status(), path).toBe(200);
    expect(res.headers()['content-type'], path).toContain('text/html');
  }
  const api = await request.get('/api/nothing-here', { headers: { accept: '*/*' } });
  expect(api.status()).toBe(404);
  expect(await api.json()).toMatchObject({ success: false });
  // A visitor asking for a private screen is sent to sign in by the server itself.
  const privateScreen = await request.get('/activity', { maxRedirects: 0 });
  expect(privateScreen.status()).toBe(302);
  expect(privateScreen.headers().location).toMatch(/\/sign-in$/);
});

test('a hostile job title stays text: in the page, its state and its JSON-LD', async ({ page, request }) => {
  const job = await postJob(request, HOSTILE, { JobDescription: `About: ${HOSTILE}` });
  const html = await (await request.get(`/jobs/Info/${job.UrlPath}`)).text();
  expect(html).not.toContain('<script>window.pwned=1</script>');
  const ld = JSON.parse(
    /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? 'null',
  );
  expect(ld.title).toBe(HOSTILE);

  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text());
  });
  await page.goto(`/jobs/Info/${job.UrlPath}`);
  await expect(page.locator('h1')).toContainText('<script>window.pwned=1</script> <!--');
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
  expect(problems.filter((p) => !/Service Worker/.test(p))).toEqual([]);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`public pages hydrate without a console error or warning (${colorScheme})`, async ({
    browser,
    request,
  }) => {
    const job = await postJob(request, `Hydration ${colorScheme} Engineer`);
    const companies = (await (await request.get('/api/companies?limit=1')).json()) as {
      data: { _id: string }[];
    };
    const paths = ['/', '/home', '/jobs', '/jobs?q=engineer&type=Full-Time', `/jobs/Info/${job.UrlPath}`];
    paths.push('/companies', `/company/${companies.data[0]?._id}/jobs`, '/feed', '/sign-in', '/sign-up');
    const context = await browser.newContext({ colorScheme, serviceWorkers: 'block' });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(`${page.url()}: ${e.message}`));
    page.on('console', (m) => {
      if ((m.type() === 'error' || m.type() === 'warning') && !/Service Worker/.test(m.text()))
        problems.push(`${page.url()}: ${m.text()}`);
    });
    for (const path of paths) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('#root main')).toBeVisible();
    }
    expect(problems).toEqual([]);
    await context.close();
  });
}

test("the tab's title follows the screen as the user moves around", async ({ page, request }) => {
  await postJob(request, 'Title Follows Engineer');
  await page.goto('/jobs');
  await expect(page).toHaveTitle('Jobs — Hireloop');
  await page.getByRole('link', { name: 'View Details' }).first().click();
  await expect(page).toHaveURL(/\/jobs\/Info\//);
  await expect(page).toHaveTitle(/ at .+ — Hireloop$/);
  await page.goBack();
  await expect(page).toHaveTitle('Jobs — Hireloop');
});

for (const [device, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 800 }],
] as const) {
  test(`a document the read cache serves minutes after its render asks nothing, and shows the visitor's times (${device})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000); // eight page loads, each waiting for the network to go quiet
    const job = await postJob(request, `Cached Page ${device} Engineer`);
    const companies = (await (await request.get('/api/companies?limit=1')).json()) as {
      data: { _id: string }[];
    };
    const paths = ['/jobs', `/jobs/Info/${job.UrlPath}`, `/company/${companies.data[0]?._id}/jobs`, '/feed'];
    // Rendered now and kept by the server's read cache: the browser below gets this very HTML.
    for (const path of paths) await request.get(path);

    // The browser's clock runs 4 minutes past the render, in a time zone 14 hours from the server's.
    const context = await browser.newContext({
      serviceWorkers: 'block',
      viewport,
      timezoneId: 'Pacific/Kiritimati',
    });
    const page = await context.newPage();
    await page.clock.install({ time: Date.now() + 4 * 60_000 });
    const problems: string[] = [];
    const apiCalls: string[] = [];
    page.on('pageerror', (e) => problems.push(`${page.url()}: ${e.message}`));
    page.on('console', (m) => {
      if ((m.type() === 'error' || m.type() === 'warning') && !/Service Worker/.test(m.text()))
        problems.push(`${page.url()}: ${m.text()}`);
    });
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/')) apiCalls.push(r.url());
    });
    for (const path of paths) {
      const response = await page.goto(path);
      expect(response?.headers()['x-read-cache'], path).toBe('hit');
      await page.waitForLoadState('networkidle');
      await expect(page.locator('#root main')).toBeVisible();
    }
    expect(problems).toEqual([]);
    expect(apiCalls).toEqual([]);

    // The document's small script makes the times the visitor's own: relative, and in their time zone.
    await page.goto(`/jobs/Info/${job.UrlPath}`);
    await expect(page.getByText('Posted 4 minutes ago')).toBeVisible();
    await page.goto('/feed');
    await expect(page.locator('time').first()).not.toContainText('UTC');
    await context.close();
  });
}
