// The outcome of a vitest or Playwright run, read from its JSON report: passed and failed counts,
// and the name of every failed test (and every e2e test that passed only on its retry). Used by
// `npm test` (scripts/test.mjs) and by CI's PostgreSQL run:
//   node scripts/test-reports.mjs vitest <report.json> <label>
// prints "<passed> <failed>", then one line per failed test, "  ✗ <label>: <name>".
import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The report, or null when it is missing or unreadable (the runner crashed before writing it). */
export function readReport(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** vitest: its failed tests, and its files that failed without one (import error, failing hook). */
export function vitestOutcome(r) {
  const names = (r.testResults ?? []).flatMap((f) => {
    const file = relative(root, f.name);
    const failed = (f.assertionResults ?? []).filter((t) => t.status === 'failed');
    if (f.status === 'failed' && failed.length === 0) return [`${file} (the file failed)`];
    return failed.map((t) => `${file} > ${t.fullName}`);
  });
  return { passed: r.numPassedTests ?? 0, failed: names.length, names, flaky: [] };
}

/** Playwright's tests with the given outcome ('unexpected': failed every try; 'flaky'), with their file. */
function playwrightTests(suite, status) {
  const own = (suite.specs ?? []).flatMap((entry) =>
    entry.tests.filter((t) => t.status === status).map(() => `${entry.file} > ${entry.title}`),
  );
  return [...own, ...(suite.suites ?? []).flatMap((s) => playwrightTests(s, status))];
}

/** Playwright: a test that passed on its retry counts as passed, and is named among the flaky. */
export function playwrightOutcome(r) {
  const suites = r.suites ?? [];
  const errors = (r.errors ?? []).map((e) => `error outside a test: ${e.message?.split('\n')[0]}`);
  const names = [...suites.flatMap((s) => playwrightTests(s, 'unexpected')), ...errors];
  const passed = (r.stats?.expected ?? 0) + (r.stats?.flaky ?? 0);
  return { passed, failed: names.length, names, flaky: suites.flatMap((s) => playwrightTests(s, 'flaky')) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [kind, file, label = kind] = process.argv.slice(2);
  const read = { vitest: vitestOutcome, playwright: playwrightOutcome }[kind];
  if (!read) throw new Error('usage: node scripts/test-reports.mjs vitest|playwright <report.json> [label]');
  const { passed, failed, names } = read(readReport(file) ?? {});
  console.log(passed, failed);
  for (const name of names) console.log(`  ✗ ${label}: ${name}`);
}
