// A child spawned through scripts/tied-child.mjs ends when its parent is killed outright
// (SIGKILL): it stops itself with its own graceful signal and removes its working folder.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'hireloop-tied-'));
const strays: number[] = [];

afterAll(() => {
  for (const pid of strays) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {}
  }
  fs.rmSync(work, { recursive: true, force: true });
});

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('spawnTiedNode', () => {
  it('stops the child, with its own signal, when the parent is SIGKILLed', async () => {
    const note = path.join(work, 'stopped-by');
    const folder = fs.mkdtempSync(path.join(work, 'child-'));
    // The child notes which signal stopped it; it would otherwise run for a minute.
    const child = `process.on('SIGINT', () => { require('node:fs').writeFileSync(${JSON.stringify(note)}, 'SIGINT'); process.exit(0); }); console.log('ready'); setTimeout(() => {}, 60000);`;
    const parent = path.join(work, 'parent.mjs');
    fs.writeFileSync(
      parent,
      `import { spawnTiedNode } from ${JSON.stringify(path.join(root, 'scripts/tied-child.mjs'))};
const child = spawnTiedNode(['-e', ${JSON.stringify(child)}], {
  env: process.env, parentGoneSignal: 'SIGINT', removeWhenOrphaned: ${JSON.stringify(folder)},
});
console.log(child.pid);
setTimeout(() => {}, 60000);
`,
    );
    const proc = spawn(process.execPath, [parent], { stdio: ['ignore', 'pipe', 'inherit'] });
    // The child's pid from the parent, then the child's own "ready" (its handler is in place).
    let out = '';
    await new Promise<void>((resolve) =>
      proc.stdout.on('data', (d) => {
        out += d;
        if (out.includes('ready')) resolve();
      }),
    );
    const childPid = Number(out.split('\n')[0]);
    strays.push(childPid);
    expect(alive(childPid)).toBe(true);

    proc.kill('SIGKILL');
    const killed = Date.now();
    while (alive(childPid) && Date.now() - killed < 15_000) await new Promise((r) => setTimeout(r, 100));
    expect(alive(childPid)).toBe(false);
    expect(fs.readFileSync(note, 'utf8')).toBe('SIGINT');
    expect(fs.existsSync(folder)).toBe(false);
  }, 30_000);
});
