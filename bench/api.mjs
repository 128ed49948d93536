// 4. API: autocannon on 127.0.0.1 against one server per database (PGlite, then PostgreSQL 15) with
// 100k seeded jobs, every endpoint next to the no-database ceiling (GET /api/ping) in the same run;
// then list and search at 10k jobs, to show how they grow.
//   node bench/api.mjs [--quick] [--duration 20] [--connections 50] [--only pglite|postgres]
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import {
  fmt,
  isMain,
  log,
  machine,
  pgliteDataDir,
  postgresAvailable,
  quick,
  rssMb,
  saveJson,
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
  },
});
const duration = Number(args.duration ?? (quick ? 3 : 20));
const smallDuration = Math.max(2, Math.round(duration / 2));
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

/** Every endpoint on one server, ceiling first and last (the ceiling reported is their mean). */
async function runBackend(kind, envFor) {
  const rows = [];
  const env = { ...(await envFor(big)), ...(args['no-cache'] ? { READ_CACHE: 'false' } : {}) };
  const server = await startApp(env);
  log(`api ${kind} ${big}: server ${server.url} (pid ${server.pid})`);
  let rss;
  try {
    const endpoints = await endpointsOf(server.url);
    for (const [, path] of endpoints) await cannon(`${server.url}${path}`, 1); // warm-up: JIT, caches, pool
    for (const [label, path] of endpoints) {
      const r = await cannon(`${server.url}${path}`, duration);
      log(`  ${label}: ${fmt(r.rps)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms${r.non2xx ? `, non-2xx ${r.non2xx}` : ''}`);
      rows.push({ label, path, ...r });
    }
    const again = await cannon(`${server.url}/api/ping`, Math.max(2, Math.round(duration / 4)));
    rows[0].rpsEnd = again.rps;
    // Service time without queueing: one connection.
    for (const [label, path] of endpoints.slice(1, 4)) {
      const r = await cannon(`${server.url}${path}`, Math.max(2, Math.round(duration / 4)), 1);
      const row = rows.find((x) => x.label === label);
      row.single = r;
    }
    rss = rssMb(server.pid);
  } finally {
    await server.stop();
  }
  // The small database: list and searches only, at the same settings.
  const growth = [];
  const env2 = { ...(await envFor(small)), ...(args['no-cache'] ? { READ_CACHE: 'false' } : {}) };
  const server2 = await startApp(env2);
  try {
    const endpoints = (await endpointsOf(server2.url)).slice(0, 4);
    for (const [, path] of endpoints) await cannon(`${server2.url}${path}`, 1);
    for (const [label, path] of endpoints) {
      const r = await cannon(`${server2.url}${path}`, smallDuration);
      growth.push({ label, path, ...r });
    }
    for (const [label, path] of endpoints.slice(1)) {
      const r = await cannon(`${server2.url}${path}`, Math.max(2, Math.round(duration / 4)), 1);
      growth.find((x) => x.label === label).single = r;
    }
  } finally {
    await server2.stop();
  }
  return { kind, rows, rss, growth };
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
    `autocannon on 127.0.0.1, ${connections} connections, ${duration} s per endpoint (${smallDuration} s at ${small} jobs), after a 1 s`,
    'warm-up; the load generator shares the 2 cores with the server. The ceiling is `GET /api/ping` on the same',
    'server in the same run (measured first and again last; the ratio uses the mean of both).',
    `"1 conn." is a separate run with a single connection: the service time without queueing.${args['no-cache'] ? ' **Read cache off** (READ_CACHE=false).' : ''}\n`,
  );
  for (const { kind, rows, rss, growth } of results) {
    const ceiling = (rows[0].rps + (rows[0].rpsEnd ?? rows[0].rps)) / 2;
    lines.push(`### ${kind}, ${big.toLocaleString('en')} jobs (server RSS after the run: ${fmt(rss)} MB)\n`);
    lines.push(
      table(
        ['endpoint', 'req/s', 'ratio of ceiling', 'p50 (ms)', 'p99 (ms)', 'p50 / p99, 1 conn. (ms)', 'non-2xx'],
        rows.map((r, i) => [
          i === 0 ? `${r.label}, first / last` : r.label,
          i === 0 ? `${fmt(r.rps)} / ${fmt(r.rpsEnd)}` : fmt(r.rps),
          i === 0 ? '1.00' : ratio(r.rps, ceiling),
          fmt(r.p50, 1),
          fmt(r.p99, 1),
          r.single ? `${fmt(r.single.p50, 1)} / ${fmt(r.single.p99, 1)}` : '',
          String(r.non2xx + r.errors),
        ]),
      ),
    );
    lines.push(`\n${kind}: ${small.toLocaleString('en')} versus ${big.toLocaleString('en')} jobs (same settings)\n`);
    lines.push(
      table(
        ['endpoint', `req/s ${small / 1000}k`, `req/s ${big / 1000}k`, `p99 ${small / 1000}k (ms)`, `p99 ${big / 1000}k (ms)`, `p50 1 conn. ${small / 1000}k / ${big / 1000}k (ms)`],
        growth.slice(1).map((g) => {
          const b = rows.find((r) => r.label === g.label);
          return [g.label, fmt(g.rps), fmt(b?.rps), fmt(g.p99, 1), fmt(b?.p99, 1), `${fmt(g.single?.p50, 1)} / ${fmt(b?.single?.p50, 1)}`];
        }),
      ),
    );
    lines.push('');
  }
  return lines.join('\n');
}

if (isMain(import.meta.url)) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
