// The offline promises in real Chromium against the real server: browse
// what was seen once, even after a reload without network; applies, hires and image posts made
// offline are queued, shown as pending and sent exactly once; a replay the server refuses shows its
// reason and can be discarded. Server state is checked through the API, never only through the
// screen.
import type { APIRequestContext, APIResponse, BrowserContext, Page, Request } from '@playwright/test';
import {
  apiToken,
  auth,
  DEMO,
  expect,
  login,
  outboxSettled,
  postJob,
  savedListSize,
  test,
  waitForServiceWorker,
} from './fixtures.ts';
import { sessionToken } from './onboarding-helpers.ts';

const RECRUITER = DEMO.recruiter;
const CANDIDATE = DEMO.ana;
const IMAGE = 'tests/fixtures/feed-image.png';
const OFFLINE_NOTICE = "You're offline — showing what you saw";

type Activity = { _id: string; status: string; jobId: { _id: string } }[];

/** The candidate's applications to one job, as the server has them (every page of /activity). */
async function applicationsTo(request: APIRequestContext, token: string, jobId: string) {
  const rows: Activity = [];
  // A bare array per page; the next page is named by the Link header.
  let next: string | null = '/api/activity?limit=50';
  while (next) {
    const res: APIResponse = await request.get(next, { headers: auth(token) });
    expect(res.ok(), await res.text()).toBe(true);
    rows.push(...((await res.json()) as Activity));
    next = /^<([^>]+)>; rel="next"$/.exec(res.headers().link ?? '')?.[1] ?? null;
  }
  return rows.filter((r) => r.jobId._id === jobId);
}

/** The service worker controls the page: from now on a reload without network opens the shell. */
/** Requests that would create or decide something, as seen by the pages of a context. */
function recordWrites(context: BrowserContext, match: RegExp) {
  const seen: { url: string; key: string | undefined }[] = [];
  const onRequest = (req: Request) => {
    if (req.method() !== 'GET' && match.test(req.url())) {
      seen.push({ url: req.url(), key: req.headers()['idempotency-key'] });
    }
  };
  context.on('request', onRequest);
  return seen;
}

const badge = (page: Page) => page.getByTestId('pending-badge');
const historyRow = (page: Page, title: string) => page.getByRole('listitem').filter({ hasText: title });

test('jobs, the feed and the history open offline after one visit, also after a reload', async ({
  page,
  context,
  request,
}) => {
  const title = `Offline Reader ${Date.now().toString(36)}`;
  const job = await postJob(request, title);
  const candidateToken = await apiToken(request, CANDIDATE);
  const applied = await request.post(`/api/candidate/applyjob/${job._id}`, {
    headers: auth(candidateToken),
    data: {},
  });
  expect(applied.status(), await applied.text()).toBe(201);

  await login(page, CANDIDATE);
  // Installed first: a screen seen before the service worker is ready is kept once it is.
  await waitForServiceWorker(page);
  await page.goto('/jobs');
  await expect(page.getByRole('article').filter({ hasText: title })).toBeVisible();
  await page.goto(`/jobs/Info/${job.UrlPath}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await page.goto('/feed');
  const firstPost = page.getByTestId('post-content').first();
  await expect(firstPost).toBeVisible();
  const postText = (await firstPost.textContent()) ?? '';
  expect(postText.length).toBeGreaterThan(0);
  await page.goto('/activity');
  await expect(historyRow(page, title).getByText('Pending', { exact: true })).toBeVisible();
  await waitForServiceWorker(page);
  await expect(page.getByText(OFFLINE_NOTICE)).toHaveCount(0);

  await context.setOffline(true);
  // In-app navigation first (the router and the mirror), then full reloads (the worker's shell).
  await page.getByRole('link', { name: 'Jobs', exact: true }).first().click();
  await expect(page.getByRole('article').filter({ hasText: title })).toBeVisible();
  await expect(page.getByText(OFFLINE_NOTICE)).toBeVisible();

  for (const path of ['/jobs', `/jobs/Info/${job.UrlPath}`, '/feed', '/activity']) {
    await page.goto(path);
    await expect(page.getByText(OFFLINE_NOTICE), path).toBeVisible();
    await expect(page.getByText(/showing what you saw .*(now|second|minute)/), path).toBeVisible();
  }
  await page.goto('/jobs');
  await expect(page.getByRole('article').filter({ hasText: title })).toBeVisible();
  await page.goto(`/jobs/Info/${job.UrlPath}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByText('You have already applied to this job')).toBeVisible();
  await page.goto('/feed');
  await expect(page.getByTestId('post-content').first()).toHaveText(postText);
  await page.goto('/activity');
  await page.reload();
  await expect(historyRow(page, title).getByText('Pending', { exact: true })).toBeVisible();
  await expect(page.getByText(OFFLINE_NOTICE)).toBeVisible();
});

