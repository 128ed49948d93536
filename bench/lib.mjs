// Shared by the benchmark scripts: the machine, a build of the app, servers on free ports with
// seeded data (cached under .tmp/bench), Debian's Chromium, and the sections of docs/benchmarks.md.
// Everything talks to 127.0.0.1 and stops what it started by pid.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildAll } from '../scripts/build.mjs';
import { freePort } from '../scripts/firebase-emulators.mjs';
import { startServer } from '../scripts/server-process.mjs';

export { freePort };
export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const work = join(root, '.tmp/bench');
export const quick = process.argv.includes('--quick');
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
export const demo = {
  recruiter: 'priya@northwind.example.com',
  candidate: 'sam@candidate.example.com',
  password: 'hireloop-demo',
};

mkdirSync(work, { recursive: true });

export const log = (...args) => console.log(`[${new Date().toISOString().slice(11, 19)}]`, ...args);
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export function median(values) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** A number for a table: fixed decimals, '–' when missing. */
export const fmt = (v, digits = 0) => (Number.isFinite(v) ? v.toFixed(digits) : '–');
export const kb = (bytes) => (bytes / 1024).toFixed(1);

/** The machine line every section starts with. */
export function machine() {
  let chromium = 'unknown';
  try {
    chromium = execFileSync(chromiumPath, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    })
      .trim()
      .replace(/ built on.*/, '');
  } catch {}
  const cpu = os.cpus()[0]?.model?.trim() ?? 'cpu';
  const memory = `${(os.totalmem() / 2 ** 30).toFixed(0)} GB`;
  return `${os.availableParallelism()} cores (${cpu}), ${memory}, Node ${process.version}, ${chromium}`;
}

export const today = () => new Date().toISOString().slice(0, 16).replace('T', ' ');

// ---------------------------------------------------------------------------------------------
// docs/benchmarks.md: one section per script between markers, so each script can run alone.

const docFile = join(root, 'docs/benchmarks.md');
const docHeader = `# Benchmarks

Written by \`npm run bench\` (bench/run.mjs); each section also by its own script
(\`node bench/<name>.mjs [--quick]\`): the current figures, each with the command that
reproduces it. The machine is shared and noisy, so figures are ratios measured side by side in one
run, or bounds from the same run. What they were before lives in git (\`git log -p docs/benchmarks.md\`).
`;
const order = [
  'first-load',
  'offline-start',
  'offline-search',
  'replay',
  'api',
  'api-mixed',
  'startup',
  'alerts',
  'places',
  'push',
  'push-idle',
  'mail',
  'interview-reminders',
  'notes',
];

export function writeSection(id, markdown) {
  mkdirSync(dirname(docFile), { recursive: true });
  const text = existsSync(docFile) ? readFileSync(docFile, 'utf8') : docHeader;
  const section = `<!-- bench:${id} -->\n${markdown.trim()}\n<!-- /bench:${id} -->\n`;
  const existing = new RegExp(`<!-- bench:${id} -->\\n[\\s\\S]*?<!-- /bench:${id} -->\\n?`);
  // In place when the section is there, so the prose around the sections stays; otherwise before
  // the first section that comes after it in `order`, or at the end.
  let updated;
  if (existing.test(text)) updated = text.replace(existing, () => section);
  else {
    const later = order.slice(order.indexOf(id) + 1).find((k) => text.includes(`<!-- bench:${k} -->`));
    const at = later && order.includes(id) ? text.indexOf(`<!-- bench:${later} -->`) : -1;
    updated =
      at >= 0 ? `${text.slice(0, at)}${section}\n${text.slice(at)}` : `${text.trimEnd()}\n\n${section}`;
  }
  writeFileSync(docFile, updated);
  // The repository's formatter aligns the tables (biome check stays clean).
  spawnSync(join(root, 'node_modules/.bin/biome'), ['format', '--write', docFile], {
    cwd: root,
    stdio: 'ignore',
  });
  log(`docs/benchmarks.md: section "${id}" written`);
}

