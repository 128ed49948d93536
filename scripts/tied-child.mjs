// Spawns a Node child that ends with this process however this process ends (see end-with-parent.mjs),
// and waits for it to be ready. Shared by the server, the Firebase emulators and the mail catcher.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const watcher = pathToFileURL(join(dirname(fileURLToPath(import.meta.url)), 'end-with-parent.mjs')).href;

/**
 * @param {string[]} args node's arguments (flags, then the script and its arguments)
 * @param {{ cwd?: string, env: Record<string, string | undefined>, quiet?: boolean, parentGoneSignal?: NodeJS.Signals, removeWhenOrphaned?: string, stopSignal?: NodeJS.Signals, stopTimeoutMs?: number }} opts
 * parentGoneSignal: what the child sends itself when this process is gone (its graceful stop).
 * removeWhenOrphaned: a directory the child removes as it exits, if this process is gone by then;
 * this process removes it too when it sees the child exit.
 * stopSignal, stopTimeoutMs: what stop() sends first (SIGTERM unless given), and how long it waits
 * before SIGKILL (15 s unless given).
 * quiet: keep the child's output in memory (output(), its last 20 kB) instead of printing it.
 */
export function spawnTiedNode(args, opts) {
  const out = opts.quiet ? 'pipe' : 'inherit';
  const child = spawn(process.execPath, ['--import', watcher, ...args], {
    cwd: opts.cwd,
    env: {
      ...opts.env,
      END_WITH_PARENT_SIGNAL: opts.parentGoneSignal ?? 'SIGTERM',
      END_WITH_PARENT_REMOVE: opts.removeWhenOrphaned,
    },
    // fd 3: the pipe whose end tells the child that this process is gone.
    stdio: ['ignore', out, out, 'pipe'],
    // Own process group: a terminal's Ctrl-C reaches only this process, which stops the child once.
    detached: true,
  });
  // This end is only held, never read: it must not keep this process running.
  child.stdio[3]?.unref?.();

  let output = '';
  const keep = (d) => {
    output = (output + d).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let done = false;
  const exited = new Promise((res) => child.once('exit', (code, signal) => res({ code, signal })));
  exited.then(() => {
    done = true;
    if (opts.removeWhenOrphaned) rmSync(opts.removeWhenOrphaned, { recursive: true, force: true });
  });
  const stop = async (signal = opts.stopSignal ?? 'SIGTERM', timeoutMs = opts.stopTimeoutMs ?? 15_000) => {
    if (done) return exited;
    child.kill(signal);
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    const result = await exited;
    clearTimeout(timer);
    return result;
  };
  return { pid: child.pid, child, exited, stop, isDone: () => done, output: () => output };
}

/**
 * Polls ready() until it holds. Rejects (and stops the child) when the child exits, the signal
 * aborts or the time runs out, with the child's last output in the message.
 * @param {ReturnType<typeof spawnTiedNode>} tied
 * @param {{ name: string, ready: () => Promise<boolean>, timeoutMs: number, intervalMs?: number, signal?: AbortSignal }} opts
 */
export async function waitUntilReady(tied, opts) {
  const deadline = Date.now() + opts.timeoutMs;
  // An answer while the child has exited came from another process on the port (an old one).
  while (!(await opts.ready()) || tied.isDone()) {
    if (tied.isDone()) throw new Error(`${opts.name} exited during start-up.\n${tied.output().slice(-3000)}`);
    if (opts.signal?.aborted) {
      await tied.stop();
      throw new Error(`${opts.name} start-up aborted`);
    }
    if (Date.now() > deadline) {
      await tied.stop();
      throw new Error(
        `${opts.name} did not answer within ${opts.timeoutMs} ms.\n${tied.output().slice(-3000)}`,
      );
    }
    await new Promise((r) => setTimeout(r, opts.intervalMs ?? 250));
  }
}
