// Place completion (GET /api/places' query), findPlace and posting a job with its geocoding, timed
// in-process on a fresh PGlite (bench/places-time.ts); writes its section of docs/benchmarks.md.
//   node bench/places.mjs [--quick]
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { fmt, log, machine, root, runBench, table, today, writeSection } from './lib.mjs';

const { values: args } = parseArgs({ options: { quick: { type: 'boolean', default: false } } });

export async function main() {
  const load = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
  const counts = args.quick ? ['--rounds', '200', '--posts', '50'] : ['--rounds', '600', '--posts', '150'];
  const res = spawnSync(
    process.execPath,
    ['--import', 'tsx', join(root, 'bench/places-time.ts'), ...counts],
    {
      cwd: root,
      encoding: 'utf8',
      timeout: 600_000,
    },
  );
  if (res.status !== 0) throw new Error(`places-time failed: ${res.stderr}`);
  const r = JSON.parse(res.stdout.trim().split('\n').at(-1));
  const row = (what, m, goal, pass) => [
    what,
    m.n,
    fmt(m.p50, 2),
    fmt(m.p95, 2),
    goal,
    pass ? 'pass' : '**miss**',
  ];
  const rows = [
    row(
      'place completion, a prefix asked for the first time',
      r.complete,
      'p95 < 10 ms',
      r.complete.p95 < 10,
    ),
    row('place completion, a prefix asked before (kept in memory)', r.completeAgain, '–', true),
    row('findPlace (one place by name)', r.find, '–', true),
    row('posting a job (geocoding, salary, insert, alerts)', r.post, 'p50 < 50 ms', r.post.p50 < 50),
  ];
  for (const [what, , p50, p95] of rows) log(`places: ${what}: p50 ${p50} ms, p95 ${p95} ms`);
  writeSection(
    'places',
    [
      '## Places and posting with geocoding (PGlite)',
      '',
      `${today()} · ${machine()} · load average before ${load}`,
      '',
      `A fresh database with the gazetteer loaded (49,049 places; creating and migrating it, the places' load included, took ${(r.migrateMs / 1000).toFixed(1)} s). In-process, the services' own queries, no HTTP. A first completion is timed over prefixes asked once each (one to four letters of the biggest places' names; the server keeps each prefix's answer after its first ask), at ${fmt(r.complete.cpuP95, 2)} ms CPU p95 (the wall clock's tail beyond it is the host's other work); asked again, completion cycles through what people type, from one letter ("s": 5,700 places) to whole names; posting cycles through known, hybrid, remote and unknown places and salary texts.`,
      '',
      table(['what', 'runs', 'p50 ms', 'p95 ms', 'goal', ''], rows),
    ].join('\n'),
  );
}

runBench(import.meta.url, main);
