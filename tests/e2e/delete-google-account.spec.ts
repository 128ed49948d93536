// Deleting an account that signs in with Google only: its address typed is no confirmation (a
// session can read it); a fresh Google sign-in through the real popup is.
import type { Page } from '@playwright/test';
import { expect, test, uniqueEmail } from './fixtures.ts';

test.setTimeout(120_000);

/** The Auth emulator's account chooser: a new Google account, or the one already listed. */
async function googlePopup(page: Page, open: () => Promise<void>, pick: (popup: Page) => Promise<void>) {
  const opened = page.waitForEvent('popup');
  await open();
  const popup = await opened;
  await pick(popup);
}

test('a Google-only account confirms its deletion with Google, not its email', async ({ page, request }) => {
  const email = uniqueEmail('google-delete');
  await page.goto('/sign-in');
  await googlePopup(
    page,
    () => page.getByRole('button', { name: 'Continue with Google' }).click(),
    async (popup) => {
      await popup.locator('#add-account-button').click();
      await popup.locator('#email-input').fill(email);
      await popup.locator('#display-name-input').fill('Gone Google');
      await popup.locator('#sign-in').click();
    },
  );
  await expect(page).toHaveURL(/\/onboard$/, { timeout: 20_000 });
  const cookie = (await page.context().cookies()).find((c) => c.name === 'hireloop');
  const { token } = JSON.parse(decodeURIComponent(cookie!.value)) as { token: string };
  const onboard = await request.post('/api/onboard-recruiter', {
    headers: { authorization: `Bearer ${token}` },
    data: { name: 'Gone Google', currentCompany: 'Gone Labs', currentRole: 'Talent' },
  });
  expect(onboard.status(), await onboard.text()).toBe(201);
  // Onboarded behind this page's back: signing in again gives the page the role.
  await page.context().clearCookies();
  await page.goto('/sign-in');
  await googlePopup(
    page,
    () => page.getByRole('button', { name: 'Continue with Google' }).click(),
    (popup) => popup.getByText(email).first().click(),
  );
  await expect(page).toHaveURL(/\/home$/, { timeout: 20_000 });

  await page.goto('/account');
  await page.getByRole('button', { name: 'Delete my account…' }).click();
  const form = page.getByRole('form', { name: 'Delete my account' });
  await form.getByLabel('Your password').fill(email);
  await form.getByRole('button', { name: 'Delete my account forever' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    'Your account signs in with Google: confirm with Google to delete it',
  );

  await googlePopup(
    page,
    () => form.getByRole('button', { name: 'Confirm with Google' }).click(),
    (popup) => popup.getByText(email).first().click(),
  );
  await expect(page).toHaveURL(/\/sign-in$/, { timeout: 60_000 });
  await expect(page.getByText('Your account and everything in it were deleted')).toBeVisible();
  expect(
    (await request.get('/api/recruiter/Account', { headers: { authorization: `Bearer ${token}` } })).status(),
  ).toBe(401);
});