test('offline, a reload shows the saved jobs and posts without asking the network first', async ({
  page,
  context,
}) => {
  // A member's app; a visitor's kept documents are visitor-documents.spec.ts's.
  await login(page, CANDIDATE);
  await page.goto('/feed');
  await expect(page.locator('main article').first()).toBeVisible();
  await waitForServiceWorker(page);
  await expect.poll(() => savedListSize(page, 'posts:feed')).toBeGreaterThan(0);
  await page.goto('/jobs');
  const firstTitle = (await page.locator('main article h2').first().textContent()) ?? '';
  await waitForServiceWorker(page);

  await context.setOffline(true);
  const asked: string[] = [];
  // The lists' reads (a member's bell and account checks ask, and fail, on their own).
  context.on('request', (req) => {
    if (/^\/api\/(jobs|getjob|feed)\b/.test(new URL(req.url()).pathname)) asked.push(req.url());
  });
  await page.reload();
  await expect(page.locator('main article h2').first()).toHaveText(firstTitle);
  await expect(page.getByText(OFFLINE_NOTICE)).toBeVisible();
  await page.goto('/feed');
  await expect(page.locator('main article').first()).toBeVisible();
  await expect(page.getByText(OFFLINE_NOTICE)).toBeVisible();
  expect(asked).toEqual([]);
});

