// PGlite has no lock of its own: two processes on one data dir silently lose writes.
// The server takes this lock file; a lock left by a dead process (kill -9) is taken over, and so is
// one naming a pid that now belongs to another process (after a reboot, pids are handed out again):
// the file records which process it was (boot id and start time), and only that process holds it.
import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

type Holder = { pid: number; boot?: string; start?: string };

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readProc(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

/** This boot and the pid's start time (Linux /proc); undefined where /proc is not available. */
export function identityOf(pid: number): { boot: string; start: string } | undefined {
  const boot = readProc('/proc/sys/kernel/random/boot_id')?.trim();
  const stat = readProc(`/proc/${pid}/stat`);
  // The fields after the command name (which may hold spaces) in parentheses; starttime is the 22nd.
  const start = stat?.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  return boot && start ? { boot, start } : undefined;
}

function parseHolder(text: string): Holder | undefined {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'number') return { pid: value }; // written by an older server: the pid alone
    const h = value as Holder;
    return Number.isSafeInteger(h?.pid) ? h : undefined;
  } catch {
    return undefined;
  }
}

/** Whether the lock's holder is still the Hireloop server that wrote it. */
function holdsLock(holder: Holder): boolean {
  if (holder.pid === process.pid || !isAlive(holder.pid)) return false;
  const now = identityOf(holder.pid);
  if (!now) return true; // no /proc: a live pid is all we can check
  if (holder.boot && holder.start) return holder.boot === now.boot && holder.start === now.start;
  // An older server's lock: it is one if the process runs the server.
  return /server[/\\]main\.[jt]s/.test(readProc(`/proc/${holder.pid}/cmdline`) ?? '');
}

/** Takes DATA_DIR/server.lock for this process; returns the function that releases it. */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'server.lock');
  const mine = JSON.stringify({ pid: process.pid, ...identityOf(process.pid) });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, mine, { flag: 'wx' });
      return () => {
        try {
          if (fs.readFileSync(file, 'utf8') === mine) fs.unlinkSync(file);
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = parseHolder(fs.readFileSync(file, 'utf8'));
      if (holder && holdsLock(holder)) {
        throw new DataDirLockedError(
          `The data directory ${dataDir} is in use by another Hireloop server (pid ${holder.pid}). ` +
            'Stop that server, or give this one its own DATA_DIR or a DATABASE_URL.',
        );
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the data directory ${dataDir}`);
}
