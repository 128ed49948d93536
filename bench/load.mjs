// Load: a real server (server/main.ts) on 127.0.0.1 with a fresh database, many recruiters,
// candidates and jobs made through the API, then autocannon with a mix of job reads, searches,
// one-job reads, applies (each candidate to distinct jobs, so a 409 cannot happen by construction)
// and feed reads by many users. Pass: no error, no timeout, no unexpected status, and afterwards the
// number of applications in the database equals the number of 201s exactly.
//   node bench/load.mjs [--db pglite|postgres] [--duration 60] [--connections 50]
//                       [--pg-url postgres://user@127.0.0.1:port/db]  (admin URL; a fresh db is made)
// Without --pg-url, --db postgres starts the bench cluster of bench/lib.mjs. Stops what it starts by pid.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { freePort } from '../scripts/firebase-emulators.mjs';
import { startServer } from '../scripts/server-process.mjs';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'pglite' },
    duration: { type: 'string', default: '60' },
    connections: { type: 'string', default: '50' },
    'pg-url': { type: 'string' },
    recruiters: { type: 'string', default: '10' },
    candidates: { type: 'string', default: '200' },
    'jobs-per-recruiter': { type: 'string', default: '30' },
    out: { type: 'string' },
  },
});
const duration = Number(args.duration);
const connections = Number(args.connections);
const log = (...a) => console.log(`[${new Date().toISOString().slice(11, 19)}]`, ...a);
const bucket = 'demo-hireloop.appspot.com';
const storageHost = '127.0.0.1:9499';
const password = 'load-test-password';

// ─── the database and the server ────────────────────────────────────────────────────────────
const cleanups = [];
async function database() {
  if (args.db === 'pglite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hireloop-load-'));
    cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
    return { env: { DATA_DIR: dir }, dir };
  }
  let adminUrl = args['pg-url'];
  if (!adminUrl) {
    const { startPostgres } = await import('./lib.mjs');
    const cluster = await startPostgres();
    cleanups.push(() => cluster.stop());
    adminUrl = cluster.url('postgres');
  }
  const name = `hireloop_load_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  cleanups.unshift(async () => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  });
  return { env: { DATABASE_URL: url.toString() }, url: url.toString() };
}

async function countApplications(db) {
  if (db.url) {
    const c = new pg.Client({ connectionString: db.url });
    await c.connect();
    const res = await c.query('select count(*)::int as n from applications');
    await c.end();
    return res.rows[0].n;
  }
  // The server has stopped: open its PGlite directory ourselves.
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const client = await PGlite.create({ dataDir: path.join(db.dir, 'pglite'), extensions: { pg_trgm } });
  const res = await client.query('select count(*)::int as n from applications');
  await client.close();
  return res.rows[0].n;
}

// ─── the API ────────────────────────────────────────────────────────────────────────────────
let base = '';
async function call(method, url, { token, body } = {}) {
  const headers = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${base}${url}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  const json = await res.json();
  return { status: res.status, body: json };
}

async function must(p, status, what) {
  const res = await p;
  if (res.status !== status) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

async function newUser(role, i) {
  const email = `${role}-${i}-${randomBytes(3).toString('hex')}@load.example.com`;
  await must(
    call('POST', '/api/signup', {
      body: { username: `${role} ${i}`, useremail: email, userpassword: password },
    }),
    201,
    'signup',
  );
  const session = await must(
    call('POST', '/api/signin', { body: { useremail: email, userpassword: password } }),
    200,
    'signin',
  );
  const id = session.user._id;
  const resume = `http://${storageHost}/v0/b/${bucket}/o/${encodeURIComponent(`resumes/${id}/1_cv.pdf`)}?alt=media`;
  const profile =
    role === 'recruiter'
      ? { name: `Recruiter ${i}`, currentCompany: `Company ${i}`, currentRole: 'Talent' }
      : {
          fullName: `Candidate ${i}`,
          phoneNumber: '+44 20 7946 0958',
          dateOfBirth: '1995-12-10',
          highestQualification: 'BSc',
          collegeName: 'Load University',
          graduationYear: 2018,
          specialization: 'Computing',
          technicalSkills: 'TypeScript',
          softSkills: 'Patience',
          githubProfile: 'https://github.com/load',
          linkedInProfile: 'https://linkedin.com/in/load',
          resume,
          preferredJobRoles: 'Engineer',
          locationPreferences: 'Remote',
          expectedSalary: 50000,
        };
  await must(
    call('POST', `/api/onboard-${role}`, { token: session.token, body: profile }),
    201,
    `onboard ${role}`,
  );
  return { id, token: session.token };
}

