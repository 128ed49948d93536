// `npm test`: lint, typecheck, vitest (unit + API), build, Playwright e2e — in that order, each
// runner's own output shown. Ends with one line `N passed, N failed` summing vitest and Playwright
// tests; a failed lint, typecheck or build, a test file that fails to load, or a runner that
// crashed counts as one failure. Exit code 1 when anything failed.
// The Firebase emulators and the mail catcher start once (free ports, in the background while lint
// runs) and serve both vitest's API tests and the e2e server.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { playwrightOutcome, readReport, vitestOutcome } from './test-reports.mjs';
import { emulatorsForTests } from './with-emulators.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const reports = join(root, '.tmp/test-reports');
const env = { ...process.env, PATH: `${join(root, 'node_modules/.bin')}${delimiter}${process.env.PATH}` };
const totals = { passed: 0, failed: 0 };
const problems = [];
const failedTests = [];
const flakyTests = [];
let current = null;

function run(title, cmd, args) {
  console.log(`\n━━━ ${title}: ${cmd} ${args.join(' ')}`);
  return new Promise((res) => {
    current = spawn(cmd, args, { cwd: root, env, stdio: 'inherit' });
    current.once('error', (err) => {
      console.error(err.message);
      res(false);
    });
    current.once('exit', (code) => res(code === 0));
  });
}

/** A step without test counts of its own: a failure counts as one failed test. */
async function step(title, cmd, args) {
  const ok = await run(title, cmd, args);
  if (!ok) {
    totals.failed += 1;
    problems.push(title);
  }
  return ok;
}

/**
 * A test runner: add its passed/failed counts and the names of its failed and flaky tests; a crash
 * with no failed test counts as one.
 */
async function tests(title, cmd, args, jsonFile, outcomeOf) {
  rmSync(jsonFile, { force: true });
  const ok = await run(title, cmd, args);
  const { passed, failed, names, flaky } = outcomeOf(readReport(jsonFile) ?? {});
  failedTests.push(...names.map((name) => `${title}: ${name}`));
  flakyTests.push(...flaky.map((name) => `${title}: ${name}`));
  totals.passed += passed;
  totals.failed += failed;
  if (!ok && failed === 0) totals.failed += 1;
  if (!ok || failed > 0) problems.push(title);
}

mkdirSync(reports, { recursive: true });
const emulatorsStarting = emulatorsForTests();
emulatorsStarting.catch(() => {}); // reported below, when the tests need them
let emulators = null;
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(sig, async () => {
    current?.kill(sig);
    await (emulators ?? (await emulatorsStarting.catch(() => null)))?.stop();
    process.exit(130);
  });
}

await step('lint', 'biome', ['check', '.']);
await step('typecheck', 'tsc', ['-b']);

try {
  emulators = await emulatorsStarting;
  Object.assign(env, emulators.env);
  if (emulators.startupMs)
    console.log(`\nFirebase emulators ready in ${(emulators.startupMs / 1000).toFixed(1)} s`);
} catch (err) {
  const why = err instanceof Error ? err.message : err;
  console.error(`\nThe Firebase emulators or the mail catcher did not start: ${why}`);
  totals.failed += 1;
  problems.push('firebase emulators and mail catcher');
}

const vitestJson = join(reports, 'vitest.json');
// json first: it must write its report even if the default reporter crashes while printing.
const vitestArgs = ['run', '--reporter=json', '--reporter=default', `--outputFile.json=${vitestJson}`];
await tests('vitest', 'vitest', vitestArgs, vitestJson, vitestOutcome);

if (await step('build', 'node', ['scripts/build.mjs'])) {
  const pwJson = join(reports, 'playwright.json'); // written by the json reporter of playwright.config.ts
  await tests('e2e', 'playwright', ['test'], pwJson, playwrightOutcome);
} else {
  console.log('\nThe build failed: the e2e tests were not run.');
}
await emulators?.stop();

console.log(`\n${problems.length ? `Failed: ${problems.join(', ')}` : 'All steps passed.'}`);
for (const name of failedTests) console.log(`  ✗ ${name}`);
for (const name of flakyTests) console.log(`  ⚠ passed on its retry: ${name}`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 ? 1 : 0);
