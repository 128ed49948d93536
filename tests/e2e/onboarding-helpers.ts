// Register through the API and sign in through the login form: the user lands on /onboard.
import type { Page } from '@playwright/test';
import { expect, uniqueEmail } from './fixtures.ts';

export async function signUpAndSignIn(page: Page, prefix: string, username: string) {
  const email = uniqueEmail(prefix);
  const password = 'correct-horse-9';
  const res = await page.request.post('/api/signup', {
    data: { username, useremail: email, userpassword: password },
  });
  expect(res.ok(), await res.text()).toBe(true);
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/onboard$/);
  return { email, password };
}

/** The session token from the `hireloop` cookie, for API checks. */
export async function sessionToken(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'hireloop');
  if (!cookie) throw new Error('no session cookie');
  return JSON.parse(decodeURIComponent(cookie.value)).token as string;
}

/** Records every percentage the upload progress shows (the page navigates away right after). */
export async function recordProgress(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { __progress: string[] }).__progress = seen;
    new MutationObserver(() => {
      for (const el of document.querySelectorAll('[data-testid="upload-percent"]')) {
        const text = el.textContent ?? '';
        if (seen.at(-1) !== text) seen.push(text);
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { __progress: string[] }).__progress);
}
