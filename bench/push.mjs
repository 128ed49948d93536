// A burst of 1,000 queued pushes drained by the server's push worker into a local stand-in push
// service, and the p99 of reads (GET /api/notifications) while it drains against just before, on
// PGlite and (when installed) PostgreSQL. bench/push-drain.ts does one run.
//   node bench/push.mjs
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import {
  log,
  machine,
  postgresAvailable,
  root,
  runBench,
  startPostgres,
  table,
  today,
  writeSection,
} from './lib.mjs';

function drain(env) {
  const res = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'bench/push-drain.ts')], {
    cwd: root,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: 600_000,
  });
  if (res.status !== 0) throw new Error(`bench/push-drain.ts failed: ${res.stderr}`);
  return JSON.parse(res.stdout.trim().split('\n').at(-1));
}

export async function main() {
  // Encryption on the app's worker thread against on the main thread (BENCH_ENCRYPT=here),
  // alternated in one run: the host is shared, so only ratios within a run mean anything.
  const here = { BENCH_ENCRYPT: 'here' };
  const runs = [drain({ DATABASE_URL: '', ...here }), drain({ DATABASE_URL: '' })];
  if (postgresAvailable()) {
    const pg = await startPostgres();
    const name = `hireloop_bench_push_${process.pid}`;
    try {
      pg.psql('postgres', `drop database if exists ${name}`);
      pg.psql('postgres', `create database ${name}`);
      for (let i = 0; i < 2; i++) {
        runs.push(drain({ DATABASE_URL: pg.url(name), ...here }));
        runs.push(drain({ DATABASE_URL: pg.url(name) }));
      }
    } finally {
      pg.psql('postgres', `drop database if exists ${name}`);
      await pg.stop();
    }
  } else log('push: PostgreSQL is not installed here; PGlite only');
  const rows = runs.map((r) => {
    log(
      `push: ${r.database}, encryption on the ${r.encryption}: drained ${r.pushes} in ${r.drainMs.toFixed(0)} ms (${r.perSecond.toFixed(0)}/s), main thread busy ${r.mainBusyMs.toFixed(0)} ms; read p99 ${r.before.p99} → ${r.during.p99} ms`,
    );
    return [
      r.database,
      r.encryption,
      r.pushes,
      r.concurrency,
      r.drainMs.toFixed(0),
      r.mainBusyMs.toFixed(0),
      r.perSecond.toFixed(0),
      `${r.before.p50} / ${r.before.p99}`,
      `${r.during.p50} / ${r.during.p99}`,
      `${r.before.rps.toFixed(0)} → ${r.during.rps.toFixed(0)} (asked ${r.rate})`,
    ];
  });
  writeSection(
    'push',
    [
      '## 7. Web Push: a burst of queued pushes',
      '',
      `${today()} · ${machine()}`,
      '',
      "1,000 rows put in the push outbox at once for 100 devices; the server's push worker (in the server process, `PUSH_CONCURRENCY` pushes in flight) encrypts each one (on its worker thread, or on the main thread for comparison; the VAPID signature is made once per push service) and posts it to a local stand-in push service (its own process, answering 201). Meanwhile autocannon (its own process, 8 connections) reads `GET /api/notifications` of a user with 2,000 notifications at a steady 100 requests/s (a load the server answers with room to spare; at saturation p99 is only queueing), as for the same time just before the burst. Goal: the reads' p99 unchanged while it drains.",
      '',
      table(
        [
          'database',
          'encryption',
          'pushes',
          'in flight',
          'drain (ms)',
          'main thread busy (ms)',
          'pushes/s',
          'reads p50 / p99 before (ms)',
          'reads p50 / p99 while draining (ms)',
          'reads/s',
        ],
        rows,
      ),
    ].join('\n'),
  );
}

runBench(import.meta.url, main);
