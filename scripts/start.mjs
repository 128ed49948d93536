// `npm start`: build the PWA if needed, start the Firebase emulators (unless a real Firebase project
// is configured) and the mail catcher (unless SMTP_URL names a real SMTP server), then the server.
// It says "running" once GET /api/ready answers 200: the database answers and so do the emulators
// and the SMTP server. Ctrl-C, a closed terminal (SIGHUP) or SIGTERM stops everything; if one part
// dies, the others are stopped; if this process is killed outright, the children stop themselves
// (scripts/tied-child.mjs). A port that is taken already stops the start, naming its process.
// Env: PORT (3000), HOST, DATA_DIR (./data), FIREBASE_PROJECT_ID, FIREBASE_AUTH_PORT (9099),
//      FIREBASE_STORAGE_PORT (9199), MAIL_SMTP_PORT (1025), MAIL_WEB_PORT (1080), SMTP_URL,
//      the six VITE_FIREBASE_* settings, and everything server/config.ts reads. With STATIC_DIR set,
//      that build is served and none is made.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildAll } from './build.mjs';
import { startEmulators } from './firebase-emulators.mjs';
import { startMailCatcher } from './mail-catcher.mjs';
import { portsInUse } from './ports-in-use.mjs';
import { startServer } from './server-process.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT ?? 3000);
const firebaseKeys = [
  'API_KEY',
  'AUTH_DOMAIN',
  'PROJECT_ID',
  'STORAGE_BUCKET',
  'MESSAGING_SENDER_ID',
  'APP_ID',
];
const realFirebase = firebaseKeys.every((k) => process.env[`VITE_FIREBASE_${k}`]);

/** Newest modification time under the given files and folders (ms). */
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

function buildIfStale() {
  if (process.env.STATIC_DIR) return;
  const built = join(root, 'dist-ssr/entry-server.js');
  const sources = ['src', 'sw', 'public', 'contract', 'index.html', 'vite.config.ts', 'package.json'];
  if (existsSync(built) && statSync(built).mtimeMs >= newest(sources.map((s) => join(root, s)))) return;
  console.log('Building the app (npm run build)…');
  if (!buildAll()) {
    console.error('\nThe build failed: fix the errors above and run `npm start` again.');
    process.exit(1);
  }
}

/** The demo logins, read from the seed so this hint never goes stale. */
function demoHint() {
  if (['false', '0'].includes(process.env.SEED_DEMO ?? '')) return '';
  try {
    const seed = readFileSync(join(root, 'server/services/demo/demo-seed.ts'), 'utf8');
    const password = /demoPassword\s*=\s*'([^']+)'/.exec(seed)?.[1];
    const emails = [...seed.matchAll(/email:\s*'([^']+)'/g)].map((m) => m[1]);
    if (password && emails.length) return `Demo logins (password "${password}"): ${emails.join(', ')}`;
  } catch {}
  return 'Demo logins: see README.md';
}

/** The ports this start listens on, and what each is for (the env variable that moves it). */
function wantedPorts() {
  const wanted = [{ port, host: process.env.HOST ?? '127.0.0.1', what: 'the server, PORT' }];
  if (!realFirebase) {
    wanted.push(
      { port: Number(process.env.FIREBASE_AUTH_PORT ?? 9099), what: 'the auth emulator, FIREBASE_AUTH_PORT' },
      {
        port: Number(process.env.FIREBASE_STORAGE_PORT ?? 9199),
        what: 'the storage emulator, FIREBASE_STORAGE_PORT',
      },
    );
  }
  if (!process.env.SMTP_URL) {
    wanted.push(
      { port: Number(process.env.MAIL_SMTP_PORT ?? 1025), what: 'the mail catcher, MAIL_SMTP_PORT' },
      { port: Number(process.env.MAIL_WEB_PORT ?? 1080), what: 'the mail inbox page, MAIL_WEB_PORT' },
    );
  }
  return wanted;
}

// A server left from an earlier start would answer in place of the new one: stop before starting.
const taken = await portsInUse(wantedPorts());
if (taken.length) {
  console.error(`Hireloop cannot start: its ports are taken.\n${taken.map((t) => `  ${t}`).join('\n')}`);
  console.error('Is Hireloop already running? Stop that process, or choose other ports (see README.md).');
  process.exit(1);
}

// A closed terminal must not turn a write into a crash half-way through stopping the children.
for (const stream of [process.stdout, process.stderr]) stream.on('error', () => {});

buildIfStale();

let emulators = null;
let mail = null;
let server = null;
let stopping = false;
const abort = new AbortController(); // stops a child that is still starting
let startup = Promise.resolve();
// How long each part may take to come up: a busy machine (a build or a test run beside it) slows
// the emulators' start several-fold, and giving up early would only make the user start again.
const slowStartMs = 180_000;

async function stopAll(code, message) {
  if (stopping) return;
  stopping = true;
  if (message) console.error(`\n${message}`);
  abort.abort();
  await Promise.all([server?.stop('SIGTERM'), emulators?.stop(), mail?.stop(), startup.catch(() => {})]);
  process.exit(code);
}
/**
 * Under `npm start` this process runs below npm (npm → sh → node). A `kill -9` of npm reaches
 * neither: the pid of the npm ancestor, to watch, where /proc tells (Linux).
 */
