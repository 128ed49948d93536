// Password hashes on threads of their own, at a lower CPU priority (nice) than the server's thread.
// In libuv's thread pool a hash ran at the server's own priority and took a core from the requests
// being served; here the OS scheduler favours the server and the database, and the hashes take the
// CPU they leave. How many hash at once is the gate's business (hash-gate.ts): one thread per slot.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { threadPool } from '../../lib/thread-pool.ts';

export type ScryptOptions = { N: number; r: number; p: number; maxmem: number };
export type HashPool = {
  hash: (password: string, salt: Buffer, keyLength: number, options: ScryptOptions) => Promise<Buffer>;
  close: () => Promise<void>;
};

type HashInput = { password: string; salt: Buffer; keyLength: number; options: ScryptOptions };

/**
 * `threads` threads started on first use, each at `nice`. A thread that dies fails the hash it held
 * (that sign-in answers 500 once) and is replaced by the next hash.
 */
export function createHashPool({
  threads,
  nice,
  file = join(dirname(fileURLToPath(import.meta.url)), 'hash-thread.mjs'),
}: {
  threads: number;
  nice: number;
  file?: string | URL;
}): HashPool {
  const pool = threadPool<HashInput, Uint8Array>({
    file,
    name: 'hashing',
    threads,
    options: { workerData: { nice } },
  });
  return {
    async hash(password, salt, keyLength, options) {
      const key = await pool.run({ password, salt, keyLength, options });
      return Buffer.from(key.buffer, key.byteOffset, key.byteLength);
    },
    close: pool.close,
  };
}
