// Spawns a Node child that ends with this process however this process ends (see end-with-parent.mjs).
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const watcher = pathToFileURL(join(dirname(fileURLToPath(import.meta.url)), 'end-with-parent.mjs')).href;

/**
 * @param {string[]} args node's arguments (flags, then the script and its arguments)
 * @param {{ cwd?: string, env: Record<string, string | undefined>, quiet?: boolean, parentGoneSignal?: NodeJS.Signals, removeWhenOrphaned?: string }} opts
 * parentGoneSignal: what the child sends itself when this process is gone (its graceful stop).
 * removeWhenOrphaned: a directory the child removes as it exits, if this process is gone by then.
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
  return child;
}
