// The Account page's own forms and the banner of an unconfirmed email, in real Chromium against the real server and mail catcher: a wrong
// current password changes nothing; a new password signs in and the old one no longer does; a new
// email waits for its link, then signs in, and the old address is told.
import { listMail, waitForMail } from '../mail-inbox.ts';
import {
  expect,
  login,
  NEW_ACCOUNT_PASSWORD,
  newAccount,
  onboardCandidate,
  resumeUrl,
  test,
  uniqueEmail,
} from './fixtures.ts';

test.setTimeout(120_000);
const verifySubject = 'Confirm your email for Hireloop';

test('change the password, then the email, from the Account page', async ({ page, request }) => {
  const me = await newAccount(request, 'settings', 'Sita Settings');
  await onboardCandidate(request, me.token, 'Sita Settings', await resumeUrl(request, me.id));
  await login(page, me.email, NEW_ACCOUNT_PASSWORD);
  await page.goto('/account');

  // Unconfirmed: the banner says so and sends the link again; only a confirmed address is told of
  // changes, so the owner confirms it first.
  const banner = page.getByRole('region', { name: 'Confirm your email' });
  await expect(banner).toContainText(`We sent a link to ${me.email}`);
  await banner.getByRole('button', { name: 'Resend' }).click();
  await expect
    .poll(async () => (await listMail(me.email)).filter((m) => m.subject === verifySubject).length, {
      timeout: 30_000,
    })
    .toBe(2);
  const resent = (await listMail(me.email)).filter((m) => m.subject === verifySubject).at(-1);
  const verifyLink = /https?:\/\/[^\s<>"]+\/verify-email\?token=[A-Za-z0-9_-]+/.exec(resent?.text ?? '')?.[0];
  await page.goto(verifyLink as string);
  await page.getByRole('button', { name: 'Confirm my email' }).click();
  await expect(page.getByText('Your email is confirmed.')).toBeVisible();
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'Sign-in and security' })).toBeVisible();
  await expect(banner).toHaveCount(0);

  const password = page.getByRole('form', { name: 'Change password' });
  await password.getByLabel('Current password').fill('not-my-password');
  await password.getByLabel('New password').fill('a-second-password');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByRole('alert')).toBeVisible();
  await password.getByLabel('Current password').fill(NEW_ACCOUNT_PASSWORD);
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByRole('status')).toBeVisible();
  // Saved: the form is emptied for the next time.
  await expect(password.getByLabel('New password')).toHaveValue('');
  await waitForMail(me.email, { match: (m) => m.subject === 'Your Hireloop password was changed' });
  const signIn = (useremail: string, userpassword: string) =>
    request.post('/api/signin', { data: { useremail, userpassword } });
  expect((await signIn(me.email, NEW_ACCOUNT_PASSWORD)).status()).toBe(401);
  expect((await signIn(me.email, 'a-second-password')).status()).toBe(200);

  const newEmail = uniqueEmail('settings-new');
  const email = page.getByRole('form', { name: 'Change email' });
  await email.getByLabel('New email').fill(newEmail);
  await email.getByLabel('Current password').fill('a-second-password');
  await email.getByRole('button', { name: 'Send a confirmation link' }).click();
  await expect(email.getByRole('status')).toHaveText(
    `We sent a link to ${newEmail}. Open it within an hour to confirm the change.`,
  );
  // Nothing moves before the link is followed.
  expect((await signIn(me.email, 'a-second-password')).status()).toBe(200);

  const mail = await waitForMail(newEmail, {
    match: (m) => m.subject === 'Confirm your new email for Hireloop',
  });
  const link = /https?:\/\/[^\s<>"]+\/confirm-email\?token=[A-Za-z0-9_-]+/.exec(mail.text ?? '')?.[0];
  expect(link, mail.text).toBeTruthy();
  await page.goto(link as string);
  await page.getByRole('button', { name: 'Confirm my new email' }).click();
  await expect(page.getByRole('status')).toHaveText(
    `Your email is now ${newEmail}. Sign in with it from now on.`,
  );
  await waitForMail(me.email, {
    match: (m) => m.subject === 'The email of your Hireloop account was changed',
  });
  expect((await signIn(newEmail, 'a-second-password')).status()).toBe(200);
  expect((await signIn(me.email, 'a-second-password')).status()).toBe(401);
});
