// Text on /account is readable in both colour schemes: axe-core's WCAG 2 AA contrast rule over the
// candidate's profile, with its muted texts ('Not provided', the labels) on screen.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { DEMO, expect, login, test } from './fixtures.ts';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type Contrast = { id: string; nodes: { target: string[]; any: { message: string }[] }[] };

for (const colorScheme of ['light', 'dark'] as const) {
  test(`/account passes axe-core's colour contrast check (${colorScheme})`, async ({ browser }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext({ colorScheme, serviceWorkers: 'block' });
    const page = await context.newPage();
    await login(page, DEMO.sam);
    await page.goto('/account');
    await expect(page.getByText('Not provided').first()).toBeVisible({ timeout: 30_000 });
    // Run through the debugging protocol, not a page script: the app's CSP stays as it is.
    await page.evaluate(axeSource);
    const violations = await page.evaluate(async () => {
      const axe = (
        window as unknown as { axe: { run: (...args: unknown[]) => Promise<{ violations: Contrast[] }> } }
      ).axe;
      const result = await axe.run(document, { runOnly: { type: 'rule', values: ['color-contrast'] } });
      return result.violations.flatMap((v) =>
        v.nodes.map((n) => `${n.target.join(' ')}: ${n.any.map((a) => a.message).join('; ')}`),
      );
    });
    expect(violations).toEqual([]);
    await context.close();
  });
}
