// The mixed read load of bench/api.mjs (--scenario mixed): many different searches and job reads, as
// real traffic is, instead of one URL repeated. Every URL is made from the seeded jobs themselves:
// searches of one word or of two words found together in a job, with and without a job type, and
// every open job's one-job read. They are ranked in a fixed shuffled order and requested with Zipf
// weights (1/rank): a few are very popular (the read cache serves them), most are rare (the database
// answers). The "responsive" part adds people who sign in, search and apply while it runs.
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { demo } from './lib.mjs';

const jobTypes = ['Full-Time', 'Part-Time', 'Contract', 'Internship', 'Temporary'];

/** A small deterministic PRNG: two runs (and two builds) rank the same URLs the same way. */
function prng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) % 2 ** 32;
    return s / 2 ** 32;
  };
}

/** Every open job, read through the public list (50 a page). */
async function openJobs(base) {
  const jobs = [];
  let cursor = '';
  for (;;) {
    const res = await fetch(`${base}/api/getAllJobs?limit=50${cursor ? `&cursor=${cursor}` : ''}`);
    const page = await res.json();
    jobs.push(...page.data);
    if (!page.nextCursor) return jobs;
    cursor = encodeURIComponent(page.nextCursor);
  }
}

const wordsOf = (text) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9.+#]+/)
    .filter((w) => w.length >= 2 && !/^\d+$/.test(w));

/**
 * The URL set and its Zipf sampler. Searches: every word once, with no type and with each type;
 * `twoWordSearches` of two words found in one job (title, location, skills), one in two with a
 * type. Job reads: every open job.
 */
export async function mixedWorkload(base, { twoWordSearches = 2900 } = {}) {
  const jobs = await openJobs(base);
  const rand = prng(35);
  const searchUrl = (q, type) =>
    `/api/getAllJobs?limit=20&q=${encodeURIComponent(q)}${type ? `&type=${encodeURIComponent(type)}` : ''}`;
  const words = new Set();
  const pairs = new Set();
  for (const job of jobs) {
    const own = [...new Set(wordsOf(`${job.JobTitle} ${job.Location} ${job.RequiredSkills.join(' ')}`))];
    for (const a of own) {
      words.add(a);
      for (const b of own) if (a !== b) pairs.add(`${a} ${b}`);
    }
  }
  const searches = [];
  for (const w of [...words].sort())
    for (const type of [null, ...jobTypes]) searches.push(searchUrl(w, type));
  const pairList = [...pairs].sort();
  for (let i = 0; i < twoWordSearches && pairList.length; i++) {
    const [q] = pairList.splice(Math.floor(rand() * pairList.length), 1);
    searches.push(searchUrl(q, rand() < 0.5 ? null : jobTypes[Math.floor(rand() * jobTypes.length)]));
  }
  const reads = jobs.map((j) => `/api/recruiter/postinfo/${encodeURIComponent(j.UrlPath)}`);
  const urls = [...searches, ...reads];
  for (let i = urls.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [urls[i], urls[j]] = [urls[j], urls[i]];
  }
  // Cumulative Zipf weights (s = 1) over the ranks; a draw is a binary search.
  const cumulative = new Float64Array(urls.length);
  let sum = 0;
  for (let i = 0; i < urls.length; i++) cumulative[i] = sum += 1 / (i + 1);
  const next = () => {
    const x = Math.random() * sum;
    let lo = 0;
    let hi = urls.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] < x) lo = mid + 1;
      else hi = mid;
    }
    return urls[lo];
  };
  const nextSearch = () => {
    for (;;) {
      const url = next();
      if (url.startsWith('/api/getAllJobs')) return url;
    }
  };
  return {
    urls,
    next,
    nextSearch,
    jobIds: jobs.map((j) => j._id),
    counts: { searches: searches.length, reads: reads.length, words: words.size },
  };
}

