// A lock file naming a live but unrelated process (its pid handed out again after
// a reboot) must not block start-up; a lock held by a running Hireloop server still must.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from '../../../server/db/lock.ts';

const children: ChildProcess[] = [];
afterEach(() => {
  for (const c of children.splice(0)) c.kill('SIGKILL');
});

function dataDirWithLock(content: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hireloop-lock-'));
  fs.writeFileSync(path.join(dir, 'server.lock'), content);
  return dir;
}

/** A live process that is not a Hireloop server. */
function unrelatedProcess(): number {
  const child = spawn('sleep', ['60'], { stdio: 'ignore' });
  children.push(child);
  if (!child.pid) throw new Error('sleep did not start');
  return child.pid;
}

describe('the data directory lock', () => {
  it('takes over a lock naming a live, unrelated pid (as an older server wrote it: the pid alone)', () => {
    const dir = dataDirWithLock(String(unrelatedProcess()));
    const release = lockDataDir(dir);
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8')).pid).toBe(process.pid);
    release();
    expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(false);
  });

  it('takes over a lock whose pid now belongs to another process (another boot or start time)', () => {
    const pid = unrelatedProcess();
    for (const holder of [
      { pid, boot: 'a-previous-boot', start: '1' },
      { pid, boot: fs.readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim(), start: '1' },
    ]) {
      const dir = dataDirWithLock(JSON.stringify(holder));
      const release = lockDataDir(dir);
      // Taken over: the lock now names this server, and is gone once released.
      expect(JSON.parse(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8')).pid).toBe(process.pid);
      release();
      expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(false);
    }
  });

  it('refuses while a Hireloop server holds it', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hireloop-lock-'));
    const holder = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        `import('./server/db/lock.ts').then((m) => { m.lockDataDir(${JSON.stringify(dir)}); console.log('locked'); setInterval(() => {}, 1000); })`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    children.push(holder);
    await new Promise<void>((resolve) => holder.stdout?.once('data', () => resolve()));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(`in use by another Hireloop server (pid ${holder.pid})`);
  });
});