function npmAncestor() {
  if (process.env.npm_lifecycle_event !== 'start') return undefined;
  let pid = process.ppid;
  for (let depth = 0; depth < 3 && pid > 1; depth++) {
    try {
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
      if (/\bnpm\b|npm-cli/.test(command)) return pid;
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      pid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    } catch {
      return undefined;
    }
  }
  return undefined;
}

const npmPid = npmAncestor();
if (npmPid) {
  setInterval(() => {
    try {
      process.kill(npmPid, 0);
    } catch {
      void stopAll(0, 'npm is gone: stopping Hireloop…');
    }
  }, 1000).unref();
}

for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(sig, () => {
    console.log(`\n${sig}: stopping Hireloop…`);
    void stopAll(0);
  });
}

async function startFirebase() {
  emulators = await startEmulators({ quiet: true, signal: abort.signal, timeoutMs: slowStartMs });
  console.log(`Firebase emulators ready in ${(emulators.startupMs / 1000).toFixed(1)} s`);
  for (const stream of [emulators.child.stdout, emulators.child.stderr]) {
    stream?.on('data', (d) => process.stdout.write(String(d).replace(/^(?=.)/gm, '[firebase] ')));
  }
  emulators.exited.then(({ code, signal }) => {
    if (!stopping) console.error(emulators.output().slice(-2000));
    void stopAll(1, `The Firebase emulators stopped unexpectedly (${signal ?? `exit ${code}`}); stopping.`);
  });
}

async function startMail() {
  mail = await startMailCatcher({ quiet: true, signal: abort.signal, timeoutMs: slowStartMs });
  mail.exited.then(({ code, signal }) => {
    if (!stopping) console.error(mail.output().slice(-2000));
    void stopAll(1, `The mail catcher stopped unexpectedly (${signal ?? `exit ${code}`}); stopping.`);
  });
}

async function startApi(env) {
  server = await startServer({ port, env, signal: abort.signal, timeoutMs: slowStartMs });
  console.log(`Server up in ${(server.startupMs / 1000).toFixed(1)} s`);
  server.exited.then(({ code, signal }) => {
    void stopAll(1, `The server stopped unexpectedly (${signal ?? `exit ${code}`}); stopping.`);
  });
}

/** Waits for GET /api/ready to answer 200; throws with its last answer after `timeoutMs`. */
async function untilReady(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (!stopping) {
    try {
      const res = await fetch(`${url}/api/ready`, { signal: AbortSignal.timeout(5000) });
      const body = await res.json().catch(() => ({}));
      if (res.ok) return;
      last = body.message ?? `HTTP ${res.status}`;
    } catch (err) {
      last = err instanceof Error ? err.message : String(err);
    }
    if (Date.now() > deadline)
      throw new Error(`${url}/api/ready did not answer 200 within ${timeoutMs} ms: ${last}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('stopped while waiting for /api/ready');
}

/** All start at once: the server reaches the emulators only when a request needs them. */
async function start() {
  const started = Date.now();
  const parts = [];
  let env = {};
  if (realFirebase) {
    console.log('VITE_FIREBASE_* is set: using the real Firebase project, no emulators.');
  } else {
    const authHost = `127.0.0.1:${process.env.FIREBASE_AUTH_PORT ?? 9099}`;
    const storageHost = `127.0.0.1:${process.env.FIREBASE_STORAGE_PORT ?? 9199}`;
    console.log(`Starting the Firebase emulators (auth ${authHost}, storage ${storageHost}) and the server…`);
    env = {
      FIREBASE_PROJECT_ID: process.env.FIREBASE_PROJECT_ID ?? 'demo-hireloop',
      FIREBASE_AUTH_EMULATOR_HOST: authHost,
      FIREBASE_STORAGE_EMULATOR_HOST: storageHost,
    };
    parts.push(startFirebase());
  }
  if (process.env.SMTP_URL) {
    console.log('SMTP_URL is set: mail goes to that server, no mail catcher.');
  } else {
    const smtpPort = Number(process.env.MAIL_SMTP_PORT ?? 1025);
    // The server only connects when it sends; by then the catcher is up.
    env.SMTP_URL = `smtp://127.0.0.1:${smtpPort}`;
    parts.push(startMail());
  }
  parts.push(startApi(env));
  // The first failure aborts the other part's start-up; wait until both have settled.
  let firstError = null;
  await Promise.allSettled(
    parts.map((p) =>
      p.catch((err) => {
        firstError ??= err;
        abort.abort();
      }),
    ),
  );
  if (firstError) throw firstError;
  await untilReady(server.url, 120_000);
  console.log(
    `\nHireloop is running at ${server.url} (ready in ${((Date.now() - started) / 1000).toFixed(1)} s; Ctrl-C to stop)`,
  );
  if (mail) console.log(`Mail the portal sends: ${mail.webUrl}/`);
  const hint = demoHint();
  if (hint) console.log(hint);
}

startup = start();
startup.catch((err) => stopAll(1, `Hireloop could not start: ${err instanceof Error ? err.message : err}`));
