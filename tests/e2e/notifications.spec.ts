// Notifications in real Chromium against the real server: the recruiter's bell counts a new
// applicant, the candidate's bell shows the decision, and 'Mark all read' clears the count.
import type { APIRequestContext, Page } from '@playwright/test';
import { apiToken, auth, expect, login, postJob, test, waitForServiceWorker } from './fixtures.ts';

const RECRUITER = 'priya@northwind.example.com';
const CANDIDATE = 'sam@candidate.example.com';

async function unread(request: APIRequestContext, token: string): Promise<number> {
  const res = await request.get('/api/notifications?limit=1', { headers: auth(token) });
  return ((await res.json()) as { unread: number }).unread;
}

const bell = (page: Page) => page.getByRole('link', { name: /^Notifications/ });

test("an apply raises the recruiter's bell, a hire shows on the candidate's; mark all read clears it", async ({
  browser,
  request,
}) => {
  const title = `Bell Role ${Date.now().toString(36)}`;
  const recruiterToken = await apiToken(request, RECRUITER);
  const candidateToken = await apiToken(request, CANDIDATE);
  const posted = await request.post('/api/postjob', {
    headers: auth(recruiterToken),
    data: {
      JobTitle: title,
      CompanyName: 'Northwind Labs',
      Location: 'Porto',
      JobType: 'Contract',
      RequiredSkills: 'Go',
      ApplicationDeadline: '2030-06-30',
      JobDescription: 'Ring the bell.',
    },
  });
  const job = ((await posted.json()) as { data: { _id: string; UrlPath: string } }).data;

  const recruiter = await (await browser.newContext()).newPage();
  await login(recruiter, RECRUITER);
  const before = await unread(request, recruiterToken);
  const applied = await request.post(`/api/candidate/applyjob/${job._id}`, {
    headers: auth(candidateToken),
    data: {},
  });
  expect(applied.status()).toBe(201);
  await recruiter.reload();
  await expect(bell(recruiter)).toHaveAccessibleName(`Notifications, ${before + 1} unread`);
  await bell(recruiter).click();
  await expect(recruiter.getByRole('heading', { name: 'Notifications', exact: true })).toBeVisible();
  // Entries are links: they can be opened in a new tab.
  const entry = recruiter.getByRole('link', { name: new RegExp(`applied to ${title}`) });
  await expect(entry).toHaveAttribute('href', `/jobs/Info/Applicants/${job.UrlPath}`);
  await entry.click();
  await expect(recruiter).toHaveURL(new RegExp(`/jobs/Info/Applicants/${job.UrlPath}$`));
  const applicant = recruiter.getByRole('listitem').filter({ hasText: 'Sam Okafor' });
  await applicant.getByRole('button', { name: 'View Profile' }).click();
  await recruiter
    .getByRole('dialog', { name: 'Sam Okafor' })
    .getByRole('button', { name: 'Hire Candidate' })
    .click();
  await expect(recruiter.getByText("You've successfully accepted this candidate")).toBeVisible();

  const candidate = await (await browser.newContext()).newPage();
  await login(candidate, CANDIDATE);
  await expect(bell(candidate)).toHaveAccessibleName(/Notifications, \d+ unread/);
  await bell(candidate).click();
  await expect(
    candidate.getByText(`Your application for ${title} at Northwind Labs was accepted`),
  ).toBeVisible();
  await candidate.getByRole('button', { name: 'Mark all read' }).click();
  await expect(bell(candidate)).toHaveAccessibleName('Notifications');
  expect(await unread(request, candidateToken)).toBe(0);
  await expect(candidate.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
});

/** The badge's box and the box of the digits drawn in it, in CSS pixels. */
function countBoxes(page: Page) {
  return page.getByTestId('bell-count').evaluate((badge) => {
    const range = document.createRange();
    range.selectNodeContents(badge);
    const box = (r: DOMRect) => ({ top: r.top, bottom: r.bottom, left: r.left, right: r.right });
    return {
      badge: box(badge.getBoundingClientRect()),
      digits: box(range.getBoundingClientRect()),
      color: getComputedStyle(badge).color,
    };
  });
}

test('the bell draws its number inside its red dot', async ({ page }) => {
  await login(page, RECRUITER);
  await expect(bell(page)).toHaveAccessibleName(/Notifications, \d+ unread/);
  const { badge, digits } = await countBoxes(page);
  expect(badge.bottom - badge.top).toBeGreaterThanOrEqual(16);
  expect(badge.bottom - badge.top).toBeLessThanOrEqual(22);
  // The digits' box lies within the dot's (a pixel of rounding allowed), so the white text is on red.
  expect(digits.top).toBeGreaterThanOrEqual(badge.top - 1);
  expect(digits.bottom).toBeLessThanOrEqual(badge.bottom + 1);
  expect(digits.left).toBeGreaterThanOrEqual(badge.left - 1);
  expect(digits.right).toBeLessThanOrEqual(badge.right + 1);
});

test('/notifications is fresh after a reload, and offline says how old its copy is', async ({
  page,
  context,
  request,
}) => {
  const recruiterToken = await apiToken(request, RECRUITER);
  const candidateToken = await apiToken(request, CANDIDATE);
  await request.put('/api/notifications/read', { headers: auth(recruiterToken), data: { all: true } });
  await login(page, RECRUITER);
  await page.goto('/notifications');
  await expect(page.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  await waitForServiceWorker(page);

  // The server learns of an applicant while this list is on screen; a reload shows it at once.
  const job = await postJob(request, `Fresh Role ${Date.now().toString(36)}`);
  const applied = await request.post(`/api/candidate/applyjob/${job._id}`, {
    headers: auth(candidateToken),
    data: {},
  });
  expect(applied.status()).toBe(201);
  await page.reload();
  const entry = page.getByRole('link', { name: new RegExp(`applied to ${job.JobTitle}`) });
  await expect(entry).toBeVisible({ timeout: 5000 });
  await expect(page.getByRole('button', { name: 'Mark all read' })).toBeEnabled();
  await expect(page.getByText(/You're offline/)).toHaveCount(0);

  // Offline: the same list, with a notice of its age, no spinner; a reload keeps it and the bell.
  await context.setOffline(true);
  await expect(
    page.getByRole('status').filter({ hasText: "You're offline — showing what you saw" }),
  ).toBeVisible();
  await page.reload();
  await expect(entry).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: "You're offline — showing what you saw" }),
  ).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading notifications' })).toHaveCount(0);
  await expect(bell(page)).toHaveAccessibleName(/Notifications, \d+ unread/);
  // Its failed refetch offline does not drop the copy: a second offline start still has both.
  await page.reload();
  await expect(entry).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName(/Notifications, \d+ unread/);
  await context.setOffline(false);
});

test('offline with no copy of the list yet: a plain message, not an endless spinner', async ({
  page,
  context,
}) => {
  await login(page, CANDIDATE);
  await waitForServiceWorker(page);
  await context.setOffline(true);
  // In-app navigation to a list this device never loaded.
  await bell(page).click();
  await expect(page.getByRole('heading', { name: 'Notifications', exact: true })).toBeVisible();
  await expect(
    page.getByText("You're offline, and this device has no copy of your notifications yet."),
  ).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading notifications' })).toHaveCount(0);
  // Back online, the list comes by itself.
  await context.setOffline(false);
  await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
  await expect(page.getByText(/You're offline/)).toHaveCount(0);
});
