// Runs the Hireloop server (server/main.ts) as a child process and waits for GET /api/health.
// Shared by `npm start` (scripts/start.mjs) and the e2e global setup.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnTiedNode, waitUntilReady } from './tied-child.mjs';

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
  const host = opts.env?.HOST ?? process.env.HOST ?? '127.0.0.1';
  const url = `http://${['0.0.0.0', '::'].includes(host) ? '127.0.0.1' : host}:${opts.port}`;
  await waitUntilReady(child, {
    name: `The server at ${url}`,
    ready: () => healthy(url),
    timeoutMs: opts.timeoutMs ?? 60_000,
    signal: opts.signal,
  });
  return { ...child, url, startupMs: Date.now() - started };
}

async function healthy(url) {
  try {
    const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
    return res.ok;
  } catch {
    return false;
  }
}