test('an apply made offline is pending, survives a reload, and reaches the server exactly once', async ({
  page,
  context,
  request,
}) => {
  const title = `Offline Apply ${Date.now().toString(36)}`;
  const job = await postJob(request, title);
  const applies = recordWrites(context, /\/api\/candidate\/applyjob\//);

  await login(page, CANDIDATE);
  const token = await sessionToken(page);
  await page.goto('/activity');
  await expect(page.getByRole('heading', { name: 'Application History' })).toBeVisible();
  await page.goto(`/jobs/Info/${job.UrlPath}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await waitForServiceWorker(page);

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Apply Now' }).click();
  const dialog = page.getByRole('dialog', { name: `Apply for ${title}` });
  await dialog.getByLabel('Note to the recruiter (optional)').fill('Sent from a tunnel.');
  await dialog.getByRole('button', { name: 'Confirm Application' }).click();
  await expect(page.getByText('Application saved')).toBeVisible();
  await expect(page.getByText('Application pending')).toBeVisible();
  await expect(badge(page)).toHaveText('1 pending');

  await page.goto('/activity');
  await expect(historyRow(page, title).getByText('Pending (offline)')).toBeVisible();
  await page.reload();
  await expect(historyRow(page, title).getByText('Pending (offline)')).toBeVisible();
  await expect(badge(page)).toHaveText('1 pending');
  expect(await applicationsTo(request, token, job._id)).toHaveLength(0);

  await context.setOffline(false);
  await expect(badge(page)).toHaveCount(0, { timeout: 20_000 });
  await expect(historyRow(page, title).getByText('Pending', { exact: true })).toBeVisible();
  await expect(historyRow(page, title).getByText('Pending (offline)')).toHaveCount(0);
  const rows = await applicationsTo(request, token, job._id);
  expect(rows).toHaveLength(1);
  expect(rows[0]?.status).toBe('pending');
  // One request left the page, carrying the outbox id as its Idempotency-Key.
  expect(applies).toHaveLength(1);
  expect(applies[0]?.key).toMatch(/^[0-9a-f-]{36}$/);

  await page.goto(`/jobs/Info/${job.UrlPath}`);
  await expect(page.getByText('You have already applied to this job')).toBeVisible();
});

test('a recruiter hires offline and the decision reaches the server once online', async ({
  page,
  context,
  request,
}) => {
  const title = `Offline Hire ${Date.now().toString(36)}`;
  const job = await postJob(request, title);
  const candidateToken = await apiToken(request, CANDIDATE);
  const applied = await request.post(`/api/candidate/applyjob/${job._id}`, {
    headers: auth(candidateToken),
    data: { Note: 'Hire me on the train.' },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const decisions = recordWrites(context, /\/api\/recruiter\/(accept|reject)Job\//);

  await login(page, RECRUITER);
  await page.goto(`/jobs/Info/Applicants/${job.UrlPath}`);
  await expect(page.getByRole('heading', { name: 'Applicants' })).toBeVisible();
  const applicant = page.getByRole('listitem').filter({ hasText: 'Ana' });
  await expect(applicant).toHaveCount(1);
  await waitForServiceWorker(page);

  await context.setOffline(true);
  await applicant.getByRole('button', { name: 'View Profile' }).click();
  const profile = page.getByRole('dialog');
  await profile.getByRole('button', { name: 'Hire Candidate' }).click();
  await expect(page.getByText('Hire saved')).toBeVisible();
  await expect(profile.getByText(/Hire pending/)).toBeVisible();
  await expect(badge(page)).toHaveText('1 pending');
  expect((await applicationsTo(request, candidateToken, job._id))[0]?.status).toBe('pending');

  await context.setOffline(false);
  await expect(badge(page)).toHaveCount(0, { timeout: 20_000 });
  await expect
    .poll(async () => (await applicationsTo(request, candidateToken, job._id)).map((r) => r.status))
    .toEqual(['accepted']);
  await expect(profile.getByRole('button', { name: 'Application Accepted' })).toBeDisabled();
  expect(decisions).toHaveLength(1);
});

test("a recruiter's image post made offline is published with its image after reconnecting", async ({
  page,
  context,
  request,
}) => {
  const content = `Offline post with a picture ${Date.now()}`;
  await login(page, RECRUITER);
  await page.goto('/feed');
  await expect(page.getByRole('heading', { level: 1, name: 'Feed' })).toBeVisible();
  // The feed has arrived (not "network idle": a signed-in tab keeps its live stream open).
  await expect(page.getByTestId('post-content').first()).toBeVisible();
  await waitForServiceWorker(page);

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Create Post' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Content').fill(content);
  await dialog.locator('input[type=file]').setInputFiles(IMAGE);
  await dialog.getByRole('button', { name: 'Post' }).click();
  await expect(dialog).toBeHidden();
  const pending = page.getByTestId('pending-post').filter({ hasText: content });
  await expect(pending).toBeVisible();
  await expect(badge(page)).toHaveText('1 pending');

  // The image waits in IndexedDB as a blob: a reload without network keeps it.
  await page.reload();
  await expect(pending).toBeVisible();
  await expect(pending.getByRole('img', { name: 'Shared by Priya Raman' })).toHaveAttribute('src', /^blob:/);

  await context.setOffline(false);
  await expect(pending).toHaveCount(0, { timeout: 30_000 });
  await expect(badge(page)).toHaveCount(0);
  const published = page.getByRole('article').filter({ has: page.getByText(content, { exact: true }) });
  await expect(published).toHaveCount(1);
  const image = published.getByRole('img', { name: 'Shared by Priya Raman' });
  await expect(image).toHaveAttribute('src', /feed-posts%2F/);
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);

  // The server has it once, with the uploaded image.
  const res = await request.get('/api/feed/posts?limit=50');
  const posts = ((await res.json()) as { data: { content: string; image: string | null }[] }).data;
  const mine = posts.filter((p) => p.content === content);
  expect(mine).toHaveLength(1);
  expect(mine[0]?.image).toMatch(/feed-posts%2F/);
});

test('a replay refused because the deadline passed shows the reason and can be discarded', async ({
  page,
  context,
  request,
}) => {
  const title = `Closing Soon ${Date.now().toString(36)}`;
  const deadline = new Date(Date.now() + 15_000);
  const job = await postJob(request, title, { ApplicationDeadline: deadline.toISOString() });
  const applies = recordWrites(context, /\/api\/candidate\/applyjob\//);
  const reason = 'Applications for this job are closed';

  await login(page, CANDIDATE);
  const token = await sessionToken(page);
  await page.goto(`/jobs/Info/${job.UrlPath}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await waitForServiceWorker(page);

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Apply Now' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm Application' }).click();
  await expect(page.getByText('Application pending')).toBeVisible();

  // The deadline passes while this device is offline: wait until the server says the job is closed.
  const closed = async () =>
    (await (await request.get(`/api/recruiter/postinfo/${job.UrlPath}`)).json()).closed;
  await expect.poll(closed, { timeout: deadline.getTime() - Date.now() + 15_000 }).toBe(true);
  await context.setOffline(false);
  await expect(badge(page)).toHaveText('1 failed', { timeout: 20_000 });
  await expect(page.getByText('Your application was not sent')).toBeVisible();
  await expect(page.getByText(reason)).toBeVisible();

  await page.goto('/activity');
  const row = historyRow(page, title);
  await expect(row.getByText('Not sent')).toBeVisible();
  await expect(row.getByText(reason)).toBeVisible();

  await badge(page).click();
  await expect(page).toHaveURL(/\/outbox$/);
  const entry = page.getByRole('listitem').filter({ hasText: `Application to ${title}` });
  await expect(entry.getByText(`Not sent: ${reason}`)).toBeVisible();
  await entry.getByRole('button', { name: 'Discard' }).click();
  await expect(entry).toHaveCount(0);
  await expect(page.getByText('Nothing is waiting')).toBeVisible();
  await expect(badge(page)).toHaveCount(0);

  // Refused once, never sent again (nothing left to send, no replay running), nothing on the server.
  await expect.poll(() => outboxSettled(page)).toBe(true);
  expect(applies).toHaveLength(1);
  expect(await applicationsTo(request, token, job._id)).toHaveLength(0);
});

