// 4. API: autocannon on 127.0.0.1 against one server per database (PGlite, then PostgreSQL 15) with
// 100k seeded jobs, every endpoint next to the no-database ceiling (GET /api/ping) in the same run;
// then list and search at 10k jobs, to show how they grow.
//   node bench/api.mjs [--quick] [--duration 20] [--connections 50] [--only pglite|postgres]
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import {
  fmt,
  holdBenchLock,
  isMain,
  log,
  machine,
  pgliteDataDir,
  postgresAvailable,
  quick,
  rssMb,
  saveJson,
  sleep,
  startApp,
  startPostgres,
  table,
  today,
  writeSection,
} from './lib.mjs';

const { values: args } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    duration: { type: 'string' },
    connections: { type: 'string', default: '50' },
    only: { type: 'string' },
    'no-cache': { type: 'boolean', default: false },
    'short-duration': { type: 'string' },
  },
});
const duration = Number(args.duration ?? (quick ? 3 : 20));
const shortDuration = Number(args['short-duration'] ?? (quick ? 2 : 5));
const singleDuration = quick ? 2 : 3;
const connections = Number(args.connections);
const big = quick ? 10_000 : 100_000;
const small = quick ? 2000 : 10_000;

/** One autocannon run; resolves the figures we report. */
function cannon(url, seconds, conns = connections) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: conns, duration: seconds, pipelining: 1, timeout: 10 }, (err, r) => {
      if (err) return reject(err);
      resolve({
        rps: r.requests.average,
        p50: r.latency.p50,
        p99: r.latency.p99,
        total: r.requests.total,
        non2xx: r.non2xx,
        errors: r.errors + r.timeouts,
      });
    });
  });
}

async function endpointsOf(base) {
  const list = await (await fetch(`${base}/api/getAllJobs?limit=20`)).json();
  const urlPath = list.data?.[0]?.UrlPath;
  if (!urlPath) throw new Error('no job to read: is the database seeded?');
  return [
    ['no-database ceiling (GET /api/ping)', '/api/ping'],
    ['job list, first page', '/api/getAllJobs?limit=20'],
    ['search, common term "engineer"', '/api/getAllJobs?limit=20&q=engineer'],
    ['search, rare term "zigbee"', '/api/getAllJobs?limit=20&q=zigbee'],
    ['one job by UrlPath', `/api/recruiter/postinfo/${encodeURIComponent(urlPath)}`],
    ['feed, first page', '/api/feed/posts?limit=20'],
  ];
}

/**
 * Waits until the server has worked off what an earlier run left queued (PGlite runs queries on the
 * event loop, so a backlog would starve the next run): /api/ping must answer within 25 ms.
 */
async function settle(base) {
  const until = Date.now() + 30_000;
  while (Date.now() < until) {
    const t0 = performance.now();
    await fetch(`${base}/api/ping`).catch(() => {});
    if (performance.now() - t0 < 25) return;
    await sleep(200);
  }
}

/** Runs each endpoint with `conns` connections for `seconds` (after a 1 s warm-up of all). */
async function pass(base, endpoints, seconds, { single = [], ceilingAgain = false } = {}) {
  const rows = [];
  for (const [, path] of endpoints) await cannon(`${base}${path}`, 1); // JIT, caches, pool
  for (const [label, path] of endpoints) {
    await settle(base);
    const r = await cannon(`${base}${path}`, seconds);
    log(
      `  ${label}: ${fmt(r.rps)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms${r.non2xx ? `, non-2xx ${r.non2xx}` : ''}`,
    );
    rows.push({ label, path, ...r });
  }
  if (ceilingAgain)
    rows[0].rpsEnd = (await cannon(`${base}/api/ping`, Math.max(2, Math.round(seconds / 4)))).rps;
  for (const label of single) {
    const row = rows.find((x) => x.label === label);
    if (row) row.single = await cannon(`${base}${row.path}`, singleDuration, 1);
  }
  return rows;
}

const listAndSearch = [
  'job list, first page',
  'search, common term "engineer"',
  'search, rare term "zigbee"',
];

/**
 * One backend: the read cache off at 100k and at 10k jobs (short runs: the "before" figures and the
 * growth of the queries themselves), then the read cache on at 100k (the main table, full duration).
 */
async function runBackend(kind, envFor) {
  const off = { READ_CACHE: 'false' };
  let server = await startApp({ ...(await envFor(big)), ...off });
  log(`api ${kind} ${big} jobs, read cache off: ${server.url} (pid ${server.pid})`);
  let before;
  let rssBefore;
  try {
    before = await pass(server.url, await endpointsOf(server.url), shortDuration, { single: listAndSearch });
    rssBefore = rssMb(server.pid);
  } finally {
    await server.stop();
  }
  server = await startApp({ ...(await envFor(small)), ...off });
  log(`api ${kind} ${small} jobs, read cache off: ${server.url} (pid ${server.pid})`);
  let growth;
  try {
    growth = await pass(server.url, (await endpointsOf(server.url)).slice(0, 4), shortDuration, {
      single: listAndSearch,
    });
  } finally {
    await server.stop();
  }
  if (args['no-cache']) return { kind, rows: before, rss: rssBefore, before, rssBefore, growth };
  server = await startApp(await envFor(big));
  log(`api ${kind} ${big} jobs, read cache on: ${server.url} (pid ${server.pid})`);
  let rows;
  let rss;
  try {
    rows = await pass(server.url, await endpointsOf(server.url), duration, {
      ceilingAgain: true,
      single: listAndSearch,
    });
    rss = rssMb(server.pid);
  } finally {
    await server.stop();
  }
  return { kind, rows, rss, before, rssBefore, growth };
}

