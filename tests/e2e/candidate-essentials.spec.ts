// A candidate's essentials in real Chromium against the real server (what Hireloop adds
// to the old portal): save a job offline and read /saved offline, withdraw an application, a closed job's
// page, and a job alert that fires. Server state is checked through the API.
import type { APIRequestContext } from '@playwright/test';
import {
  apiToken,
  auth,
  DEMO,
  expect,
  login,
  type PostedJob as Job,
  postJob,
  test,
  waitForServiceWorker,
} from './fixtures.ts';

const RECRUITER = DEMO.recruiter;
const CANDIDATE = DEMO.ana;

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function savedIds(request: APIRequestContext, token: string): Promise<string[]> {
  const res = await request.get('/api/candidate/saved?limit=50', { headers: auth(token) });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: Job[] }).data.map((j) => j._id);
}

test('a job saved offline shows on /saved offline, and reaches the server once back online', async ({
  page,
  context,
  request,
}) => {
  const title = unique('Saved Offline');
  const job = await postJob(request, title);
  const token = await apiToken(request, CANDIDATE);
  await login(page, CANDIDATE);
  await waitForServiceWorker(page);
  await page.goto('/saved');
  await expect(page.getByRole('heading', { name: 'Saved Jobs', exact: true })).toBeVisible();
  await page.goto(`/jobs?q=${encodeURIComponent(title)}`);
  const card = page.getByRole('article').filter({ hasText: title });
  const save = card.getByRole('button', { name: `Save ${title}` });
  await expect(save).toHaveAttribute('aria-pressed', 'false');

  await context.setOffline(true);
  await save.click();
  await expect(card.getByRole('button', { name: `Saved: ${title}` })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('link', { name: 'Saved', exact: true }).first().click();
  await expect(page.getByText(title)).toBeVisible();
  await expect(
    page.getByText("Saved on this device — it will be sent when you're back online."),
  ).toBeVisible();
  // A full reload without network: the shell from the worker, the save from the outbox.
  await page.reload();
  await expect(page.getByText(title)).toBeVisible();
  expect(await savedIds(request, token)).not.toContain(job._id);

  await context.setOffline(false);
  await expect.poll(() => savedIds(request, token), { timeout: 20_000 }).toContain(job._id);
  await page.reload();
  await expect(
    page
      .getByRole('article')
      .filter({ hasText: title })
      .getByRole('button', { name: `Saved: ${title}` }),
  ).toBeVisible();
  await expect(page.getByText("Saved on this device — it will be sent when you're back online.")).toHaveCount(
    0,
  );
  // Read once online, the list is on the device: it opens offline too.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText("You're offline — showing what you saw")).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: title })).toBeVisible();
  await context.setOffline(false);
  expect((await savedIds(request, token)).filter((id) => id === job._id)).toHaveLength(1);
});

test('a candidate withdraws a pending application; the recruiter can no longer decide on it', async ({
  page,
  request,
}) => {
  const title = unique('Withdraw Me');
  const job = await postJob(request, title);
  const token = await apiToken(request, CANDIDATE);
  const applied = await request.post(`/api/candidate/applyjob/${job._id}`, {
    headers: auth(token),
    data: {},
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const applicationId = ((await applied.json()) as { data: { _id: string } }).data._id;

  await login(page, CANDIDATE);
  await page.goto('/activity');
  const row = page.getByRole('listitem').filter({ hasText: title });
  await expect(row.getByText('Pending', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: 'Withdraw' }).click();
  await expect(row.getByText('Withdraw your application? You cannot apply to this job again.')).toBeVisible();
  await row.getByRole('button', { name: 'Yes, withdraw' }).click();
  await expect(row.getByText('Withdrawn', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Withdraw' })).toHaveCount(0);

  const recruiter = auth(await apiToken(request, RECRUITER));
  const applicants = await request.get(`/api/recruiter/applicant/${job.UrlPath}`, { headers: recruiter });
  const mine = ((await applicants.json()) as { _id: string; status: string }[]).find(
    (a) => a._id === applicationId,
  );
  expect(mine?.status).toBe('withdrawn');
  const decision = await request.put(`/api/recruiter/acceptJob/${applicationId}`, { headers: recruiter });
  expect(decision.status()).toBe(409);
  await page.goto(`/jobs/Info/${job.UrlPath}`);
  await expect(page.getByText('Status: Withdrawn')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apply Now' })).toHaveCount(0);
});

test("a closed job's page says Closed and offers no Apply; its recruiter reopens it", async ({
  page,
  browser,
  request,
}) => {
  const title = unique('Closed Role');
  const job = await postJob(request, title);
  const closed = await request.put(`/api/recruiter/closeJob/${job.UrlPath}`, {
    headers: auth(await apiToken(request, RECRUITER)),
  });
  expect(closed.status(), await closed.text()).toBe(200);

  // A visitor: no Apply, the reason, and the job is gone from the public list.
  const visitor = await browser.newPage();
  await visitor.goto(`/jobs/Info/${job.UrlPath}`);
  await expect(visitor.getByRole('heading', { name: title })).toBeVisible();
  await expect(visitor.getByText('Closed', { exact: true })).toBeVisible();
  await expect(visitor.getByText('Applications for this job are closed.')).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Apply Now' })).toHaveCount(0);
  await visitor.goto(`/jobs?q=${encodeURIComponent(title)}`);
  await expect(visitor.getByText('No jobs match your search')).toBeVisible();
  await visitor.close();

  await login(page, RECRUITER);
  await page.goto(`/jobs?q=${encodeURIComponent(title)}`);
  const card = page.getByRole('article').filter({ hasText: title });
  await expect(card.getByText('Closed', { exact: true })).toBeVisible();
  // Reopened and closed again from the listing card, then reopened from the job page.
  await card.getByRole('button', { name: 'Reopen applications' }).click();
  await expect(card.getByText('Closed', { exact: true })).toHaveCount(0);
  await card.getByRole('button', { name: 'Close applications' }).click();
  await expect(card.getByText('Closed', { exact: true })).toBeVisible();
  await page.goto(`/jobs/Info/${job.UrlPath}`);
  await expect(page.getByText('This job is closed: no new applications.')).toBeVisible();
  await page.getByRole('button', { name: 'Reopen applications' }).click();
  await expect(page.getByRole('button', { name: 'Close applications' })).toBeVisible();
  await expect(page.getByText('Closed', { exact: true })).toHaveCount(0);
  const open = await request.get(`/api/recruiter/postinfo/${job.UrlPath}`);
  expect(((await open.json()) as { closed: boolean }).closed).toBe(false);
});

test('a job alert made on /jobs fires when a matching job is posted', async ({ page, request }) => {
  const word = `zebra${Date.now().toString(36)}`;
  await login(page, CANDIDATE);
  await page.goto('/jobs');
  await expect(page.getByRole('button', { name: 'Alert me' })).toHaveCount(0);
  await page.goto(`/jobs?q=${word}`);
  await expect(page.getByText('No jobs match your search')).toBeVisible();
  await page.getByRole('button', { name: 'Alert me' }).click();
  await expect(page.getByText('Alert created')).toBeVisible();
  await page.goto('/account');
  await expect(page.getByRole('region', { name: 'Job alerts' }).getByText(`“${word}”`)).toBeVisible();

  const job = await postJob(request, `Senior ${word} Engineer`);
  const token = await apiToken(request, CANDIDATE);
  const res = await request.get('/api/notifications?limit=50', { headers: auth(token) });
  const alerts = ((await res.json()) as { data: { kind: string; text: string; link: string }[] }).data.filter(
    (n) => n.kind === 'job-alert' && n.link === `/jobs/Info/${job.UrlPath}`,
  );
  expect(alerts).toEqual([
    expect.objectContaining({ text: `New job for your alert: Senior ${word} Engineer at Northwind Labs` }),
  ]);

  await page
    .getByRole('region', { name: 'Job alerts' })
    .getByRole('button', { name: `Remove alert ${word}` })
    .click();
  // The demo candidate keeps an alert of the seed's own, so the list is not empty afterwards.
  await expect(page.getByRole('region', { name: 'Job alerts' }).getByText(`“${word}”`)).toHaveCount(0);
});