test('a replay refused because the candidate applied from another device shows the reason', async ({
  page,
  context,
  request,
}) => {
  const title = `Two Devices ${Date.now().toString(36)}`;
  const job = await postJob(request, title);
  const applies = recordWrites(context, /\/api\/candidate\/applyjob\//);
  const reason = 'You have already applied to this job';

  await login(page, CANDIDATE);
  const token = await sessionToken(page);
  await page.goto(`/jobs/Info/${job.UrlPath}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await waitForServiceWorker(page);

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Apply Now' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm Application' }).click();
  await expect(page.getByText('Application pending')).toBeVisible();

  // Another device, online, applies first.
  const other = await request.post(`/api/candidate/applyjob/${job._id}`, { headers: auth(token), data: {} });
  expect(other.status(), await other.text()).toBe(201);

  await context.setOffline(false);
  await expect(badge(page)).toHaveText('1 failed', { timeout: 20_000 });
  // The job page shows the server's truth (the other device's application) ...
  await expect(page.getByRole('status').getByText(reason)).toBeVisible();
  // ... and the refused entry stays visible with the server's reason until discarded.
  await page.goto('/activity');
  const row = historyRow(page, title).filter({ hasText: 'Not sent' });
  await expect(row.getByRole('alert').getByText(reason)).toBeVisible();
  await page.goto('/outbox');
  const entry = page.getByRole('listitem').filter({ hasText: `Application to ${title}` });
  await expect(entry.getByText(`Not sent: ${reason}`)).toBeVisible();
  await entry.getByRole('button', { name: 'Discard' }).click();
  await expect(entry).toHaveCount(0);
  expect(applies).toHaveLength(1);
  expect(await applicationsTo(request, token, job._id)).toHaveLength(1);
});

test('two tabs reconnecting at once send a queued apply exactly once', async ({ page, context, request }) => {
  const title = `Two Tabs ${Date.now().toString(36)}`;
  const job = await postJob(request, title);
  const applies = recordWrites(context, /\/api\/candidate\/applyjob\//);

  await login(page, CANDIDATE);
  const token = await sessionToken(page);
  await page.goto(`/jobs/Info/${job.UrlPath}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await waitForServiceWorker(page);
  const second = await context.newPage();
  await second.goto('/activity');
  await expect(second.getByRole('heading', { name: 'Application History' })).toBeVisible();

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Apply Now' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm Application' }).click();
  await expect(page.getByText('Application pending')).toBeVisible();
  await expect(badge(second)).toHaveText('1 pending');
  await expect(historyRow(second, title).getByText('Pending (offline)')).toBeVisible();

  // Both tabs hear `online` and start replaying at the same moment.
  await context.setOffline(false);
  await expect(badge(page)).toHaveCount(0, { timeout: 20_000 });
  await expect(badge(second)).toHaveCount(0);
  await expect(historyRow(second, title).getByText('Pending', { exact: true })).toBeVisible();
  // Nothing left to send and neither tab replaying: a duplicate would have gone out by now.
  await expect.poll(() => outboxSettled(page)).toBe(true);
  expect(applies).toHaveLength(1);
  expect(await applicationsTo(request, token, job._id)).toHaveLength(1);
});

