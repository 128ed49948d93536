// Runs the Hireloop server (server/main.ts) as a child process and waits for GET /api/health.
// Shared by `npm start` (scripts/start.mjs) and the e2e global setup.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnTiedNode } from './tied-child.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * @param {{ port: number, env?: Record<string, string | undefined>, quiet?: boolean, timeoutMs?: number, signal?: AbortSignal }} opts
 * signal: aborting it during start-up stops the server and rejects. env is added to process.env. quiet: keep the log in memory (returned by output()) instead of printing.
 */
export async function startServer(opts) {
  const started = Date.now();
  // Its own process group: the parent decides when and how it stops, and it stops (SIGTERM, a
  // graceful close) when the parent is gone.
  const child = spawnTiedNode(['--import', 'tsx', join(root, 'server/main.ts')], {
    cwd: root,
    env: { ...process.env, ...opts.env, PORT: String(opts.port) },
    quiet: opts.quiet,
  });
  let output = '';
  const keep = (d) => {
    output = (output + d).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise((res) => child.once('exit', (code, signal) => res({ code, signal })));
  let done = false;
  exited.then(() => {
    done = true;
  });
  const stop = async (signal = 'SIGTERM', timeoutMs = 15_000) => {
    if (done) return exited;
    child.kill(signal);
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    const result = await exited;
    clearTimeout(timer);
    return result;
  };

  const host = opts.env?.HOST ?? process.env.HOST ?? '127.0.0.1';
  const url = `http://${['0.0.0.0', '::'].includes(host) ? '127.0.0.1' : host}:${opts.port}`;
  const deadline = Date.now() + (opts.timeoutMs ?? 60_000);
  // An answer while this child has exited came from another process on the port (an old server).
  while (!(await healthy(url)) || done) {
    if (done) throw new Error(`The server exited during start-up.\n${output}`);
    if (opts.signal?.aborted) {
      await stop();
      throw new Error('Server start-up aborted');
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(
        `The server did not answer ${url}/api/health within ${opts.timeoutMs ?? 60_000} ms.\n${output}`,
      );
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { pid: child.pid, child, exited, stop, url, startupMs: Date.now() - started, output: () => output };
}

async function healthy(url) {
  try {
    const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
    return res.ok;
  } catch {
    return false;
  }
}
