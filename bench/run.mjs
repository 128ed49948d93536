// `npm run bench`: every benchmark in turn, each in its own process, each writing its section of
// docs/benchmarks.md. Seeded data is built once under .tmp/bench/data and reused (delete to rebuild).
//   npm run bench [-- --quick] [-- --only first-load,api]
import { parseArgs } from 'node:util';
import { ensureBuild, holdBenchLock, log, machine, runNode, today, writeSection } from './lib.mjs';

const { values: args } = parseArgs({
  options: { quick: { type: 'boolean', default: false }, only: { type: 'string' } },
});
const steps = [
  ['prepare-data', 20 * 60_000],
  ['first-load', 10 * 60_000],
  ['deep-link', 10 * 60_000],
  ['offline-start', 10 * 60_000],
  ['offline-search', 10 * 60_000],
  ['replay', 5 * 60_000],
  ['api', 20 * 60_000],
  ['job-search', 20 * 60_000],
  ['startup', 10 * 60_000],
  ['alerts', 10 * 60_000],
  ['places', 10 * 60_000],
  ['push', 10 * 60_000],
  ['push-idle', 10 * 60_000],
  ['mail', 30 * 60_000],
  ['hiring-client', 10 * 60_000],
  ['hiring', 10 * 60_000],
  ['interview-schedule', 10 * 60_000],
];
const only = args.only ? new Set(args.only.split(',')) : null;

holdBenchLock();
const started = Date.now();
ensureBuild({ force: true }); // one fresh build of the current sources for every step
const outcome = [];
for (const [name, timeoutMs] of steps) {
  if (only && !only.has(name) && name !== 'prepare-data') continue;
  log(`── ${name}`);
  const t0 = Date.now();
  const code = await runNode([`bench/${name}.mjs`, ...(args.quick ? ['--quick'] : [])], {
    timeoutMs,
    env: { BENCH_REUSE_BUILD: '1' },
  });
  outcome.push(
    `| ${name} | ${code === 0 ? 'ok' : `**failed (exit ${code})**`} | ${((Date.now() - t0) / 1000).toFixed(0)} s |`,
  );
}
writeSection(
  'notes',
  [
    '## Run',
    '',
    `${today()} · ${machine()}${args.quick ? ' · **--quick**' : ''} · total ${((Date.now() - started) / 60_000).toFixed(1)} min`,
    '',
    '| step | result | time |',
    '| --- | --- | --- |',
    ...outcome,
  ].join('\n'),
);
if (outcome.some((l) => l.includes('failed'))) process.exitCode = 1;