test('an apply whose answer never arrived (tab closed mid-replay) is sent again once and not duplicated', async ({
  page,
  context,
  request,
}) => {
  const title = `Closed Tab ${Date.now().toString(36)}`;
  const job = await postJob(request, title);
  const applies = recordWrites(context, /\/api\/candidate\/applyjob\//);

  await login(page, CANDIDATE);
  const token = await sessionToken(page);
  await page.goto(`/jobs/Info/${job.UrlPath}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await waitForServiceWorker(page);

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Apply Now' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm Application' }).click();
  await expect(page.getByText('Application pending')).toBeVisible();

  // The request reaches the server (which commits it) but its answer never reaches the tab.
  let delivered!: () => void;
  const reachedServer = new Promise<void>((resolve) => {
    delivered = resolve;
  });
  await context.route('**/api/candidate/applyjob/**', async (route) => {
    const res = await route.fetch().catch(() => null);
    if (res) delivered();
    await new Promise(() => {}); // hang until the page is gone
  });
  await context.setOffline(false);
  await reachedServer;
  expect(await applicationsTo(request, token, job._id)).toHaveLength(1);
  await page.close();
  await context.unrouteAll({ behavior: 'ignoreErrors' });

  const again = await context.newPage();
  await again.goto('/activity');
  await expect(historyRow(again, title).getByText('Pending', { exact: true })).toBeVisible();
  await expect(badge(again)).toHaveCount(0, { timeout: 20_000 });
  await expect(historyRow(again, title)).toHaveCount(1);
  // Sent twice with the same Idempotency-Key; the server answered the second from storage.
  expect(applies).toHaveLength(2);
  expect(applies[0]?.key).toBe(applies[1]?.key);
  expect(await applicationsTo(request, token, job._id)).toHaveLength(1);
});
