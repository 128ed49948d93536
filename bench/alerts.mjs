// Posting a job with 10,000 stored job alerts, on PostgreSQL: the alert match runs in the post's
// transaction, so its cost is the post's. Compared with the same post and no alerts, same cluster.
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

function measure(pg, alerts) {
  const name = `hireloop_alerts_${alerts}_${process.pid}`;
  pg.psql('postgres', `drop database if exists ${name}`);
  pg.psql('postgres', `create database ${name}`);
  const res = spawnSync(
    process.execPath,
    ['--import', 'tsx', join(root, 'bench/alert-post.ts'), '--alerts', String(alerts)],
    {
      cwd: root,
      env: { ...process.env, DATABASE_URL: pg.url(name) },
      encoding: 'utf8',
      timeout: 600_000,
    },
  );
  pg.psql('postgres', `drop database if exists ${name}`);
  if (res.status !== 0) throw new Error(`alert-post failed: ${res.stderr}`);
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
      const r = measure(pg, alerts);
      log(
        `alerts: ${alerts} stored → post p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, ${r.notifications} notifications`,
      );
      rows.push([
        alerts.toLocaleString('en'),
        r.posts,
        r.p50.toFixed(1),
        r.p95.toFixed(1),
        r.notifications,
        alerts ? (r.p50 < 50 ? 'pass' : '**miss**') : '–',
      ]);
    }
    writeSection(
      'alerts',
      [
        '## 6. Job alerts: posting a job with 10,000 stored alerts (PostgreSQL)',
        '',
        `${today()} · ${machine()}`,
        '',
        'Ten alerts per candidate (the most allowed), each one or two words of a small vocabulary and a type or none; each post runs the service (its transaction: the job, the one-statement alert match, the notifications). Goal: p50 < 50 ms with 10,000 alerts. The vocabulary is small on purpose, so a post matches hundreds of alerts: most of the time is writing those notifications, not finding them.',
        '',
        table(['stored alerts', 'posts', 'p50 (ms)', 'p95 (ms)', 'notifications written', 'goal'], rows),
      ].join('\n'),
    );
  } finally {
    await pg.stop();
  }
}

runBench(import.meta.url, main);
