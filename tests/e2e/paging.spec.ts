// The two lists that once came whole, now a page at a time: a company's jobs (searched and filtered
// on the server, more on scroll, offline page by page) and a job's applicants (more on scroll, a hire
// on the second page). The data is made through the API: a new company with 23 jobs, 22 candidates.
import type { APIRequestContext, Page } from '@playwright/test';
import {
  auth,
  DEMO,
  login,
  NEW_ACCOUNT_PASSWORD,
  expect,
  newAccount,
  onboardCandidate,
  resumeUrl,
  savedListSize,
  test,
  waitForServiceWorker,
} from './fixtures.ts';

async function candidateApplying(request: APIRequestContext, n: number, jobId: string) {
  const c = await newAccount(request, `pager-${n}`, `Pager ${n}`);
  await onboardCandidate(
    request,
    c.token,
    `Pager Candidate ${String(n).padStart(2, '0')}`,
    await resumeUrl(request, c.id),
  );
  const applied = await request.post(`/api/candidate/applyjob/${jobId}`, {
    headers: auth(c.token),
    data: { Note: `Note ${n}` },
  });
  expect(applied.status(), await applied.text()).toBe(201);
}

/** A recruiter with a company of its own and `count` jobs (Paging role 0 … count-1, newest last). */
async function companyWithJobs(request: APIRequestContext, count: number) {
  const r = await newAccount(request, 'pager-recruiter', 'Pager Recruiter');
  const company = `Pager Works ${Date.now()}`;
  const onboard = await request.post('/api/onboard-recruiter', {
    headers: auth(r.token),
    data: {
      name: 'Pager Recruiter',
      currentCompany: company,
      currentRole: 'Talent',
      companyDescription: 'We page.',
    },
  });
  expect(onboard.status(), await onboard.text()).toBe(201);
  const jobs: { _id: string; UrlPath: string }[] = [];
  const types = ['Full-Time', 'Internship', 'Contract'];
  for (let i = 0; i < count; i++) {
    const res = await request.post('/api/postjob', {
      headers: auth(r.token),
      data: {
        JobTitle: `Paging role ${i}`,
        CompanyName: company,
        Location: ['Berlin', 'Lisbon', 'Porto'][i % 3],
        JobType: types[i % 3],
        RequiredSkills: 'TypeScript',
        ApplicationDeadline: '2030-06-30',
        JobDescription: 'One of many.',
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    jobs.push((await res.json()).data);
  }
  const found = await request.get(`/api/companies?q=${encodeURIComponent(company)}`);
  const companyId = ((await found.json()) as { data: { _id: string }[] }).data[0]?._id;
  expect(companyId).toBeTruthy();
  return { recruiter: r, companyId: companyId as string, jobs };
}

/** Scrolls to the end of the list until `locator` has `count` items (the sentinel loads more). */
async function scrollUntil(page: Page, locator: ReturnType<Page['locator']>, count: number) {
  await expect(async () => {
    await page.mouse.wheel(0, 5000);
    expect(await locator.count()).toBe(count);
  }).toPass({ timeout: 15_000 });
}

test('a company page of 23 jobs: 20 first, more on scroll, searched on the server, offline page by page', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const { companyId } = await companyWithJobs(page.request, 23);
  // Paging on scroll is the app's, a member's: a visitor's document has its own page links.
  await login(page, DEMO.sam);
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/company/jobs/')) asked.push(new URL(r.url()).search);
  });
  await page.goto(`/company/${companyId}/jobs`);
  await expect(page.getByText('23 jobs')).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(20);
  await expect(cards.first()).toHaveAttribute('aria-label', 'Paging role 22');
  await scrollUntil(page, cards, 23);
  const titles = await cards.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
  expect(titles).toEqual(Array.from({ length: 23 }, (_, i) => `Paging role ${22 - i}`));

  // The search and the filter are the server's: 'role 1' is roles 1 and 10-19, newest first.
  await page.getByRole('searchbox', { name: 'Search jobs...' }).fill('role 1');
  await expect(cards).toHaveCount(11);
  await expect(cards.first()).toHaveAttribute('aria-label', 'Paging role 19');
  await page.getByRole('combobox', { name: 'Job type' }).selectOption('internship');
  await expect(cards).toHaveCount(5); // of those, every third is an internship: 1, 10, 13, 16, 19
  await page.getByRole('searchbox', { name: 'Search jobs...' }).fill('');
  await page.getByRole('combobox', { name: 'Job type' }).selectOption('all');
  await expect(cards).toHaveCount(23); // the pages already loaded, from the query cache
  expect(asked.some((s) => s.includes('q=role+1') && s.includes('type=internship'))).toBe(true);
  expect(asked.every((s) => s.includes('limit=20'))).toBe(true);

  // Offline: the company's jobs on the device, 20 then the rest on scroll, with the notice and the
  // counts. On a first visit the copy is written once the worker is installed: wait for all 23 to
  // be on the device.
  await waitForServiceWorker(page);
  await expect.poll(() => savedListSize(page, `jobs:company:${companyId}`)).toBe(23);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText(/You're offline — showing what you saw/)).toBeVisible();
  await expect(page.getByText('23 jobs', { exact: true })).toBeVisible();
  await expect(page.getByTestId('found-on-device')).toHaveText('Offline — 23 jobs saved on this device');
  await expect(cards).toHaveCount(20);
  await scrollUntil(page, cards, 23);
  await context.setOffline(false);
});

test('a job with 22 applicants: 20 first, more on scroll, a hire on the second page', async ({ page }) => {
  test.setTimeout(120_000);
  const { recruiter, jobs } = await companyWithJobs(page.request, 1);
  const job = jobs[0] as { _id: string; UrlPath: string };
  for (let n = 1; n <= 22; n++) await candidateApplying(page.request, n, job._id);

  await login(page, recruiter.email, NEW_ACCOUNT_PASSWORD);
  await page.goto(`/jobs/Info/Applicants/${job.UrlPath}`);
  await expect(page.getByRole('heading', { name: 'Applicants' })).toBeVisible();
  const rows = page.getByRole('main').getByRole('listitem');
  await expect(rows).toHaveCount(20);
  await expect(rows.first()).toContainText('Pager Candidate 22');
  await scrollUntil(page, rows, 22);
  const oldest = rows.filter({ hasText: 'Pager Candidate 01' });
  await expect(oldest).toHaveCount(1);
  await oldest.getByRole('button', { name: 'View Profile' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Hire Candidate' }).click();
  await expect(dialog.getByRole('button', { name: 'Application Accepted' })).toBeVisible();
  await dialog.press('Escape');
  await expect(oldest.getByRole('button', { name: 'Accepted' })).toBeVisible();
  await expect(rows).toHaveCount(22);
  const res = await page.request.get(`/api/recruiter/applicant/${job.UrlPath}?limit=50`, {
    headers: auth(recruiter.token),
  });
  const accepted = ((await res.json()) as { Accept: boolean; candidateId: { fullName: string } }[])
    .filter((a) => a.Accept)
    .map((a) => a.candidateId.fullName);
  expect(accepted).toEqual(['Pager Candidate 01']);
});