/** Runs `fn` over items, `width` at a time. */
async function pool(items, width, fn) {
  const out = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i], i);
      }
    }),
  );
  return out;
}

const words = ['engineer', 'remote', 'data', 'senior', 'node', 'go', 'design', 'berlin', 'sql', 'company'];
const titles = [
  'Backend Engineer',
  'Data Analyst',
  'Product Designer',
  'Senior Node Developer',
  'SQL Specialist',
];
const cities = ['Berlin', 'Remote', 'Lisbon', 'London', 'Porto'];

async function main() {
  const db = await database();
  const port = await freePort();
  const server = await startServer({
    port,
    quiet: true,
    timeoutMs: 120_000,
    env: {
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      STATIC_DIR: path.join(os.tmpdir(), 'hireloop-no-dist'),
      JWT_SECRET: `load-${randomBytes(24).toString('hex')}`,
      RATE_LIMIT_AUTH_PER_MINUTE: '1000000',
      RATE_LIMIT_ACCOUNT_PER_15_MINUTES: '1000000',
      RATE_LIMIT_WRITES_PER_MINUTE: '1000000',
      FIREBASE_PROJECT_ID: 'demo-hireloop',
      FIREBASE_STORAGE_BUCKET: bucket,
      FIREBASE_STORAGE_EMULATOR_HOST: storageHost,
      DATABASE_URL: undefined,
      ...db.env,
    },
  });
  let stopped = false;
  cleanups.unshift(async () => {
    if (!stopped) await server.stop();
  });
  base = server.url;
  log(`server pid ${server.pid} on ${base} (${args.db}), started in ${server.startupMs} ms`);

  // ─── data through the API ──────────────────────────────────────────────────────────────────
  const t0 = Date.now();
  const nRecruiters = Number(args.recruiters);
  const nCandidates = Number(args.candidates);
  const recruiters = await pool(Array.from({ length: nRecruiters }), 4, (_, i) => newUser('recruiter', i));
  const candidates = await pool(Array.from({ length: nCandidates }), 4, (_, i) => newUser('candidate', i));
  const deadline = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
  const jobSpecs = recruiters.flatMap((r, ri) =>
    Array.from({ length: Number(args['jobs-per-recruiter']) }, (_, j) => ({ r, ri, j })),
  );
  const jobs = await pool(jobSpecs, 6, async ({ r, ri, j }) => {
    const body = {
      JobTitle: `${titles[j % titles.length]} ${ri}-${j}`,
      CompanyName: `Company ${ri}`,
      Location: cities[(ri + j) % cities.length],
      JobType: 'Full-Time',
      RequiredSkills: 'Node.js, SQL, Go',
      ApplicationDeadline: deadline,
      JobDescription: 'A job made by the load script.',
    };
    const res = await must(call('POST', '/api/postjob', { token: r.token, body }), 201, 'postjob');
    return { id: res.data._id, urlPath: res.data.UrlPath };
  });
  for (let i = 0; i < 30; i++) {
    const r = recruiters[i % recruiters.length];
    await must(
      call('POST', '/api/feed/post', { token: r.token, body: { content: `Load post ${i}` } }),
      201,
      'post',
    );
  }
  log(
    `made through the API in ${((Date.now() - t0) / 1000).toFixed(1)} s: ${recruiters.length} recruiters, ${candidates.length} candidates, ${jobs.length} jobs, 30 posts`,
  );

  // ─── the mix ───────────────────────────────────────────────────────────────────────────────
  // Applies walk (candidate, job) pairs in order: each pair once, so every apply is a first apply.
  let pair = 0;
  const runId = randomBytes(4).toString('hex');
  const sentApplies = new Map(); // pair → the request, until answered
  const maxPairs = candidates.length * jobs.length;
  const users = [...candidates, ...recruiters];
  const pick = (list) => list[Math.floor(Math.random() * list.length)];
  const mix = [
    ['list', 25],
    ['search', 15],
    ['job', 15],
    ['apply', 20],
    ['feed', 15],
    ['activity', 10],
  ];
  const total = mix.reduce((s, [, w]) => s + w, 0);
  const chooseKind = () => {
    let r = Math.random() * total;
    for (const [kind, w] of mix) {
      r -= w;
      if (r < 0) return kind;
    }
    return 'list';
  };
  const stats = {};
  const count = (kind, status) => {
    stats[kind] ??= {};
    stats[kind][status] = (stats[kind][status] ?? 0) + 1;
  };

  const setupRequest = (req, context) => {
    let kind = chooseKind();
    if (kind === 'apply' && pair >= maxPairs) kind = 'list';
    context.kind = kind;
    const auth = (token) => ({ authorization: `Bearer ${token}` });
    switch (kind) {
      case 'list':
        return { ...req, method: 'GET', path: '/api/getAllJobs?limit=20', headers: {}, body: undefined };
      case 'search':
        return {
          ...req,
          method: 'GET',
          path: `/api/getAllJobs?q=${pick(words)}&limit=20`,
          headers: {},
          body: undefined,
        };
      case 'job':
        return {
          ...req,
          method: 'GET',
          path: `/api/recruiter/postinfo/${pick(jobs).urlPath}`,
          headers: auth(pick(users).token),
          body: undefined,
        };
      case 'feed':
        return {
          ...req,
          method: 'GET',
          path: '/api/feed/posts?limit=20',
          headers: auth(pick(users).token),
          body: undefined,
        };
      case 'activity':
        return {
          ...req,
          method: 'GET',
          path: '/api/activity?limit=20',
          headers: auth(pick(candidates).token),
          body: undefined,
        };
      default: {
        const p = pair++;
        const candidate = candidates[p % candidates.length];
        const job = jobs[Math.floor(p / candidates.length)];
        const apply = {
          path: `/api/candidate/applyjob/${job.id}`,
          token: candidate.token,
          key: `load-${runId}-${p}`,
          body: { Note: `load ${p}` },
        };
        sentApplies.set(p, apply);
        context.pair = p;
        return {
          ...req,
          method: 'POST',
          path: apply.path,
          headers: {
            ...auth(candidate.token),
            'content-type': 'application/json',
            'idempotency-key': apply.key,
          },
          body: JSON.stringify(apply.body),
        };
      }
    }
  };
  const onResponse = (status, _body, context) => {
    count(context.kind, status);
    if (context.kind === 'apply') sentApplies.delete(context.pair);
  };

  log(`autocannon: ${connections} connections for ${duration} s`);
  const result = await autocannon({
    url: base,
    connections,
    duration,
    timeout: 10,
    requests: [{ setupRequest, onResponse }],
  });

  // autocannon stops with requests in flight: their answers are never read, though the server may
  // have committed them. Each is sent again with its Idempotency-Key (answered from storage if it
  // was committed, written now if not), so every apply is counted exactly once.
  const inFlight = sentApplies.size;
  let drained = 0;
  for (const a of sentApplies.values()) {
    const res = await fetch(`${base}${a.path}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${a.token}`,
        'content-type': 'application/json',
        'idempotency-key': a.key,
      },
      body: JSON.stringify(a.body),
      signal: AbortSignal.timeout(30_000),
    });
    if (res.status !== 201) throw new Error(`drain: ${res.status} ${await res.text()}`);
    if (res.headers.get('idempotent-replayed') === 'true') drained++;
  }
  const created = (stats.apply?.[201] ?? 0) + inFlight;
  const unexpected = Object.entries(stats).flatMap(([kind, byStatus]) =>
    Object.entries(byStatus)
      .filter(([status]) => !(kind === 'apply' ? status === '201' : status === '200'))
      .map(([status, n]) => `${kind} ${status} × ${n}`),
  );
  await server.stop();
  stopped = true;
  const inDb = await countApplications(db);
  const summary = {
    db: args.db,
    connections,
    duration,
    requests: result.requests.total,
    reqPerSec: result.requests.average,
    latency: {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
    },
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    byKind: stats,
    appliesCreated: created,
    appliesInFlightAtStop: inFlight,
    appliesInFlightAlreadyCommitted: drained,
    applicationsInDb: inDb,
    unexpected,
  };
  console.log(JSON.stringify(summary, null, 2));
  if (args.out) fs.writeFileSync(args.out, JSON.stringify(summary, null, 2));
  const ok =
    result.errors === 0 &&
    result.timeouts === 0 &&
    result.non2xx === 0 &&
    unexpected.length === 0 &&
    inDb === created;
  log(
    `${ok ? 'PASS' : 'FAIL'}: ${result.requests.total} requests, ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}; applies 201: ${created} (${inFlight} of them in flight at the stop, answered on a resend with their key), applications in the database: ${inDb}`,
  );
  return ok;
}

let ok = false;
try {
  ok = await main();
} catch (err) {
  console.error(err);
} finally {
  for (const c of cleanups)
    await Promise.resolve()
      .then(c)
      .catch((e) => console.error('cleanup:', e.message));
}
process.exit(ok ? 0 : 1);
