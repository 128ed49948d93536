// Register → login → onboarding redirect, and Google sign-in through the Auth emulator's real popup.
import { expect, test, uniqueEmail } from './fixtures.ts';

test('register, then log in, then land on onboarding', async ({ page }) => {
  const email = uniqueEmail('reg');
  await page.goto('/sign-up');
  await page.getByLabel('Name').fill('Riley E2E');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('correct-horse-9');
  await page.getByRole('button', { name: 'Register', exact: true }).click();

  await expect(page.getByText('Registration Successful!')).toBeVisible();
  await expect(
    page.getByText('You have been registered successfully. Please login to continue.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in$/);

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('correct-horse-9');
  await page.getByRole('button', { name: 'Login', exact: true }).click();

  await expect(page).toHaveURL(/\/onboard$/);
  await expect(page.getByText('Welcome To Onboarding')).toBeVisible();
  const cookie = (await page.context().cookies()).find((c) => c.name === 'hireloop');
  expect(cookie, 'the session cookie').toBeTruthy();
});

test('Google sign-in through the real popup against the Auth emulator', async ({ page }) => {
  const email = uniqueEmail('google');
  await page.goto('/sign-in');
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  const popup = await popupOpened;

  // The Auth emulator's own account chooser.
  await popup.locator('#add-account-button').click();
  await popup.locator('#email-input').fill(email);
  await popup.locator('#display-name-input').fill('Gale Google');
  await popup.locator('#sign-in').click();

  await expect(page).toHaveURL(/\/onboard$/, { timeout: 20_000 });
  await expect(page.getByText('Welcome To Onboarding')).toBeVisible();
});
