// In real Chromium against the real server: Logout ends the session on the
// server for this device only (its token answers 401, another device's keeps working), and with queued offline actions it first says how many and
// offers to wait; they are dropped only when the user says so, and logging out works offline.
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect, login, outboxSettled, test, uniqueEmail, waitForServiceWorker } from './fixtures.ts';
import { sessionToken } from './onboarding-helpers.ts';

const PASSWORD = 'correct-horse-9';

/** A fresh recruiter, and the token of a second device it is signed in on (the API's sign-in). */
async function freshRecruiter(request: APIRequestContext) {
  const email = uniqueEmail('logout');
  expect(
    (
      await request.post('/api/signup', {
        data: { username: 'Lou Gout', useremail: email, userpassword: PASSWORD },
      })
    ).status(),
  ).toBe(201);
  const signin = await request.post('/api/signin', { data: { useremail: email, userpassword: PASSWORD } });
  const { token } = (await signin.json()) as { token: string };
  const onboard = await request.post('/api/onboard-recruiter', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      name: 'Lou Gout',
      currentCompany: 'Outbox Ltd',
      currentRole: 'Talent',
      companyDescription: 'We wait.',
    },
  });
  expect(onboard.status(), await onboard.text()).toBe(201);
  return { email, otherDevice: token };
}

/** A fresh recruiter signs in, opens /feed, goes offline and posts: the post waits in the outbox. */
async function queuedPost(page: Page, context: BrowserContext, request: APIRequestContext, content: string) {
  const { email, otherDevice } = await freshRecruiter(request);
  await login(page, email, PASSWORD);
  await page.goto('/feed');
  await expect(page.getByRole('heading', { level: 1, name: 'Feed' })).toBeVisible();
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Create Post' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Content').fill(content);
  await dialog.getByRole('button', { name: 'Post' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('pending-post').filter({ hasText: content })).toBeVisible();
  await page.goto('/account');
  await page.getByRole('button', { name: 'Logout' }).click();
  return { ask: page.getByRole('alertdialog'), otherDevice };
}

test.setTimeout(120_000);

const feedHas = async (request: APIRequestContext, content: string) => {
  const res = await request.get('/api/feed/posts?limit=50');
  const body = (await res.json()) as { data: { content: string }[] };
  return body.data.some((p) => p.content === content);
};

test('logout with a queued post offers to wait; waiting sends it; logout then ends the server session', async ({
  page,
  context,
  request,
}) => {
  const content = `Queued before logout ${Date.now()}`;
  const { ask, otherDevice } = await queuedPost(page, context, request, content);
  const token = await sessionToken(page);
  await expect(ask).toContainText("1 action you made offline hasn't reached the server yet.");
  await ask.getByRole('button', { name: 'Wait for them' }).click();
  await expect(ask).toBeHidden();
  await expect(page).toHaveURL(/\/account$/);

  await context.setOffline(false);
  await expect.poll(() => feedHas(request, content), { timeout: 30_000 }).toBe(true);
  await expect(page.getByTestId('pending-badge')).toHaveCount(0, { timeout: 20_000 });

  // Nothing queued any more: Logout goes straight out, and the old token is dead on the server.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  const after = await request.get('/api/recruiter/Account', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(after.status()).toBe(401);
  // Sessions are per device: the other device is still signed in.
  const other = await request.get('/api/recruiter/Account', {
    headers: { authorization: `Bearer ${otherDevice}` },
  });
  expect(other.status()).toBe(200);
});

test('logout offline, when the user chooses to drop the queued post, still logs out here', async ({
  page,
  context,
  request,
}) => {
  const content = `Dropped on purpose ${Date.now()}`;
  const { ask } = await queuedPost(page, context, request, content);
  await ask.getByRole('button', { name: 'Logout anyway' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  expect((await context.cookies()).find((c) => c.name === 'hireloop')).toBeUndefined();

  await context.setOffline(false);
  await expect.poll(() => outboxSettled(page)).toBe(true);
  expect(await feedHas(request, content)).toBe(false);
});
