// The job search with its counts at 100,000 jobs on PGlite (in-process, the service the endpoint
// calls), and the cost of the typo fallback. Budgets: p95 < 30 ms; the fallback adds < 20 ms.
//   node bench/job-search.mjs [--quick]
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import {
  log,
  machine,
  pgliteDataDir,
  quick,
  removeScratch,
  root,
  runBench,
  table,
  today,
  writeSection,
} from './lib.mjs';

export async function main() {
  const jobs = quick ? 10_000 : 100_000;
  const dir = await pgliteDataDir(jobs, { copy: true });
  try {
    const res = spawnSync(
      process.execPath,
      ['--import', 'tsx', join(root, 'bench/job-search.ts'), '--dir', dir, '--runs', quick ? '15' : '40'],
      { cwd: root, encoding: 'utf8', timeout: 900_000, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    if (res.status !== 0) throw new Error(`bench/job-search.ts failed (${res.status ?? res.signal})`);
    const r = JSON.parse(res.stdout.trim().split('\n').at(-1));
    const byName = Object.fromEntries(r.results.map((x) => [x.name, x]));
    const typo = byName['typo fallback (engneer → engineer)'];
    const fixed = byName['its corrected query'];
    const worst = Math.max(...r.results.filter((x) => x !== typo).map((x) => x.p95));
    const added = typo.p50 - fixed.p50;
    log(`job-search: worst p95 ${worst.toFixed(1)} ms; typo fallback adds ${added.toFixed(1)} ms (p50)`);
    writeSection(
      'job-search',
      [
        '## Job search with counts (PGlite, in-process)',
        '',
        `${today()} · ${machine()} · ${r.jobs.toLocaleString('en')} jobs · ${r.runs} runs per case`,
        '',
        'First: the search asked for the first time since a write to jobs. Again: asked again at once (the search cache).',
        '',
        table(
          ['search', 'jobs found', 'p50 ms', 'p95 ms', 'CPU p50 ms', 'CPU p95 ms', 'again CPU p50 / p95 ms'],
          r.results.map((x) => [
            x.name,
            x.total > 1000 ? '1,000+' : x.total,
            x.p50.toFixed(1),
            x.p95.toFixed(1),
            x.cpuP50.toFixed(1),
            x.cpuP95.toFixed(1),
            `${x.cachedCpuP50.toFixed(1)} / ${x.cachedCpuP95.toFixed(1)}`,
          ]),
        ),
        '',
        `Worst p95 of a search with counts: **${worst.toFixed(1)} ms** (budget < 30 ms: ${worst < 30 ? 'pass' : '**miss**'}).`,
        `The typo fallback adds **${added.toFixed(1)} ms** at p50 (budget < 20 ms: ${added < 20 ? 'pass' : '**miss**'}).`,
      ].join('\n'),
    );
  } finally {
    removeScratch(dir);
  }
}

runBench(import.meta.url, main);