/** A markdown table from a header row and rows of cells. */
export function table(header, rows) {
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/** Keeps the raw figures of a script next to the doc, for comparisons between runs. */
export function saveJson(name, data) {
  writeFileSync(join(work, `${name}.json`), JSON.stringify(data, null, 2));
}

// ---------------------------------------------------------------------------------------------
// The app build: its own output folder, so a developer's dist/ is left alone.

// BENCH_DIST gives a build folder of one's own (several people benchmarking one checkout).
export const distDir = process.env.BENCH_DIST ? resolve(process.env.BENCH_DIST) : join(work, 'dist');

function newest(paths) {
  let max = 0;
  for (const p of paths) {
    if (!existsSync(p)) continue;
    const st = statSync(p);
    if (st.isDirectory()) max = Math.max(max, newest(readdirSync(p).map((n) => join(p, n))));
    else max = Math.max(max, st.mtimeMs);
  }
  return max;
}

/** Builds the PWA into .tmp/bench/dist unless it is newer than every source. */
export function ensureBuild({ force = false } = {}) {
  const built = `${distDir}-ssr/entry-server.js`;
  // run.mjs builds once and tells its steps to reuse that build (others may be editing src/).
  if (!force && process.env.BENCH_REUSE_BUILD === '1' && existsSync(built)) return distDir;
  const sources = ['src', 'sw', 'public', 'contract', 'index.html', 'vite.config.ts', 'package.json'];
  if (!force && existsSync(built) && statSync(built).mtimeMs >= newest(sources.map((s) => join(root, s)))) {
    return distDir;
  }
  log(`vite build → ${distDir}`);
  const ok = buildAll(distDir, ['--logLevel', 'warn'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    timeout: 300_000,
  });
  if (!ok) throw new Error('vite build failed');
  return distDir;
}

// ---------------------------------------------------------------------------------------------
// Servers and data.

const serverEnv = (extra) => ({
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  STATIC_DIR: distDir,
  DATABASE_URL: undefined,
  SEED_DEMO: 'true',
  RATE_LIMIT_AUTH_PER_MINUTE: '10000',
  RATE_LIMIT_WRITES_PER_MINUTE: '100000',
  JWT_SECRET: 'bench-only-secret-bench-only-secret-0123456789',
  ...extra,
});

/**
 * The server (server/main.ts) on a free port; stop() ends it by pid. `checkout`: another checkout's
 * server (an older build, to measure both in one run), started by that checkout's own script.
 */
export async function startApp(env = {}, opts = {}) {
  const port = await freePort();
  const start = opts.checkout
    ? (await import(pathToFileURL(join(opts.checkout, 'scripts/server-process.mjs')).href)).startServer
    : startServer;
  return start({ port, quiet: true, timeoutMs: opts.timeoutMs ?? 120_000, env: serverEnv(env) });
}

function runTsx(script, args, env = {}) {
  const res = spawnSync(process.execPath, ['--import', 'tsx', join(root, script), ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
    timeout: 900_000,
  });
  if (res.status !== 0) throw new Error(`${script} failed (${res.status ?? res.signal})`);
}

/**
 * A PGlite data dir with the demo data plus `jobs` seeded jobs (bench/seed-jobs.ts), built once and
 * kept under .tmp/bench/data/ (delete it to rebuild). `copy: true` returns a scratch copy for runs
 * that write.
 */
export async function pgliteDataDir(jobs, { copy = false } = {}) {
  const dir = join(work, 'data', `pglite-${jobs}`);
  const done = join(dir, 'seeded.json');
  if (!existsSync(done)) {
    rmSync(dir, { recursive: true, force: true });
    log(`PGlite: demo data + ${jobs} jobs → ${dir} (built once, then reused)`);
    const server = await startApp({ DATA_DIR: dir });
    await server.stop();
    if (jobs > 0) runTsx('bench/seed-jobs.ts', ['--jobs', String(jobs), '--dir', dir]);
    writeFileSync(done, JSON.stringify({ jobs, at: new Date().toISOString() }));
  }
  if (!copy) return dir;
  const scratch = join(work, 'scratch', `pglite-${jobs}-${process.pid}-${Date.now()}`);
  cpSync(dir, scratch, { recursive: true });
  return scratch;
}

export function removeScratch(dir) {
  if (dir.includes('/.tmp/bench/scratch/')) rmSync(dir, { recursive: true, force: true });
}

/** Resident memory of a process in MB (from /proc), or NaN. */
export function rssMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kbs = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return kbs / 1024;
  } catch {
    return Number.NaN;
  }
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL 15 (Debian): one cluster of our own under /tmp, on a free port, unix socket in /tmp.

