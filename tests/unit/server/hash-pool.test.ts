// The password hashing threads: the same keys as scrypt on the calling thread, computed on threads
// of a lower priority than the server's, and a thread that dies costs one hash, not the pool.
import { randomBytes, scryptSync } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createHashPool, type HashPool } from '../../../server/services/accounts/hash-pool.ts';

const options = { N: 2 ** 14, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

/** The nice values of this process's threads, from /proc (field 19 of a task's stat). */
function threadNices(): number[] {
  return fs.readdirSync('/proc/self/task').map((tid) => {
    const stat = fs.readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
  });
}

let pool: HashPool | undefined;
afterEach(() => pool?.close());

describe('hash pool', () => {
  it('derives the key scrypt derives', async () => {
    pool = createHashPool({ threads: 2, nice: 5 });
    const salt = randomBytes(16);
    const keys = await Promise.all(['one', 'two', 'three'].map((pw) => pool!.hash(pw, salt, 64, options)));
    for (const [i, pw] of ['one', 'two', 'three'].entries()) {
      expect(keys[i]?.equals(scryptSync(pw, salt, 64, options))).toBe(true);
    }
  });

  it('hashes on threads of the nice value it is given, the others untouched', async () => {
    const before = threadNices().filter((n) => n === 7).length;
    pool = createHashPool({ threads: 2, nice: 7 });
    const salt = randomBytes(16);
    await Promise.all([pool.hash('a', salt, 64, options), pool.hash('b', salt, 64, options)]);
    expect(threadNices().filter((n) => n === 7).length).toBe(before + 2);
    expect(os.getPriority()).toBe(0);
  });

  it('fails the hash a dying thread held, and hashes the next one on a new thread', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hash-pool-'));
    const file = path.join(dir, 'dies-once.mjs');
    // The first thread ends on its first message; the ones after it hash.
    const marker = path.join(dir, 'died');
    fs.writeFileSync(
      file,
      `import fs from 'node:fs';
       import { scryptSync } from 'node:crypto';
       import { parentPort } from 'node:worker_threads';
       parentPort.on('message', ({ id, input: { password, salt, keyLength, options } }) => {
         if (!fs.existsSync(${JSON.stringify(marker)})) { fs.writeFileSync(${JSON.stringify(marker)}, ''); process.exit(3); }
         parentPort.postMessage({ id, output: scryptSync(password, salt, keyLength, options) });
       });`,
    );
    pool = createHashPool({ threads: 1, nice: 0, file: new URL(`file://${file}`) });
    const salt = randomBytes(16);
    await expect(pool.hash('x', salt, 64, options)).rejects.toThrow(/exit code 3/);
    expect((await pool.hash('x', salt, 64, options)).equals(scryptSync('x', salt, 64, options))).toBe(true);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
