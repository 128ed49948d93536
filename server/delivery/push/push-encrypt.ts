// A push's payload encryption (ECDH + aes128gcm, one key agreement per push) done by web-push,
// either here or on one worker thread (push-encrypt-thread.ts), so that a burst of pushes does not
// take the event loop's time from the server's reads. The HTTP send stays with the sender.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import webpush from 'web-push';
import { threadPool } from '../../lib/thread-pool.ts';

export type EncryptJob = {
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  payload: string;
  options: {
    headers: Record<string, string>;
    TTL: number;
    urgency: 'very-low' | 'low' | 'normal' | 'high';
    topic: string;
    contentEncoding: 'aes128gcm';
  };
};
export type Encrypted = {
  endpoint: string;
  headers: Record<string, string | number>;
  body: Uint8Array<ArrayBuffer>;
};
export type Encrypter = { encrypt: (job: EncryptJob) => Promise<Encrypted>; close: () => Promise<void> };

export function encryptNow(job: EncryptJob): Encrypted {
  const r = webpush.generateRequestDetails(job.subscription, job.payload, job.options);
  return {
    endpoint: r.endpoint,
    headers: r.headers as Record<string, string | number>,
    body: new Uint8Array(r.body as Buffer),
  };
}

/** On the calling thread (benchmarks' comparison). */
export const encryptHere: Encrypter = {
  encrypt: async (job) => encryptNow(job),
  close: async () => {},
};

/**
 * One worker thread, started on first use. If it dies or gets stuck, every job it held fails (the
 * push worker retries those pushes with backoff) and the next job starts a new thread.
 */
export function encryptOnThread({
  file = join(dirname(fileURLToPath(import.meta.url)), 'push-encrypt-thread.mjs'),
  // A job not answered in this long means the thread is stuck: it is ended and started again.
  stuckMs = 10_000,
}: {
  file?: string | URL;
  stuckMs?: number;
} = {}): Encrypter {
  const thread = threadPool<EncryptJob, Encrypted>({ file, name: 'push encryption', stuckMs });
  return { encrypt: thread.run, close: thread.close };
}
