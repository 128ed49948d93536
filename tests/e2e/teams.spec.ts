// A company hires together: the owner invites a recruiter from the Team tab, the invitation's
// email reaches the catcher, the new account accepts it and sees the owner's applicants.
import { waitForMail } from '../mail-inbox.ts';
import {
  apiToken,
  auth,
  DEMO,
  expect,
  NEW_ACCOUNT_PASSWORD,
  postJob,
  test,
  login,
  uniqueEmail,
} from './fixtures.ts';

test.setTimeout(120_000);

test('an owner invites a recruiter, who accepts and sees the board of the first one’s job', async ({
  page,
  browser,
  request,
}) => {
  const job = await postJob(request, `Team Board ${Date.now().toString(36)}`);
  const applied = await request.post(`/api/candidate/applyjob/${job._id}`, {
    headers: auth(await apiToken(request, DEMO.ana)),
    data: {},
  });
  expect(applied.status(), await applied.text()).toBe(201);

  const email = uniqueEmail('teammate');
  await login(page, DEMO.recruiter);
  await page.goto('/account');
  await page.getByRole('tab', { name: 'Team' }).click();
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('list', { name: 'Waiting invitations' })).toContainText(
    `${email} as Recruiter`,
  );

  const mail = await waitForMail(email, { match: (m) => m.subject.startsWith('Join ') });
  // The mail's origin is the configured public one; the path is what this server answers.
  const link = /\/team\/join\?token=[A-Za-z0-9_%-]+/.exec(mail.text ?? '')?.[0];
  expect(link, mail.text).toBeTruthy();

  const signup = await request.post('/api/signup', {
    data: { username: 'Tess Teammate', useremail: email, userpassword: NEW_ACCOUNT_PASSWORD },
  });
  expect(signup.ok(), await signup.text()).toBe(true);
  const context = await browser.newContext();
  const newcomer = await context.newPage();
  await newcomer.goto('/sign-in');
  await newcomer.getByLabel('Email').fill(email);
  await newcomer.getByLabel('Password').fill(NEW_ACCOUNT_PASSWORD);
  await newcomer.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(newcomer).toHaveURL(/\/onboard$/);

  await newcomer.goto(link as string);
  await newcomer.getByRole('button', { name: 'Join the team' }).click();
  await expect(newcomer.getByText(/You joined .+ as Recruiter\./)).toBeVisible();
  await newcomer.getByRole('button', { name: "See the company's jobs" }).click();
  await expect(newcomer.getByText(job.JobTitle).first()).toBeVisible();
  await newcomer.goto(`/jobs/Info/Board/${job.UrlPath}`);
  await expect(newcomer.getByRole('button', { name: /^Move to… \(Ana/ })).toBeVisible();

  // The same link is used up.
  await newcomer.goto(link as string);
  await newcomer.getByRole('button', { name: 'Join the team' }).click();
  await expect(newcomer.getByRole('alert')).toHaveText('This invitation was already used');
  await context.close();
});
