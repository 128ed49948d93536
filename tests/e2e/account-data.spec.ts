// The Account page's "Your data" in real Chromium against the real server: the download is the
// account's JSON; offline the screens say they need the network; a wrong password deletes nothing;
// the deletion leaves nothing of the account: no sign-in, no session, no job, no post, no file in
// Storage, and the goodbye mail arrives. (Every table is searched in tests/api/account-deletion.)
import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { waitForMail } from '../mail-inbox.ts';
import { expect, login, test, uniqueEmail } from './fixtures.ts';

const PASSWORD = 'correct-horse-9';
test.setTimeout(180_000);

function storage() {
  const host = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
  const bucket = `${process.env.FIREBASE_PROJECT_ID ?? 'demo-hireloop'}.appspot.com`;
  if (!host) throw new Error('run with the emulators of scripts/with-emulators.mjs');
  return { host, bucket };
}

async function upload(path: string) {
  const { host, bucket } = storage();
  const res = await fetch(`http://${host}/v0/b/${bucket}/o?name=${encodeURIComponent(path)}`, {
    method: 'POST',
    headers: { 'content-type': 'image/png' },
    body: 'png',
  });
  expect(res.ok).toBe(true);
  return `http://${host}/v0/b/${bucket}/o/${encodeURIComponent(path)}?alt=media&token=e2e`;
}

async function filesUnder(userId: string) {
  const { host, bucket } = storage();
  const names: string[] = [];
  for (const folder of ['resumes', 'logos', 'feed-posts', 'UpdatedProfiles']) {
    const res = await fetch(
      `http://${host}/v0/b/${bucket}/o?prefix=${encodeURIComponent(`${folder}/${userId}/`)}`,
    );
    names.push(...(((await res.json()) as { items?: { name: string }[] }).items ?? []).map((i) => i.name));
  }
  return names;
}

/** A recruiter with a confirmed email, a logo and a feed image in Storage, a job and a post. */
async function recruiterWithData(request: APIRequestContext) {
  const email = uniqueEmail('data');
  expect(
    (
      await request.post('/api/signup', {
        data: { username: 'Dee Leet', useremail: email, userpassword: PASSWORD },
      })
    ).status(),
  ).toBe(201);
  const verify = await waitForMail(email, { match: (m) => m.subject === 'Confirm your email for Hireloop' });
  const verifyToken = /verify-email\?token=([\w-]+)/.exec(verify.text ?? '')?.[1];
  expect((await request.post('/api/auth/verify-email', { data: { token: verifyToken } })).status()).toBe(200);
  const signin = await request.post('/api/signin', { data: { useremail: email, userpassword: PASSWORD } });
  const { token, user } = (await signin.json()) as { token: string; user: { _id: string } };
  const headers = { authorization: `Bearer ${token}` };
  const logo = await upload(`logos/${user._id}/1700000000000_logo.png`);
  const onboard = await request.post('/api/onboard-recruiter', {
    headers,
    data: { name: 'Dee Leet', currentCompany: 'Leaving Labs', currentRole: 'Talent', companyLogo: logo },
  });
  expect(onboard.status(), await onboard.text()).toBe(201);
  const job = await request.post('/api/postjob', {
    headers,
    data: {
      JobTitle: 'Farewell Engineer',
      CompanyName: 'Leaving Labs',
      Location: 'Lisbon',
      JobType: 'Full-Time',
      RequiredSkills: 'Goodbyes',
      ApplicationDeadline: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
      JobDescription: 'Wave.',
    },
  });
  expect(job.status(), await job.text()).toBe(201);
  const image = await upload(`feed-posts/${user._id}/1700000000000_post.png`);
  const content = `Last post ${Date.now()}`;
  expect((await request.post('/api/feed/post', { headers, data: { content, image } })).status()).toBe(201);
  const { UrlPath } = ((await job.json()) as { data: { UrlPath: string } }).data;
  return { email, id: user._id, otherDevice: token, urlPath: UrlPath, content, logo };
}

test('a recruiter downloads their data, then deletes the account and nothing of it is left', async ({
  page,
  context,
  request,
}) => {
  const me = await recruiterWithData(request);
  await login(page, me.email, PASSWORD);
  await page.goto('/account');
  const yourData = page.getByRole('heading', { name: 'Your data' });
  // The account loads first (its query), then the section under it.
  await expect(yourData).toBeVisible({ timeout: 30_000 });

  // The download: the account's JSON, with the job, the post and the file links.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^hireloop-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await download.path())!, 'utf8'));
  expect(data.account).toMatchObject({ id: me.id, email: me.email, role: 'recruiter' });
  expect(data.jobs.map((j: { title: string }) => j.title)).toEqual(['Farewell Engineer']);
  expect(data.posts.map((p: { content: string }) => p.content)).toEqual([me.content]);
  expect(data.files.map((f: { url: string }) => f.url)).toContain(me.logo);

  // Offline: said at once, nothing queued.
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Download my data' }).click();
  await expect(
    page.getByText('You are offline. This needs the network — connect and try again.'),
  ).toBeVisible();
  await context.setOffline(false);

  await page.getByRole('button', { name: 'Delete my account…' }).click();
  const form = page.getByRole('form', { name: 'Delete my account' });
  await form.getByLabel('Your password').fill('not my password');
  await form.getByRole('button', { name: 'Delete my account forever' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    'That password is not right: your account was not deleted',
  );
  expect(
    (
      await request.get('/api/recruiter/Account', { headers: { authorization: `Bearer ${me.otherDevice}` } })
    ).status(),
  ).toBe(200);

  await form.getByLabel('Your password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Delete my account forever' }).click();
  // A password hash, the deletion, its Storage sweep, then this device forgets the account.
  await expect(page).toHaveURL(/\/sign-in$/, { timeout: 60_000 });
  await expect(page.getByText('Your account and everything in it were deleted')).toBeVisible();

  // Nothing of it is left: no sign-in, no session on the other device, no job, no post, no file.
  expect(
    (await request.post('/api/signin', { data: { useremail: me.email, userpassword: PASSWORD } })).status(),
  ).toBe(401);
  expect(
    (
      await request.get('/api/recruiter/Account', { headers: { authorization: `Bearer ${me.otherDevice}` } })
    ).status(),
  ).toBe(401);
  expect((await request.get(`/api/recruiter/postinfo/${me.urlPath}`)).status()).toBe(404);
  const feed = (await (await request.get('/api/feed/posts?limit=50')).json()) as {
    data: { content: string }[];
  };
  expect(feed.data.map((p) => p.content)).not.toContain(me.content);
  await expect.poll(() => filesUnder(me.id), { timeout: 20_000 }).toEqual([]);
  const goodbye = await waitForMail(me.email, {
    match: (m) => m.subject === 'Your Hireloop account was deleted',
  });
  expect(goodbye.text).toContain('Hi Dee Leet, your Hireloop account was deleted as you asked');
  // This device forgot the session: the Account page asks to sign in.
  await page.goto('/account');
  await expect(page).toHaveURL(/\/sign-in$/);
});
