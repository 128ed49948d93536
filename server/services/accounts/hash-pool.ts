// Password hashes on threads of their own, at a lower CPU priority (nice) than the server's thread.
// In libuv's thread pool a hash ran at the server's own priority and took a core from the requests
// being served; here the OS scheduler favours the server and the database, and the hashes take the
// CPU they leave. How many hash at once is the gate's business (hash-gate.ts): one thread per slot.
// The thread's file as a path: a test's DOM environment rewrites `new URL('./x', import.meta.url)`
// into a web address, which Worker refuses.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

export type ScryptOptions = { N: number; r: number; p: number; maxmem: number };
export type HashPool = {
  hash: (password: string, salt: Buffer, keyLength: number, options: ScryptOptions) => Promise<Buffer>;
  close: () => Promise<void>;
};

type Task = { resolve: (key: Buffer) => void; reject: (err: Error) => void };
type Reply = { id: number; key?: Uint8Array; error?: string };

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
  const idle: Worker[] = [];
  const all = new Set<Worker>();
  const queued: Array<(w: Worker) => void> = [];
  const tasks = new Map<number, Task>();
  const held = new Map<Worker, number>();
  let nextId = 0;

  const release = (w: Worker) => {
    held.delete(w);
    const next = queued.shift();
    if (next) next(w);
    else idle.push(w);
  };
  const start = (): Worker => {
    const w = new Worker(file, { workerData: { nice } });
    w.unref(); // never keeps the process alive by itself
    all.add(w);
    w.on('message', ({ id, key, error }: Reply) => {
      const task = tasks.get(id);
      tasks.delete(id);
      release(w);
      if (key) task?.resolve(Buffer.from(key.buffer, key.byteOffset, key.byteLength));
      else task?.reject(new Error(error ?? 'no hash'));
    });
    const lost = (err: Error) => {
      if (!all.delete(w)) return;
      const id = held.get(w);
      held.delete(w);
      const i = idle.indexOf(w);
      if (i >= 0) idle.splice(i, 1);
      if (id !== undefined) tasks.get(id)?.reject(err);
      if (id !== undefined) tasks.delete(id);
      // A hash that was waiting for a thread gets a new one.
      const next = queued.shift();
      if (next) next(start());
    };
    w.on('error', lost);
    w.on('exit', (code) => lost(new Error(`hashing thread ended (exit code ${code})`)));
    return w;
  };
  const thread = (): Promise<Worker> => {
    const free = idle.pop();
    if (free) return Promise.resolve(free);
    if (all.size < threads) return Promise.resolve(start());
    return new Promise((resolve) => queued.push(resolve));
  };

  return {
    async hash(password, salt, keyLength, options) {
      const w = await thread();
      const id = nextId++;
      held.set(w, id);
      return new Promise<Buffer>((resolve, reject) => {
        tasks.set(id, { resolve, reject });
        w.postMessage({ id, password, salt, keyLength, options });
      });
    },
    async close() {
      const workers = [...all];
      all.clear();
      idle.length = 0;
      for (const task of tasks.values()) task.reject(new Error('hashing closed'));
      tasks.clear();
      await Promise.all(workers.map((w) => w.terminate()));
    },
  };
}
