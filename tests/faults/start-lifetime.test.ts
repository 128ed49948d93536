// `npm start` (scripts/start.mjs) on free ports and a temporary DATA_DIR: the server, the Firebase
// emulators, the mail catcher and the database process end with it when its terminal closes
// (SIGHUP) and when npm itself is killed outright (SIGKILL). Were start.mjs killed, each child
// stops itself: tests/unit/build/tied-child.test.ts. A start whose port is taken stops at once,
// naming the process that holds it, instead of taking that process for its own server.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/firebase-emulators.mjs';
import { tempDir } from './helpers.ts';

const root = path.resolve(import.meta.dirname, '../..');
const dirs: string[] = [];
const leftovers: number[] = [];

afterAll(() => {
  for (const pid of leftovers) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {}
  }
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The parent pid of each process (Linux /proc). */
function parents(): Map<number, number> {
  const map = new Map<number, number>();
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
      // The fields after the command name (which may hold spaces) in parentheses; ppid is the 2nd.
      map.set(Number(name), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {}
  }
  return map;
}

/** Every process below `pid`: its children, theirs, and so on. */
function descendants(pid: number): number[] {
  const ppid = parents();
  const found: number[] = [];
  let frontier = [pid];
  while (frontier.length) {
    const next = [...ppid].filter(([, parent]) => frontier.includes(parent)).map(([child]) => child);
    found.push(...next);
    frontier = next;
  }
  return found;
}

async function until(what: string, timeoutMs: number, done: () => boolean) {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

type Start = { child: ChildProcess; output: () => string; exited: Promise<number | null>; port: number };

/** `node scripts/start.mjs`, or with `viaNpm` `npm start` itself (npm → sh → node). */
async function npmStart(ports?: Partial<Record<string, number>>, viaNpm = false): Promise<Start> {
  const dataDir = tempDir('start-lifetime');
  dirs.push(dataDir);
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    // No build: the server answers the API, which is all these tests need.
    STATIC_DIR: path.join(dataDir, 'no-dist'),
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
  };
  // What a test run sets for its own servers: npm start sets up its own.
  for (const key of [
    'DATABASE_URL',
    'SMTP_URL',
    'FIREBASE_AUTH_EMULATOR_HOST',
    'FIREBASE_STORAGE_EMULATOR_HOST',
  ]) {
    delete env[key];
  }
  for (const key of [
    'PORT',
    'FIREBASE_AUTH_PORT',
    'FIREBASE_STORAGE_PORT',
    'MAIL_SMTP_PORT',
    'MAIL_WEB_PORT',
  ]) {
    env[key] = String(ports?.[key] ?? (await freePort()));
  }
  const [command, args] = viaNpm
    ? ['npm', ['start', '--silent']]
    : [process.execPath, [path.join(root, 'scripts/start.mjs')]];
  const child = spawn(command, args, {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const exited = new Promise<number | null>((res) => child.once('exit', (code) => res(code)));
  return { child, output: () => output, exited, port: Number(env.PORT) };
}

/** Starts, waits for "running", and returns the processes below it (server, emulators, catcher…). */
async function runningStart(viaNpm = false): Promise<Start & { below: number[] }> {
  const start = await npmStart(undefined, viaNpm);
  let ended = false;
  start.exited.then(() => {
    ended = true;
  });
  await until('npm start says it is running', 360_000, () => {
    if (ended) throw new Error(`npm start ended:\n${start.output()}`);
    return start.output().includes('Hireloop is running at');
  });
  const below = descendants(start.child.pid ?? -1);
  leftovers.push(...below);
  return { ...start, below };
}

describe('npm start ends with its children', () => {
  it('a closed terminal (SIGHUP) stops the server, the emulators and the mail catcher', async () => {
    const start = await runningStart();
    // The server, its database process, the emulators and the mail catcher, at least.
    expect(start.below.length).toBeGreaterThanOrEqual(4);
    const ready = await fetch(`http://127.0.0.1:${start.port}/api/ready`);
    expect(ready.status).toBe(200);

    start.child.kill('SIGHUP');
    await until(
      'npm start exits',
      60_000,
      () => start.child.exitCode !== null || start.child.signalCode !== null,
    );
    await until('every child of npm start has ended', 60_000, () => start.below.every((pid) => !alive(pid)));
  }, 480_000);

  it('a SIGKILL of npm (npm start) still ends start.mjs and every child, within the bound', async () => {
    const start = await runningStart(true);
    // npm's shell and start.mjs, then the server, its database process, the emulators, the catcher.
    expect(start.below.length).toBeGreaterThanOrEqual(6);
    start.child.kill('SIGKILL');
    await start.exited;
    const killed = Date.now();
    await until('every child of the killed npm start has ended', 60_000, () =>
      start.below.every((pid) => !alive(pid)),
    );
    expect(Date.now() - killed).toBeLessThan(60_000);
    // The ports are free again: the next start can run.
    const again = await fetch(`http://127.0.0.1:${start.port}/api/health`).catch(() => null);
    expect(again).toBeNull();
  }, 480_000);

  it('a start whose port is taken says so, naming the process, and never claims to be running', async () => {
    // Something that answers like a Hireloop server left running on the port.
    const squatter = http.createServer((_req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end('{"success":true,"status":"ok"}');
    });
    const port = await freePort();
    await new Promise<void>((res) => squatter.listen(port, '127.0.0.1', res));
    try {
      const start = await npmStart({ PORT: port });
      const code = await Promise.race([
        start.exited,
        new Promise((r) => setTimeout(() => r('still running'), 120_000)),
      ]);
      if (code === 'still running')
        leftovers.push(start.child.pid ?? -1, ...descendants(start.child.pid ?? -1));
      expect(code).toBe(1);
      expect(start.output()).toContain(`Port ${port} (the server, PORT) is in use by pid ${process.pid}`);
      expect(start.output()).not.toContain('is running');
    } finally {
      await new Promise((res) => squatter.close(res));
    }
  }, 180_000);
});
