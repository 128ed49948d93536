// Logout reaches every tab, in real Chromium against the real server and the Storage emulator: a
// recruiter has a job's applicants open in tab A while its résumés are still downloading (held here
// until the logout), and logs out in tab B. The device keeps no résumé, right after the wipe nor
// once the held downloads were let go, and tab A shows the signed-out screen.
import type { APIRequestContext, Request, Route } from '@playwright/test';
import { makePdf } from '../fixtures/make-fixtures.mjs';
import {
  applicantWithResume,
  auth,
  expect,
  keptResumes,
  login,
  NEW_ACCOUNT_PASSWORD,
  newAccount,
  test,
} from './fixtures.ts';

// page.route sees no request a service worker answers; this test needs none.
test.use({ serviceWorkers: 'block' });
test.setTimeout(120_000);

const RESUMES = /\/o\/resumes%2F/;

/** A fresh recruiter (logout ends every session of its user) and one job of theirs. */
async function recruiterWithJob(request: APIRequestContext) {
  const recruiter = await newAccount(request, 'tabs', 'Tab Hopper');
  const onboard = await request.post('/api/onboard-recruiter', {
    headers: auth(recruiter.token),
    data: {
      name: 'Tab Hopper',
      currentCompany: 'Two Tabs Ltd',
      currentRole: 'Talent',
      companyDescription: 'Tabs.',
    },
  });
  expect(onboard.status(), await onboard.text()).toBe(201);
  const posted = await request.post('/api/postjob', {
    headers: auth(recruiter.token),
    data: {
      JobTitle: `Two Tabs ${Date.now().toString(36)}`,
      CompanyName: 'Two Tabs Ltd',
      Location: 'Porto',
      JobType: 'Full-time',
      RequiredSkills: 'BroadcastChannel',
      ApplicationDeadline: '2030-06-30',
      JobDescription: 'Log out everywhere.',
    },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  const job = ((await posted.json()) as { data: { _id: string; UrlPath: string } }).data;
  return { email: recruiter.email, job };
}

test('logging out in tab B stops the résumé downloads of tab A and leaves none on the device', async ({
  context,
  page: tabA,
  request,
}) => {
  const { email, job } = await recruiterWithJob(request);
  for (const name of ['Ada One', 'Ben Two', 'Cy Three', 'Di Four'])
    await applicantWithResume(request, job._id, name, makePdf(30));

  // The first résumé comes at once; the next ones are held until after the logout.
  let passed = 0;
  const held: Route[] = [];
  let holding = true;
  await context.route(RESUMES, (route) => {
    if (passed++ === 0 || !holding) return route.continue();
    held.push(route);
  });
  const settled: Request[] = [];
  const onSettled = (r: Request) => RESUMES.test(r.url()) && settled.push(r);
  context.on('requestfinished', onSettled);
  context.on('requestfailed', onSettled);

  await login(tabA, email, NEW_ACCOUNT_PASSWORD);
  await tabA.goto(`/jobs/Info/Applicants/${job.UrlPath}`);
  await expect(tabA.getByText('Saved for offline')).toHaveCount(1, { timeout: 20_000 });
  await expect.poll(() => held.length, { timeout: 20_000 }).toBe(1);
  expect(await keptResumes(tabA)).toBe(1);

  const tabB = await context.newPage();
  await tabB.goto('/account');
  await tabB.getByRole('button', { name: 'Logout' }).click();
  await expect(tabB).toHaveURL(/\/sign-in$/);
  expect(await keptResumes(tabB)).toBe(0);

  // Now the held download answers (tab A aborted it; continuing may fail), and no more come.
  holding = false;
  const requestsBefore = passed;
  for (const route of held) await route.continue().catch(() => {});
  await expect.poll(() => settled.length, { timeout: 10_000 }).toBe(requestsBefore);
  // Tab A heard of it: the private screen gave way to the sign-in screen, which unmounted the
  // applicants page and aborted its downloads (the review saw eight résumés arrive over 14 s).
  await expect(tabA).toHaveURL(/\/sign-in$/);
  await expect(tabA.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  expect(await keptResumes(tabA)).toBe(0);
  expect(await keptResumes(tabB)).toBe(0);
  expect(passed, 'résumé requests after the logout').toBe(requestsBefore);
});
