// The account links in real Chromium against the real server and mail catcher: sign up, read the
// verification email, follow its link; forgot password, read the email, reset, and the old
// session answers 401.
import { waitForMail } from '../mail-inbox.ts';
import { auth, expect, test, uniqueEmail } from './fixtures.ts';

const PASSWORD = 'correct-horse-9';

/** The link of a kind in the mail's text part: absolute, to this server. */
function linkIn(text: string | undefined, path: '/verify-email' | '/reset-password'): string {
  const match = new RegExp(`https?://[^\\s<>"]+${path}\\?token=[A-Za-z0-9_-]+`).exec(text ?? '');
  if (!match) throw new Error(`no ${path} link in: ${text}`);
  return match[0];
}

test.setTimeout(90_000);

test('sign up, then follow the link of the verification email', async ({ page }) => {
  const email = uniqueEmail('verify');
  await page.goto('/sign-up');
  await page.getByLabel('Name').fill('Vera Verify');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  const mail = await waitForMail(email, { match: (m) => m.subject === 'Confirm your email for Hireloop' });
  const link = linkIn(mail.text, '/verify-email');
  await page.goto(link);
  await page.getByRole('button', { name: 'Confirm my email' }).click();
  await expect(page.getByText('Your email is confirmed.')).toBeVisible();
  // Used once: the same link now says so, with the way to ask again.
  await page.goto(link);
  await page.getByRole('button', { name: 'Confirm my email' }).click();
  await expect(page.getByRole('alert')).toHaveText('This link has already been used. Ask for a new one.');
});

test('forgot password, reset from the email, the old session answers 401', async ({ page, request }) => {
  const email = uniqueEmail('reset');
  expect(
    (
      await request.post('/api/signup', {
        data: { username: 'Rita Reset', useremail: email, userpassword: PASSWORD },
      })
    ).status(),
  ).toBe(201);
  const old = (await (
    await request.post('/api/signin', { data: { useremail: email, userpassword: PASSWORD } })
  ).json()) as { token: string };

  await page.goto('/sign-in');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  // The sign-in form, with its own Email field, stays on screen until the new page has loaded.
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send me a link' }).click();
  await expect(page.getByRole('status')).toContainText('If an account uses this email, we sent a link to it');

  const mail = await waitForMail(email, { match: (m) => m.subject === 'Reset your Hireloop password' });
  await page.goto(linkIn(mail.text, '/reset-password'));
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByLabel('Password', { exact: true }).evaluate((el) => el.removeAttribute('minlength'));
  await page.getByRole('button', { name: 'Save my new password' }).click();
  await expect(page.getByRole('alert')).toHaveText('Password must be at least 8 characters');
  await page.getByLabel('Password', { exact: true }).fill('a-brand-new-password');
  await page.getByRole('button', { name: 'Save my new password' }).click();
  await expect(page).toHaveURL(/\/onboard$/);

  expect((await request.get('/api/account/sessions', { headers: auth(old.token) })).status()).toBe(401);
  const again = await request.post('/api/signin', {
    data: { useremail: email, userpassword: 'a-brand-new-password' },
  });
  expect(again.status()).toBe(200);
});