export async function main() {
  const results = [];
  if (args.only !== 'postgres') {
    results.push(await runBackend('PGlite', async (jobs) => ({ DATA_DIR: await pgliteDataDir(jobs) })));
  }
  if (args.only !== 'pglite' && postgresAvailable()) {
    const pg = await startPostgres();
    try {
      results.push(
        await runBackend('PostgreSQL 15', async (jobs) => ({
          DATABASE_URL: await pg.seededDb(jobs),
          DATA_DIR: (await import('node:os')).tmpdir(),
        })),
      );
    } finally {
      await pg.stop();
    }
  }
  saveJson(`api${args['no-cache'] ? '-no-cache' : ''}`, results);
  writeSection('api', report(results));
}

const ratio = (v, ceiling) => (ceiling ? (v / ceiling).toFixed(2) : '–');

function report(results) {
  const lines = [`## 4. API\n`, `${today()} · ${machine()}${quick ? ' · **--quick**' : ''}\n`];
  lines.push(
    `autocannon on 127.0.0.1, ${connections} connections, after a 1 s warm-up of every endpoint; the load generator`,
    'shares the 2 cores with the server. The ceiling is `GET /api/ping` (no database) on the same server in the same',
    'run, measured first and again last; ratios use the mean of both. "1 conn." is a separate run with a single',
    'connection: the service time without queueing (with 50 connections, p50 ≈ 50 / req/s is mostly waiting in line).',
    `Per backend: the read cache on at ${big.toLocaleString('en')} jobs (${duration} s per endpoint, the main table); the`,
    `read cache off (\`READ_CACHE=false\`, the "before") at ${big.toLocaleString('en')} and ${small.toLocaleString('en')} jobs, ${shortDuration} s per endpoint.`,
    'The cache (server/plugins/read-cache.ts) serves repeated anonymous reads while the database is unchanged; every',
    'request here repeats one URL, so the cache-on figures are its best case and the cache-off ones its worst.\n',
  );
  for (const { kind, rows, rss, before, rssBefore, growth } of results) {
    const ceiling = (rows[0].rps + (rows[0].rpsEnd ?? rows[0].rps)) / 2;
    const ceilingBefore = before[0].rps;
    lines.push(
      `### ${kind}, ${big.toLocaleString('en')} jobs (server RSS after the run: ${fmt(rss)} MB with the cache, ${fmt(rssBefore)} MB without)\n`,
    );
    lines.push(
      table(
        [
          'endpoint',
          'req/s',
          'ratio of ceiling',
          'p50 (ms)',
          'p99 (ms)',
          'p50 / p99, 1 conn. (ms)',
          'before: req/s',
          'before: ratio',
          'before: p50 / p99 (ms)',
          'before: 1 conn. p50 / p99 (ms)',
          'non-2xx',
        ],
        rows.map((r, i) => {
          const b = before.find((x) => x.label === r.label);
          return [
            i === 0 ? `${r.label}, first / last` : r.label,
            i === 0 ? `${fmt(r.rps)} / ${fmt(r.rpsEnd)}` : fmt(r.rps),
            i === 0 ? '1.00' : ratio(r.rps, ceiling),
            fmt(r.p50, 1),
            fmt(r.p99, 1),
            r.single ? `${fmt(r.single.p50, 1)} / ${fmt(r.single.p99, 1)}` : '',
            fmt(b?.rps),
            i === 0 ? '1.00' : ratio(b?.rps, ceilingBefore),
            `${fmt(b?.p50, 1)} / ${fmt(b?.p99, 1)}`,
            b?.single ? `${fmt(b.single.p50, 1)} / ${fmt(b.single.p99, 1)}` : '',
            String(r.non2xx + r.errors + (b ? b.non2xx + b.errors : 0)),
          ];
        }),
      ),
    );
    const s = (n) => `${n / 1000}k`;
    lines.push(
      `\n${kind}, read cache off: ${s(small)} versus ${s(big)} jobs (same settings, ${shortDuration} s per endpoint)\n`,
    );
    lines.push(
      table(
        [
          'endpoint',
          `req/s ${s(small)}`,
          `req/s ${s(big)}`,
          `p99 ${s(small)} (ms)`,
          `p99 ${s(big)} (ms)`,
          `1 conn. p50 ${s(small)} / ${s(big)} (ms)`,
          `1 conn. p99 ${s(small)} / ${s(big)} (ms)`,
        ],
        growth.slice(1).map((g) => {
          const b = before.find((r) => r.label === g.label);
          return [
            g.label,
            fmt(g.rps),
            fmt(b?.rps),
            fmt(g.p99, 1),
            fmt(b?.p99, 1),
            `${fmt(g.single?.p50, 1)} / ${fmt(b?.single?.p50, 1)}`,
            `${fmt(g.single?.p99, 1)} / ${fmt(b?.single?.p99, 1)}`,
          ];
        }),
      ),
    );
    lines.push('');
  }
  return lines.join('\n');
}

if (isMain(import.meta.url)) {
  holdBenchLock();
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
