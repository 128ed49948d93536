// A thread of the password hashing pool (hash-pool.ts): scrypt, one hash per message, run on this
// thread itself (scryptSync) at the lowered priority it is started with, so that the OS gives the
// server's requests the CPU first. Plain JavaScript so that it starts under any loader.
import { scryptSync } from 'node:crypto';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';

// On Linux a nice value belongs to a thread: this lowers this thread alone, not the server's.
setPriority(workerData.nice);

parentPort?.on('message', ({ id, password, salt, keyLength, options }) => {
  try {
    const key = scryptSync(password, salt, keyLength, options);
    parentPort.postMessage({ id, key });
  } catch (err) {
    parentPort.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
  }
});
