// axe-core in the page, injected through the debugging protocol so the app's CSP stays as it is.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type Violation = { id: string; nodes: { target: string[]; failureSummary?: string }[] };

/** Each node that breaks one of axe's rules, as "rule selector: why"; `options` go to `axe.run`. */
export async function axeViolations(page: Page, options: Record<string, unknown>): Promise<string[]> {
  // Colours read mid-transition (a theme switch fades them) are neither scheme's: wait them out.
  // Endless ones (a spinner) never finish and change no colour.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async (options) => {
    const axe = (
      window as unknown as { axe: { run: (...args: unknown[]) => Promise<{ violations: Violation[] }> } }
    ).axe;
    const result = await axe.run(document, options);
    return result.violations.flatMap((v) =>
      v.nodes.map((n) => `${v.id} ${n.target.join(' ')}: ${n.failureSummary ?? ''}`),
    );
  }, options);
}
