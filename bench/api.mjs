// 4. API: autocannon on 127.0.0.1 against one server per database (PGlite, then PostgreSQL 15) with
// 100k seeded jobs, every endpoint next to the no-database ceiling (GET /api/ping) in the same run;
// then list and search at 10k jobs, to show how they grow.
//   node bench/api.mjs [--quick] [--duration 20] [--connections 50] [--only pglite|postgres] [--report-only]
// --only: the other backend keeps its figures from the last run; --report-only rewrites the section
// from the saved figures (.tmp/bench/api.json) without measuring.
//   node bench/api.mjs --scenario mixed [--baseline ../other-checkout] [--only …] [--duration 20]
// The mixed load (bench/mixed.mjs) at 10k jobs, read cache on, next to the ceiling and one cached URL;
// --baseline also measures another checkout's server (an older build) in the same run, alternately.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { availableParallelism } from 'node:os';
import autocannon from 'autocannon';
import { mixedWorkload, runMixed, runSessions } from './mixed.mjs';
import {
  fmt,
  log,
  machine,
  pgliteDataDir,
  postgresAvailable,
  quick,
  runBench,
  rssMb,
  saveJson,
  sleep,
  startApp as startServer,
  removeScratch,
  startPostgres,
  table,
  today,
  work,
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
    'report-only': { type: 'boolean', default: false },
    scenario: { type: 'string', default: 'endpoints' },
    baseline: { type: 'string' },
  },
});
const duration = Number(args.duration ?? (quick ? 3 : 20));
const shortDuration = Number(args['short-duration'] ?? (quick ? 2 : 5));
const singleDuration = quick ? 2 : 3;
const connections = Number(args.connections);
const big = quick ? 10_000 : 100_000;
const small = quick ? 2000 : 10_000;

// ---------------------------------------------------------------------------------------------
// Where the 2 cores went during a run, from /proc: the server, the load generator (this process),
// PostgreSQL (postmaster and its children) and the rest of the machine (other people's work: the
// machine is shared). A tail measured while the rest took a core says more about the neighbours
// than about the server, so every row reports it.

const tick = 1 / 100; // USER_HZ
function processTicks() {
  const out = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      out.set(Number(name), { ppid: Number(f[1]), ticks: Number(f[11]) + Number(f[12]) });
    } catch {} // ended meanwhile
  }
  return out;
}
function machineTicks() {
  const f = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  const all = f.reduce((a, b) => a + b, 0);
  return { busy: all - f[3] - f[4], all };
}
const watched = { server: 0, postgres: 0 };
/** Starts a measurement; the returned function gives cores used per part since then. */
function cpuMeter() {
  const p0 = processTicks();
  const m0 = machineTicks();
  const t0 = performance.now();
  return () => {
    const p1 = processTicks();
    const m1 = machineTicks();
    const seconds = (performance.now() - t0) / 1000;
    const cores = (n) => (n * tick) / seconds;
    const used = (pid) => (p1.get(pid)?.ticks ?? 0) - (p0.get(pid)?.ticks ?? 0);
    let pg = 0;
    if (watched.postgres) {
      for (const [pid, p] of p1)
        if (pid === watched.postgres || p.ppid === watched.postgres)
          pg += p.ticks - (p0.get(pid)?.ticks ?? 0);
    }
    const busy = ((m1.busy - m0.busy) / (m1.all - m0.all)) * availableParallelism();
    // The server with its child processes (PGlite's own process, when it has one).
    let serverTicks = 0;
    if (watched.server) {
      for (const [pid, p] of p1)
        if (pid === watched.server || p.ppid === watched.server) serverTicks += used(pid);
    }
    const server = cores(serverTicks);
    const loadgen = cores(used(process.pid));
    const postgres = cores(pg);
    const serverSeconds = serverTicks * tick;
    return {
      server,
      loadgen,
      postgres,
      rest: Math.max(0, busy - server - loadgen - postgres),
      serverSeconds,
    };
  };
}

/** Waits (at most `maxMs`) for a second in which the rest of the machine used under 0.25 cores. */
async function quietMachine(maxMs = 10_000) {
  const until = Date.now() + maxMs;
  while (Date.now() < until) {
    const meter = cpuMeter();
    await sleep(1000);
    if (meter().rest < 0.25) return;
  }
}