const pgBin = '/usr/lib/postgresql/15/bin';
// BENCH_PG_DIR: a cluster of one's own (several people benchmarking on one machine).
const pgDir = process.env.BENCH_PG_DIR ?? '/tmp/hireloop-bench-pg';

function asPostgres(cmd, args, opts = {}) {
  return spawnSync('runuser', ['-u', 'postgres', '--', join(pgBin, cmd), ...args], {
    encoding: 'utf8',
    timeout: 120_000,
    ...opts,
  });
}

export function postgresAvailable() {
  return existsSync(join(pgBin, 'postgres'));
}

/** Starts (initialising once) the bench cluster; returns { url(db), createDb(name), stop() }. */
export async function startPostgres() {
  const data = join(pgDir, 'data');
  if (!existsSync(join(data, 'PG_VERSION'))) {
    mkdirSync(pgDir, { recursive: true });
    execFileSync('chown', ['postgres:postgres', pgDir]);
    const init = asPostgres('initdb', [
      '-D',
      data,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--no-sync',
    ]);
    if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr}`);
  }
  const port = await freePort();
  const opts = `-p ${port} -k /tmp -c listen_addresses=127.0.0.1 -c max_connections=60 -c shared_buffers=256MB`;
  const started = asPostgres(
    'pg_ctl',
    ['-D', data, '-o', opts, '-l', join(pgDir, 'log'), '-w', '-t', '60', 'start'],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  if (started.status !== 0) throw new Error(`pg_ctl start failed: ${started.stderr}`);
  const pid = Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const url = (db) => `postgres://postgres@127.0.0.1:${port}/${db}`;
  const psql = (db, sql) =>
    spawnSync(
      join(pgBin, 'psql'),
      ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-d', db, '-Atc', sql],
      {
        encoding: 'utf8',
        timeout: 60_000,
      },
    );
  return {
    pid,
    port,
    url,
    psql,
    /** A database with the schema, demo data and `jobs` seeded jobs; reused when it already has them. */
    async seededDb(jobs) {
      const name = `hireloop_bench_${jobs}`;
      const marker = psql(name, "select value from bench_marker where key = 'jobs'");
      if (marker.status === 0 && marker.stdout.trim() === String(jobs)) return url(name);
      psql('postgres', `drop database if exists ${name}`);
      const made = psql('postgres', `create database ${name}`);
      if (made.status !== 0) throw new Error(`create database failed: ${made.stderr}`);
      log(`PostgreSQL: demo data + ${jobs} jobs → database ${name} (built once, then reused)`);
      const server = await startApp({ DATABASE_URL: url(name) });
      await server.stop();
      if (jobs > 0) runTsx('bench/seed-jobs.ts', ['--jobs', String(jobs)], { DATABASE_URL: url(name) });
      psql(
        name,
        `create table bench_marker (key text primary key, value text); insert into bench_marker values ('jobs', '${jobs}')`,
      );
      return url(name);
    },
    async stop() {
      try {
        process.kill(pid, 'SIGINT'); // fast shutdown of this cluster's postmaster only
      } catch {
        return;
      }
      for (let i = 0; i < 100; i++) {
        try {
          process.kill(pid, 0);
        } catch {
          return;
        }
        await sleep(100);
      }
      process.kill(pid, 'SIGKILL');
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Chromium through playwright-core.

export async function launchChromium() {
  const { chromium } = await import('playwright-core');
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
}

export async function launchPersistent(userDataDir, options = {}) {
  const { chromium } = await import('playwright-core');
  return chromium.launchPersistentContext(userDataDir, {
    executablePath: chromiumPath,
    args: chromiumArgs,
    viewport: { width: 1280, height: 800 },
    ...options,
  });
}

/**
 * Chromium 156 loads its omnibox popup, a WebUI page (chrome://omnibox-popup.top-chrome) with its AI
 * Mode app, in a renderer of its own at every start, headless too, where no omnibox is ever shown; a
 * phone's browser has no such page. On these 2 cores it took 0.5–1 s of CPU during a cold start's
 * first half second, beside the page being timed (a trace of bench/offline-start.mjs). Off, like the
 * browser's other chores in chromiumArgs.
 */
export const browserUiFeatures = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'PreloadTopChromeWebUI'];

/**
 * The flag that switches `browserUiFeatures` off in a browser Playwright launches. Chromium keeps
 * only the last --disable-features, and Playwright passes one of its own: this one repeats
 * Playwright's list (read from the command line of a browser it started) and adds ours.
 */
export async function withoutBrowserUi() {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const own = browserCommandLines()
      .flat()
      .filter((arg) => arg.startsWith('--disable-features='))
      .flatMap((arg) => arg.slice('--disable-features='.length).split(','));
    // Without Playwright's list ours would replace it, silently: better to stop.
    if (own.length === 0)
      throw new Error("Playwright's --disable-features not found on the browser's command line");
    return `--disable-features=${[...new Set([...own, ...browserUiFeatures])].join(',')}`;
  } finally {
    await browser.close();
  }
}

/** The command lines of the Chromium processes this process started (from /proc). */
function browserCommandLines() {
  const lines = [];
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      // Debian's /usr/bin/chromium is a script that execs the browser: the same pid, another argv[0].
      if (parent === process.pid && args.includes('--remote-debugging-pipe')) lines.push(args);
    } catch {
      // the process ended while we looked
    }
  }
  return lines;
}

