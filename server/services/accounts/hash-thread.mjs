// A thread of the password hashing pool (hash-pool.ts): scrypt, one hash per call, run on this
// thread itself (scryptSync) at the lowered priority it is started with, so that the OS gives the
// server's requests the CPU first. Plain JavaScript so that it starts under any loader.
import { scryptSync } from 'node:crypto';
import { setPriority } from 'node:os';
import { workerData } from 'node:worker_threads';
import { answerCalls } from '../../lib/thread-calls.mjs';

// On Linux a nice value belongs to a thread: this lowers this thread alone, not the server's.
setPriority(workerData.nice);

answerCalls(({ password, salt, keyLength, options }) => scryptSync(password, salt, keyLength, options));