// Every request carries the Accept-Encoding that Chromium sends, as the portal's own requests do: the
// server gzips large cached pages for such clients (autocannon sends no Accept-Encoding of its own).
const browserHeaders = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/** One autocannon run; resolves the figures we report. */
function cannon(url, seconds, conns = connections) {
  const meter = cpuMeter();
  const options = {
    url,
    connections: conns,
    duration: seconds,
    pipelining: 1,
    timeout: 10,
    headers: browserHeaders,
  };
  return new Promise((resolve, reject) => {
    autocannon(options, (err, r) => {
      if (err) return reject(err);
      const cpu = meter();
      resolve({
        rps: r.requests.average,
        p50: r.latency.p50,
        p99: r.latency.p99,
        total: r.requests.total,
        bytesPerResponse: r.requests.total ? r.throughput.total / r.requests.total : Number.NaN,
        non2xx: r.non2xx,
        errors: r.errors + r.timeouts,
        cpu,
        // Server CPU per request: what the server spends, whoever else is busy.
        serverUs: r.requests.total ? (cpu.serverSeconds * 1e6) / r.requests.total : Number.NaN,
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
    let r;
    // A run during which the rest of the machine took more than half a core is run once more, and
    // the less disturbed of the two is kept (chosen by that figure alone, never by the latency).
    for (let attempt = 0; attempt < 2 && !(r && r.cpu.rest <= 0.5); attempt++) {
      await settle(base);
      await quietMachine();
      const run = await cannon(`${base}${path}`, seconds);
      log(
        `  ${label}: ${fmt(run.rps)} req/s, p50 ${run.p50} ms, p99 ${run.p99} ms, server ${fmt(run.serverUs)} µs/req, rest of machine ${fmt(run.cpu.rest, 2)} cores${run.non2xx ? `, non-2xx ${run.non2xx}` : ''}`,
      );
      if (!r || run.cpu.rest < r.cpu.rest) r = run;
    }
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
  const startApp = async (env) => {
    const server = await startServer(env);
    watched.server = server.pid;
    return server;
  };
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
  if (args['no-cache']) return { kind, at: today(), rows: before, rss: rssBefore, before, rssBefore, growth };
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
  return { kind, at: today(), rows, rss, before, rssBefore, growth };
}

/**
 * The seeded PostgreSQL database, settled before anything is timed: VACUUM (ANALYZE) and a
 * CHECKPOINT (a database seeded just now would otherwise set hint bits, write dirty pages and run
 * autovacuum during the first runs), then no autovacuum worker may be running. A production
 * database that has been up for a while is in this state; one just filled is not.
 */
async function settledDb(pg, jobs) {
  const url = await pg.seededDb(jobs);
  const name = new URL(url).pathname.slice(1);
  const started = performance.now();
  for (const statement of ['VACUUM (ANALYZE)', 'CHECKPOINT']) {
    const res = pg.psql(name, statement);
    if (res.status !== 0) throw new Error(`${statement} failed: ${res.stderr}`);
  }
  const workers = () =>
    Number(
      pg.psql('postgres', "select count(*) from pg_stat_activity where backend_type = 'autovacuum worker'")
        .stdout,
    );
  for (let i = 0; i < 120 && workers() > 0; i++) await sleep(500);
  log(
    `PostgreSQL ${name}: VACUUM (ANALYZE) + CHECKPOINT in ${fmt((performance.now() - started) / 1000, 1)} s`,
  );
  return url;
}

export async function main() {
  if (args.scenario === 'mixed') return mixedScenario();
  if (args.scenario !== 'endpoints') throw new Error(`unknown --scenario ${args.scenario}`);
  const last = join(work, `api${args['no-cache'] ? '-no-cache' : ''}.json`);
  if (args['report-only']) return writeSection('api', report(JSON.parse(readFileSync(last, 'utf8'))));
  const results = [];
  if (args.only !== 'postgres') {
    results.push(await runBackend('PGlite', async (jobs) => ({ DATA_DIR: await pgliteDataDir(jobs) })));
  }
  if (args.only !== 'pglite' && postgresAvailable()) {
    const pg = await startPostgres();
    watched.postgres = pg.pid;
    try {
      results.push(
        await runBackend('PostgreSQL 15', async (jobs) => ({
          DATABASE_URL: await settledDb(pg, jobs),
          DATA_DIR: (await import('node:os')).tmpdir(),
        })),
      );
    } finally {
      watched.postgres = 0;
      await pg.stop();
    }
  }
  if (args.only) {
    // One backend measured now; the other keeps its figures from the last full run.
    const previous = existsSync(last) ? JSON.parse(readFileSync(last, 'utf8')) : [];
    for (const other of previous) if (!results.some((r) => r.kind === other.kind)) results.push(other);
    results.sort((a, b) => (a.kind === 'PGlite' ? -1 : b.kind === 'PGlite' ? 1 : 0));
  }
  saveJson(`api${args['no-cache'] ? '-no-cache' : ''}`, results);
  writeSection('api', report(results));
}

const ratio = (v, ceiling) => (ceiling ? (v / ceiling).toFixed(2) : '–');

function report(results) {
  const lines = [`## 4. API\n`, `${today()} · ${machine()}${quick ? ' · **--quick**' : ''}\n`];
  lines.push(
    `autocannon on 127.0.0.1, ${connections} connections, after a 1 s warm-up of every endpoint; the load generator`,
    'shares the 2 cores with the server. Every request carries the Accept-Encoding a browser sends (`gzip, deflate,',
    'br, zstd`), so a cached page over 1 KB comes gzipped; "bytes/resp." is what arrived per response, headers',
    'included. The ceiling is `GET /api/ping` (no database) on the same server in the same run, measured first and',
    'again last; ratios use the mean of both. "1 conn." is a separate run with a single',
    'connection: the service time without queueing (with 50 connections, p50 ≈ 50 / req/s is mostly waiting in line).',
    `Per backend: the read cache on at ${big.toLocaleString('en')} jobs (${duration} s per endpoint, the main table); the`,
    `read cache off (\`READ_CACHE=false\`, the "before") at ${big.toLocaleString('en')} and ${small.toLocaleString('en')} jobs, ${shortDuration} s per endpoint.`,
    'The cache (server/plugins/read-cache.ts) serves repeated anonymous reads while the database is unchanged; every',
    'request here repeats one URL, so the cache-on figures are its best case and the cache-off ones its worst.',
    'The machine is shared: "rest of machine" is the CPU that everything but the server, the load generator and',
    'PostgreSQL used during the run (from /proc), in cores of 2. Each run waits (at most 10 s) for a quiet second first;',
    'a run during which the rest took more than 0.5 cores is run once more and the less disturbed one is kept (chosen',
    'by that figure alone). "server µs/req" is the server\'s own CPU time per request: it does not depend on the',
    'neighbours. PostgreSQL runs on a settled database: `VACUUM (ANALYZE)` and `CHECKPOINT` after seeding and again',
    'before the runs, and no autovacuum worker running when they start.\n',
  );
  for (const { kind, at, rows, rss, before, rssBefore, growth } of results) {
    const ceiling = (rows[0].rps + (rows[0].rpsEnd ?? rows[0].rps)) / 2;
    const ceilingBefore = before[0].rps;
    lines.push(
      `### ${kind}, ${big.toLocaleString('en')} jobs (${at ? `measured ${at}; ` : ''}server RSS after the run: ${fmt(rss)} MB with the cache, ${fmt(rssBefore)} MB without)\n`,
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
          'server µs/req',
          'bytes/resp.',
          'rest of machine (cores)',
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
            fmt(r.serverUs),
            fmt(r.bytesPerResponse),
            fmt(r.cpu?.rest, 2),
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

// ---------------------------------------------------------------------------------------------
// --scenario mixed: many different URLs (bench/mixed.mjs) instead of one repeated, at 10k jobs with
// the read cache on; and the same load on 40 connections while 10 people sign in, search and apply.

const mixedJobs = 10_000;
const mixedShort = quick ? 2 : 5;

/** The figures of one autocannon result, with the CPU meter started before it. */
function figures(r, cpu) {
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    total: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
    cpu,
    serverUs: r.requests.total ? (cpu.serverSeconds * 1e6) / r.requests.total : Number.NaN,
  };
}

async function mixedRun(server, workload) {
  const base = server.url;
  const ceiling = await cannon(`${base}/api/ping`, mixedShort);
  const cached = await cannon(`${base}/api/getAllJobs?limit=20`, mixedShort);
  await settle(base);
  await quietMachine();
  let meter = cpuMeter();
  const mixed = figures(
    await runMixed(base, workload, { connections, seconds: duration, headers: browserHeaders }),
    meter(),
  );
  log(
    `  mixed: ${fmt(mixed.rps)} req/s, p50 ${mixed.p50} ms, p99 ${mixed.p99} ms, non-2xx ${mixed.non2xx}, rest of machine ${fmt(mixed.cpu.rest, 2)} cores`,
  );
  await settle(base);
  await quietMachine();
  meter = cpuMeter();
  const [background, sessions] = await Promise.all([
    runMixed(base, workload, { connections: connections - 10, seconds: duration, headers: browserHeaders }),
    runSessions(base, workload, { connections: 10, seconds: duration }),
  ]);
  const responsive = { background: figures(background, meter()), sessions };
  const b = responsive.background;
  log(
    `  responsive: sessions p50 ${fmt(sessions.all.p50, 1)} ms, p99 ${fmt(sessions.all.p99, 1)} ms (n ${sessions.all.n}); sign-ins ${fmt(sessions.signinsPerSecond, 2)}/s, p50 ${fmt(sessions.signin.p50)} ms, ${sessions.busy.n} × 503; background ${fmt(b.rps)} req/s (${fmt((100 * b.rps) / mixed.rps)}% of the mixed load alone), p50 ${b.p50} ms, p99 ${b.p99} ms, non-2xx ${b.non2xx + b.errors}; failures ${JSON.stringify(sessions.failures)}; rest of machine ${fmt(b.cpu.rest, 2)} cores`,
  );
  await settle(base);
  const ceilingEnd = await cannon(`${base}/api/ping`, mixedShort);
  return { ceiling, ceilingEnd, cached, mixed, responsive };
}

async function mixedBackend(kind, envFor, afterRun) {
  const builds = [
    ...(args.baseline ? [{ build: 'today (baseline)', checkout: args.baseline }] : []),
    { build: 'this build', checkout: undefined },
  ];
  let workload;
  const rows = [];
  for (const { build, checkout } of builds) {
    const env = await envFor();
    const server = await startServer(env.env, { checkout });
    watched.server = server.pid;
    log(`api mixed ${kind}, ${build}: ${server.url} (pid ${server.pid})`);
    try {
      workload ??= await mixedWorkload(server.url);
      log(`  ${workload.urls.length} URLs: ${JSON.stringify(workload.counts)}`);
      for (const url of workload.urls.slice(0, 200)) await fetch(`${server.url}${url}`); // warm-up
      rows.push({ build, ...(await mixedRun(server, workload)), rss: rssMb(server.pid) });
    } finally {
      await server.stop();
      await env.cleanup();
      await afterRun?.();
    }
  }
  return { kind, at: today(), urls: workload.urls.length, counts: workload.counts, rows };
}

async function mixedScenario() {
  const results = [];
  if (args.only !== 'postgres') {
    results.push(
      await mixedBackend('PGlite', async () => {
        // A scratch copy: the applies write.
        const dir = await pgliteDataDir(mixedJobs, { copy: true });
        return { env: { DATA_DIR: dir }, cleanup: async () => removeScratch(dir) };
      }),
    );
  }
  if (args.only !== 'pglite' && postgresAvailable()) {
    const pg = await startPostgres();
    watched.postgres = pg.pid;
    try {
      const url = await settledDb(pg, mixedJobs);
      const name = new URL(url).pathname.slice(1);
      const started = new Date().toISOString();
      results.push(
        await mixedBackend(
          'PostgreSQL 15',
          async () => ({
            env: { DATABASE_URL: url, DATA_DIR: (await import('node:os')).tmpdir() },
            cleanup: async () => {},
          }),
          // The next run starts from the same data: the applies of this one are removed.
          async () => {
            pg.psql(
              name,
              `delete from applications where created_at >= '${started}' and candidate_id in (select id from users where email like '%@candidate.example.com')`,
            );
          },
        ),
      );
    } finally {
      watched.postgres = 0;
      await pg.stop();
    }
  }
  saveJson('api-mixed', results);
  writeSection('api-mixed', mixedReport(results));
}

function mixedReport(results) {
  const lines = [
    `## 4b. API, the mixed load\n`,
    `${today()} · ${machine()}${quick ? ' · **--quick**' : ''}\n`,
  ];
  lines.push(
    `\`node bench/api.mjs --scenario mixed\`: ${mixedJobs.toLocaleString('en')} seeded jobs, read cache on, autocannon on 127.0.0.1`,
    `with ${connections} connections. The mixed load draws each request's URL with Zipf weights (1/rank) from a fixed`,
    'shuffled set made from the seeded jobs (bench/mixed.mjs): searches of one word (each with no type and with each of',
    "the 5 types), of two words found together in a job (one in two with a type), and every open job's one-job read.",
    `"responsive": the same load on ${connections - 10} connections while 10 people each sign in (a demo candidate), search`,
    'and apply to a job they have not applied to, in a loop; their requests are timed from send to last byte. A sign-in',
    'refused with 503 (the hashing line is full) waits its Retry-After and signs in again; "503s" counts them. The',
    'background keeps at least 40% of the mixed load alone, with p99 < 100 ms (goal).',
    `Ceiling (\`GET /api/ping\`) first and last, and one cached URL (the first page of the list), ${mixedShort} s each;`,
    `the mixed runs ${duration} s each. Builds measured in the same run one after the other; the machine is shared, so`,
    'compare builds within one table.\n',
  );
  for (const { kind, at, urls, counts, rows } of results) {
    lines.push(
      `### ${kind} (measured ${at}; ${urls.toLocaleString('en')} URLs: ${counts.searches.toLocaleString('en')} searches over ${counts.words} words, ${counts.reads.toLocaleString('en')} job reads)\n`,
    );
    lines.push(
      table(
        [
          'build',
          'ceiling req/s, first / last',
          'cached URL req/s (p99 ms)',
          'mixed req/s',
          'mixed p50 / p99 (ms)',
          'mixed server µs/req',
          'mixed non-2xx',
          'rest of machine (cores)',
          'responsive: sessions p50 / p99 (ms)',
          'sign-in / search / apply p99 (ms)',
          'sign-ins/s (p50 ms), 503s',
          'responsive: background req/s (p99 ms)',
          'background / mixed alone',
          'responsive: rest of machine (cores)',
          'server RSS (MB)',
        ],
        rows.map((r) => {
          const s = r.responsive.sessions;
          const b = r.responsive.background;
          return [
            r.build,
            `${fmt(r.ceiling.rps)} / ${fmt(r.ceilingEnd.rps)}`,
            `${fmt(r.cached.rps)} (${fmt(r.cached.p99, 1)})`,
            fmt(r.mixed.rps),
            `${fmt(r.mixed.p50, 1)} / ${fmt(r.mixed.p99, 1)}`,
            fmt(r.mixed.serverUs),
            String(r.mixed.non2xx + r.mixed.errors),
            fmt(r.mixed.cpu.rest, 2),
            `${fmt(s.all.p50, 1)} / ${fmt(s.all.p99, 1)}`,
            `${fmt(s.signin.p99, 1)} / ${fmt(s.search.p99, 1)} / ${fmt(s.apply.p99, 1)}`,
            s.signinsPerSecond === undefined
              ? '–'
              : `${fmt(s.signinsPerSecond, 2)} (${fmt(s.signin.p50)}), ${s.busy.n}`,
            `${fmt(b.rps)} (${fmt(b.p99, 1)})`,
            `${fmt((100 * b.rps) / r.mixed.rps)}%`,
            fmt(b.cpu?.rest, 2),
            fmt(r.rss),
          ];
        }),
      ),
    );
    lines.push('');
  }
  return lines.join('\n');
}

runBench(import.meta.url, main);
