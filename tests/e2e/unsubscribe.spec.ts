// An email's unsubscribe link in a browser with JavaScript off: the page names the emails it stops
// and its button (a plain form post) turns them off; a changed link says it does not work. A mail
// client's one-click POST needs no page at all. Neither signs in.
import { unsubscribeToken } from '../../server/delivery/mail/unsubscribe.ts';
import { auth, expect, newAccount, test } from './fixtures.ts';

/** The link the server puts in an email, signed with the e2e server's own secret. */
function linkOf(userId: string, kind: 'decisions' | 'job-alerts') {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run through the e2e global setup');
  const token = unsubscribeToken(
    { jwtSecret: undefined, dataDir, publicOrigin: undefined, port: 0 },
    userId,
    kind,
  );
  return `/unsubscribe?token=${encodeURIComponent(token)}`;
}

async function emailOn(request: import('@playwright/test').APIRequestContext, token: string, kind: string) {
  const res = await request.get('/api/account/notification-settings', { headers: auth(token) });
  expect(res.status()).toBe(200);
  const { data } = (await res.json()) as { data: Array<{ kind: string; email: boolean }> };
  return data.find((s) => s.kind === kind)?.email;
}

test('the unsubscribe page works without JavaScript and without signing in', async ({ browser, request }) => {
  const user = await newAccount(request, 'unsub-page', 'Una Subscribe');
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const answer = await page.goto(linkOf(user.id, 'decisions'));
  expect(answer?.status()).toBe(200);
  expect(answer?.headers()['cache-control']).toBe('private, no-store');
  await expect(page.getByRole('heading', { name: 'Unsubscribe from these emails?' })).toBeVisible();
  await expect(page.getByText('decisions and stage changes on your applications')).toBeVisible();
  expect(await emailOn(request, user.token, 'decisions')).toBe(true);

  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
  expect(await emailOn(request, user.token, 'decisions')).toBe(false);
  expect(await emailOn(request, user.token, 'job-alerts')).toBe(true);

  // A link cut short says so, and changes nothing.
  const cut = await page.goto(linkOf(user.id, 'job-alerts').slice(0, -4));
  expect(cut?.status()).toBe(400);
  await expect(page.getByRole('heading', { name: 'This unsubscribe link does not work' })).toBeVisible();
  expect(await emailOn(request, user.token, 'job-alerts')).toBe(true);
  await context.close();
});

test("a mail client's one-click POST unsubscribes with no page", async ({ request }) => {
  const user = await newAccount(request, 'unsub-click', 'Una Click');
  const res = await request.post(linkOf(user.id, 'job-alerts'), {
    form: { 'List-Unsubscribe': 'One-Click' },
  });
  expect(res.status()).toBe(200);
  expect(await emailOn(request, user.token, 'job-alerts')).toBe(false);
});