/** autocannon with every request's path drawn from the workload; resolves autocannon's result. */
export function runMixed(base, workload, { connections, seconds, headers = {} }) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: base,
        connections,
        duration: seconds,
        timeout: 10,
        headers,
        requests: [{ setupRequest: (req) => ({ ...req, path: workload.next() }) }],
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
  });
}

/** Percentile of sorted numbers. */
const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/**
 * `connections` people at once, each in a loop: sign in (a demo candidate), search, apply to a job
 * that candidate has not applied to yet. Each request is timed from its send to its last byte.
 */
export async function runSessions(base, workload, { connections, seconds }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const url = new URL(base);
  const request = (method, path, { token, body } = {}) =>
    new Promise((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const t0 = performance.now();
      const req = http.request(
        {
          agent,
          host: url.hostname,
          port: url.port,
          method,
          path,
          headers: {
            accept: 'application/json',
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...(payload ? { 'content-type': 'application/json', 'idempotency-key': randomUUID() } : {}),
          },
        },
        (res) => {
          const chunks = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () =>
            resolve({
              status: res.statusCode,
              headers: res.headers,
              ms: performance.now() - t0,
              body: Buffer.concat(chunks),
            }),
          );
        },
      );
      req.setTimeout(10_000, () => req.destroy(new Error('timeout')));
      req.on('error', reject);
      req.end(payload);
    });
  const candidates = [demo.candidate, 'ana@candidate.example.com'];
  const nextJob = candidates.map(() => 0);
  // Candidate i applies to the jobs at i, i + 2, i + 4…: never twice to one job.
  const jobFor = (c) => workload.jobIds[(nextJob[c]++ * candidates.length + c) % workload.jobIds.length];
  const times = { signin: [], search: [], apply: [] };
  const failures = {};
  // Sign-ins refused with 503 while the hashing line is full: the person waits Retry-After, as the
  // app does, and signs in again.
  const busy = { n: 0, waitedSeconds: 0 };
  const until = Date.now() + seconds * 1000;
  let turn = 0;
  const person = async () => {
    while (Date.now() < until) {
      const c = turn++ % candidates.length;
      const steps = [
        [
          'signin',
          'POST',
          '/api/signin',
          { body: { useremail: candidates[c], userpassword: demo.password } },
        ],
        ['search', 'GET', workload.nextSearch()],
        ['apply', 'POST', `/api/candidate/applyjob/${jobFor(c)}`],
      ];
      let token;
      for (const [kind, method, path, opts = {}] of steps) {
        try {
          const res = await request(method, path, { ...opts, token });
          if (kind === 'signin' && res.status === 503) {
            const seconds = Number(res.headers['retry-after']) || 1;
            busy.n++;
            busy.waitedSeconds += seconds;
            await new Promise((r) => setTimeout(r, Math.min(seconds * 1000, until - Date.now())));
            break;
          }
          if (kind === 'signin' && res.status === 200) token = JSON.parse(res.body).token;
          const ok = kind === 'apply' ? res.status === 201 : res.status === 200;
          if (ok) times[kind].push(res.ms);
          else failures[`${kind} ${res.status}`] = (failures[`${kind} ${res.status}`] ?? 0) + 1;
          if (kind === 'signin' && !token) break; // nothing to search and apply as
        } catch (err) {
          failures[`${kind} ${err.message}`] = (failures[`${kind} ${err.message}`] ?? 0) + 1;
          if (kind === 'signin') break;
        }
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, person));
  agent.destroy();
  const summary = (list) => {
    const sorted = [...list].sort((a, b) => a - b);
    return { n: sorted.length, p50: pct(sorted, 50), p99: pct(sorted, 99) };
  };
  return {
    all: summary([...times.signin, ...times.search, ...times.apply]),
    signin: summary(times.signin),
    search: summary(times.search),
    apply: summary(times.apply),
    signinsPerSecond: times.signin.length / seconds,
    busy,
    failures,
  };
}
