// The recovery pages as the server renders them: a browser with no script still hears that the
// forgot form was sent; a dead reset link says so when opened; a visitor on a link page gets the
// bar of getting in, not a signed-in one.
import { waitForMail } from '../mail-inbox.ts';
import { expect, test, uniqueEmail } from './fixtures.ts';

test.setTimeout(90_000);

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });

  test('the forgot form comes back saying it was sent', async ({ page }) => {
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(uniqueEmail('noscript'));
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await expect(page).toHaveURL(/\/forgot-password\?sent=1$/);
    await expect(page.getByRole('status')).toContainText(
      'If an account uses this email, we sent a link to it',
    );
  });

  test('a forged reset link says it is not valid when opened, with the way to ask again', async ({
    page,
  }) => {
    for (const token of ['A'.repeat(43), 'cut-short']) {
      await page.goto(`/reset-password?token=${token}`);
      await expect(page.getByRole('alert')).toHaveText(
        'This link is not valid: it may be cut short or mistyped. Ask for a new one.',
      );
      await expect(page.getByRole('link', { name: 'Send me a new link' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Save my new password' })).toHaveCount(0);
    }
  });
});

test('a used reset link says so when opened', async ({ page, request }) => {
  const email = uniqueEmail('used-reset');
  const password = 'correct-horse-9';
  expect(
    (
      await request.post('/api/signup', {
        data: { username: 'Used Link', useremail: email, userpassword: password },
      })
    ).status(),
  ).toBe(201);
  await request.post('/api/auth/forgot-password', { data: { useremail: email } });
  const mail = await waitForMail(email, { match: (m) => m.subject === 'Reset your Hireloop password' });
  const token = /\/reset-password\?token=([\w-]{43})/.exec(mail.text ?? '')?.[1] ?? '';
  expect(
    (
      await request.post('/api/auth/reset-password', { data: { token, userpassword: 'another-pass-9' } })
    ).status(),
  ).toBe(200);
  await page.goto(`/reset-password?token=${token}`);
  await expect(page.getByRole('alert')).toHaveText('This link has already been used. Ask for a new one.');
  await expect(page.getByRole('link', { name: 'Send me a new link' })).toBeVisible();
});

test('a visitor on the link pages sees Login and Register, no signed-in avatar', async ({ page }) => {
  for (const path of ['/verify-email?token=x', '/confirm-email?token=x']) {
    await page.goto(path);
    const bar = page.getByRole('navigation', { name: 'Main' });
    await expect(bar.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(bar.getByText('U', { exact: true })).toHaveCount(0);
    await expect(bar.getByRole('link', { name: 'Home' })).toHaveCount(0);
  }
});