/** Signs in through the API and stores the session cookie the app reads (`hireloop`). */
export async function signIn(context, baseUrl, email, password = demo.password) {
  const res = await fetch(`${baseUrl}/api/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ useremail: email, userpassword: password }),
  });
  if (!res.ok) throw new Error(`login ${email}: ${res.status} ${await res.text()}`);
  const session = await res.json();
  await context.addCookies([
    { name: 'hireloop', value: encodeURIComponent(JSON.stringify(session)), url: baseUrl, sameSite: 'Lax' },
  ]);
  return session;
}

/** Runs a child process (node script) to completion, inheriting output; resolves its exit code. */
export function runNode(args, { timeoutMs = 900_000, env = {} } = {}) {
  return new Promise((res) => {
    const child = spawn(process.execPath, args, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    const timer = setTimeout(() => child.kill('SIGTERM'), timeoutMs);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      res(code ?? (signal ? 1 : 0));
    });
  });
}

/** Whether a process still runs (signal 0 only checks). */
export function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * One timed benchmark at a time on this machine: timings of two runs sharing 2 cores mean nothing.
 * Waits for .tmp/bench.lock (a directory holding the owner's pid; a dead owner's lock is taken
 * over) and frees it on exit. run.mjs holds it for its children (BENCH_LOCK_HELD=1).
 */
export function holdBenchLock() {
  if (process.env.BENCH_LOCK_HELD === '1') return;
  const lock = join(root, '.tmp/bench.lock');
  mkdirSync(dirname(lock), { recursive: true });
  let told = false;
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(join(lock, 'pid'), String(process.pid));
      break;
    } catch {
      const owner = Number(existsSync(join(lock, 'pid')) ? readFileSync(join(lock, 'pid'), 'utf8') : 0);
      if (owner && !isAlive(owner)) {
        rmSync(lock, { recursive: true, force: true });
        continue;
      }
      if (!told) log(`waiting for another benchmark (pid ${owner || '?'}) to finish`);
      told = true;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 2000);
    }
  }
  process.env.BENCH_LOCK_HELD = '1';
  process.once('exit', () => rmSync(lock, { recursive: true, force: true }));
  for (const sig of ['SIGINT', 'SIGTERM']) process.once(sig, () => process.exit(130));
}

/** A timed benchmark's `main`, when its file is run directly: under the lock, exit 1 on failure. */
export function runBench(url, main) {
  if (!isMain(url)) return;
  holdBenchLock();
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}

/** Only when the file is run directly (not imported by run.mjs). */
export const isMain = (url) => process.argv[1] && resolve(process.argv[1]) === fileURLToPath(url);
