// A push's payload encryption (ECDH + aes128gcm, one key agreement per push) done by web-push,
// either here or on one worker thread (push-encrypt-thread.ts), so that a burst of pushes does not
// take the event loop's time from the server's reads. The HTTP send stays with the sender.
// The thread's file as a path: a test's DOM environment rewrites `new URL('./x', import.meta.url)`
// into a web address, which Worker refuses.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import webpush from 'web-push';

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

type Pending = { resolve: (e: Encrypted) => void; reject: (err: Error) => void; timer: NodeJS.Timeout };

/**
 * One worker thread, started on first use. If it dies or gets stuck, every job it held fails (the
 * push worker retries those pushes with backoff) and the next job starts a new thread: a broken
 * thread costs some pushes a retry, never a hang.
 */
export function encryptOnThread({
  file = join(dirname(fileURLToPath(import.meta.url)), 'push-encrypt-thread.mjs'),
  // A job not answered in this long means the thread is stuck: it is ended and started again.
  stuckMs = 10_000,
}: {
  file?: string | URL;
  stuckMs?: number;
} = {}): Encrypter {
  let worker: Worker | undefined;
  let nextId = 0;
  const pending = new Map<number, Pending>();

  const failAll = (err: Error) => {
    for (const p of pending.values()) {
      clearTimeout(p.timer);
      p.reject(err);
    }
    pending.clear();
  };

  const start = (): Worker => {
    const w = new Worker(file);
    w.unref(); // it never keeps the process alive by itself
    w.on('message', (m: { id: number; encrypted?: Encrypted; error?: string }) => {
      const p = pending.get(m.id);
      if (!p) return;
      pending.delete(m.id);
      clearTimeout(p.timer);
      if (m.encrypted) p.resolve(m.encrypted);
      else p.reject(new Error(m.error ?? 'push not encrypted'));
    });
    const lost = (err: Error) => {
      if (worker !== w) return;
      worker = undefined;
      failAll(err);
    };
    w.on('error', lost);
    w.on('exit', (code) => lost(new Error(`push encryption thread ended (exit code ${code})`)));
    return w;
  };

  return {
    encrypt: (job) =>
      new Promise<Encrypted>((resolve, reject) => {
        worker ??= start();
        const w = worker;
        const id = nextId++;
        const timer = setTimeout(() => {
          // Stuck: end it; its 'exit' fails this job and the others it held.
          if (worker === w) {
            worker = undefined;
            failAll(new Error('push encryption thread stuck'));
            void w.terminate();
          }
        }, stuckMs);
        timer.unref();
        pending.set(id, { resolve, reject, timer });
        w.postMessage({ id, job });
      }),
    close: async () => {
      const w = worker;
      worker = undefined;
      failAll(new Error('push encryption closed'));
      await w?.terminate();
    },
  };
}
