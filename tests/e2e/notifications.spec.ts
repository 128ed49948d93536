// Notifications in real Chromium against the real server: the recruiter's bell counts a new
// applicant, the candidate's bell shows the decision, and 'Mark all read' clears the count.
import type { APIRequestContext, Page } from '@playwright/test';
import { apiToken, auth, expect, login, test } from './fixtures.ts';

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
  const entry = recruiter.getByRole('button', { name: new RegExp(`applied to ${title}`) });
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
