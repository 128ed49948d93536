// What an idle server costs its database through the push worker: a fresh server, no pushes
// queued, left alone for a minute. On PostgreSQL the count is the database's own (transactions in
// pg_stat_database: every statement outside a transaction is one); on PGlite, the CPU time of
// the database process. BENCH_BEFORE=<checkout> runs another checkout's server alternately with
// this one (a worktree of an older commit placed under .tmp/, so it finds node_modules here).
//   node bench/push-idle.mjs
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import {
  log,
  machine,
  postgresAvailable,
  quick,
  runBench,
  sleep,
  startApp,
  startPostgres,
  table,
  today,
  writeSection,
} from './lib.mjs';

const idleMs = Number(process.env.BENCH_IDLE_MS ?? (quick ? 15_000 : 60_000));
/** Start-up (demo data, migrations) settles, and PostgreSQL's stats of it are flushed (10 s idle). */
const settleMs = 15_000;

/** CPU time (user + system, ms) of a process, from /proc. */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // clock ticks of 10 ms
}
const childrenOf = (pid) =>
  readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);

async function pglite(checkout) {
  const dir = mkdtempSync(join(os.tmpdir(), 'hireloop-push-idle-'));
  const server = await startApp({ DATA_DIR: dir, STATIC_DIR: join(dir, 'no-dist') }, { checkout });
  try {
    const [database] = childrenOf(server.pid); // pglite-process.ts, the server's only child
    await sleep(settleMs);
    const before = cpuMs(database);
    await sleep(idleMs);
    return { database: 'PGlite', cpuMs: ((cpuMs(database) - before) * 60_000) / idleMs };
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function postgres(pg, checkout, n) {
  const name = `hireloop_bench_push_idle_${process.pid}_${n}`;
  pg.psql('postgres', `drop database if exists ${name}`);
  pg.psql('postgres', `create database ${name}`);
  const count = () =>
    Number(
      pg.psql(
        'postgres',
        `select xact_commit + xact_rollback from pg_stat_database where datname = '${name}'`,
      ).stdout,
    );
  const server = await startApp({ DATABASE_URL: pg.url(name) }, { checkout });
  try {
    await sleep(settleMs);
    const before = count();
    await sleep(idleMs);
    await sleep(settleMs); // the last statements' stats reach pg_stat_database
    return { database: 'PostgreSQL', perMinute: ((count() - before) * 60_000) / (idleMs + settleMs) };
  } finally {
    await server.stop();
    pg.psql('postgres', `drop database if exists ${name}`);
  }
}

export async function main() {
  const before = process.env.BENCH_BEFORE;
  const builds = before
    ? [
        ['before', before],
        ['after', undefined],
      ]
    : [['this', undefined]];
  const rows = [];
  const pg = postgresAvailable() ? await startPostgres() : undefined;
  try {
    for (let round = 0; round < 2; round++) {
      for (const [label, checkout] of builds) {
        const lite = await pglite(checkout);
        log(`push idle: ${label}, PGlite process CPU ${lite.cpuMs.toFixed(0)} ms/min`);
        rows.push([label, lite.database, '–', lite.cpuMs.toFixed(0)]);
        if (!pg) continue;
        const big = await postgres(pg, checkout, rows.length);
        log(`push idle: ${label}, PostgreSQL ${big.perMinute.toFixed(1)} transactions/min`);
        rows.push([label, big.database, big.perMinute.toFixed(1), '–']);
      }
    }
  } finally {
    await pg?.stop();
  }
  writeSection(
    'push-idle',
    [
      '## 7b. Web Push: an idle server and the outbox',
      '',
      `${today()} · ${machine()}`,
      '',
      `A fresh server with nothing queued, left alone for ${idleMs / 1000} s after start-up settled. PostgreSQL: transactions the server ran in its database (pg_stat_database; a statement outside a transaction is one), per minute. PGlite: CPU time of the database process per minute. Runs alternated, two rounds.`,
      '',
      table(['build', 'database', 'transactions/min', 'database CPU (ms/min)'], rows),
    ].join('\n'),
  );
}

runBench(import.meta.url, main);
