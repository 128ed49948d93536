// Text on /account is readable in both colour schemes: axe-core's WCAG 2 AA contrast rule over the
// candidate's profile, with its muted texts ('Not provided', the labels) on screen.
import { axeViolations } from './axe.ts';
import { DEMO, expect, login, test } from './fixtures.ts';

for (const colorScheme of ['light', 'dark'] as const) {
  test(`/account passes axe-core's colour contrast check (${colorScheme})`, async ({ browser }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext({ colorScheme, serviceWorkers: 'block' });
    const page = await context.newPage();
    await login(page, DEMO.sam);
    await page.goto('/account');
    await expect(page.getByText('Not provided').first()).toBeVisible({ timeout: 30_000 });
    const contrast = { runOnly: { type: 'rule', values: ['color-contrast'] } };
    expect(await axeViolations(page, contrast)).toEqual([]);
    await context.close();
  });
}
