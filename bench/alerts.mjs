// Posting a job with 10,000 stored job alerts, on PostgreSQL: the alert match runs in the post's
// transaction, so its cost is the post's (compared with no alerts, same cluster). And one user's
// notifications read with 10,000 of them stored.
//   node bench/alerts.mjs
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

function measure(pg, script, flag, n) {
  const name = `hireloop_bench_${flag}_${n}_${process.pid}`;
  pg.psql('postgres', `drop database if exists ${name}`);
  pg.psql('postgres', `create database ${name}`);
  const res = spawnSync(process.execPath, ['--import', 'tsx', join(root, script), `--${flag}`, String(n)], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: pg.url(name) },
    encoding: 'utf8',
    timeout: 600_000,
  });
  pg.psql('postgres', `drop database if exists ${name}`);
  if (res.status !== 0) throw new Error(`${script} failed: ${res.stderr}`);
  return JSON.parse(res.stdout.trim().split('\n').at(-1));
}

export async function main() {
  if (!postgresAvailable()) {
    log('alerts: PostgreSQL is not installed here; skipped');
    return;
  }
  const pg = await startPostgres();
  try {
    const rows = [];
    for (const alerts of [0, 10_000]) {
      const r = measure(pg, 'bench/alert-post.ts', 'alerts', alerts);
      log(
        `alerts: ${alerts} stored → post p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, ${r.notifications} notifications, ${r.pushes} push-outbox rows`,
      );
      rows.push([
        alerts.toLocaleString('en'),
        r.posts,
        r.p50.toFixed(1),
        r.p95.toFixed(1),
        r.notifications,
        r.pushes,
        alerts ? (r.p50 < 50 ? 'pass' : '**miss**') : '–',
      ]);
    }
    const reads = [];
    for (const n of [100, 10_000]) {
      const r = measure(pg, 'bench/notifications-read.ts', 'notifications', n);
      log(`notifications: ${n} stored → read p50 ${r.p50.toFixed(2)} ms, p95 ${r.p95.toFixed(2)} ms`);
      reads.push([
        n.toLocaleString('en'),
        r.reads,
        r.p50.toFixed(2),
        r.p95.toFixed(2),
        n > 100 ? (r.p50 < 5 ? 'pass' : '**miss**') : '–',
      ]);
    }
    writeSection(
      'alerts',
      [
        '## 6. Job alerts and notifications (PostgreSQL)',
        '',
        `${today()} · ${machine()}`,
        '',
        "Ten alerts per candidate (the most allowed), each one or two words of a small vocabulary and a type or none, and one device per candidate subscribed to pushes; each post runs the service (its transaction: the job, and one statement that matches the alerts, writes one notification per candidate and a push-outbox row per device, gathering into a device's waiting job-alert push). Goal: p50 < 50 ms with 10,000 alerts. The vocabulary is small on purpose, so a post matches hundreds of alerts: most of the time is writing those rows, not finding them.",
        '',
        table(
          [
            'stored alerts',
            'posts',
            'p50 (ms)',
            'p95 (ms)',
            'notifications written',
            'push-outbox rows at the end',
            'goal',
          ],
          rows,
        ),
        '',
        "One user's notifications read, as GET /api/notifications runs it (one query: the first page of 20 with the unread count and the newest time, the ETag's parts), with a third of them unread. Goal: p50 < 5 ms with 10,000.",
        '',
        table(['notifications of the user', 'reads', 'p50 (ms)', 'p95 (ms)', 'goal'], reads),
      ].join('\n'),
    );
  } finally {
    await pg.stop();
  }
}

runBench(import.meta.url, main);
