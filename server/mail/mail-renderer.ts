// Where the mail worker renders its mails: on a worker thread of its own, so that rendering a burst
// (a digest to thousands) takes no time from the requests the server answers, and in React's
// production build (several times faster than the development one).
// The thread's file as a path: a test's DOM environment rewrites `new URL('./x', import.meta.url)`
// into a web address, which Worker refuses.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { MailKind } from './kinds.ts';
import type { RenderedMail } from './render.ts';
import { createRenderCache } from './render-cache.ts';
import type { MailContext } from './templates/template.ts';

export type MailRenderer = {
  /** Rejects when the data does not fit the kind's template, or the thread was lost. */
  render: (kind: MailKind, data: unknown, context: MailContext) => Promise<RenderedMail>;
  /** Loads the templates now rather than on the first mail (a server's start). */
  warm: () => void;
  close: () => Promise<void>;
};

/** On the calling thread (unit tests, benchmarks' comparison). */
export function renderHere(): MailRenderer {
  const render = createRenderCache();
  return {
    render: async (kind, data, context) => render(kind, data, context),
    warm: () => {},
    close: async () => {},
  };
}

type Pending = { resolve: (m: RenderedMail) => void; reject: (err: Error) => void; timer: NodeJS.Timeout };

/**
 * One worker thread, started on first use. If it dies or gets stuck, every mail it held fails (the
 * mail worker retries those with backoff) and the next mail starts a new thread.
 */
export function renderOnThread({
  file = join(dirname(fileURLToPath(import.meta.url)), 'render-thread.mjs'),
  // A first render loads the templates (seconds on a busy machine); then a mail takes milliseconds.
  stuckMs = 30_000,
}: {
  file?: string | URL;
  stuckMs?: number;
} = {}): MailRenderer {
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
    const w = new Worker(file, { env: { ...process.env, NODE_ENV: 'production' } });
    w.unref(); // it never keeps the process alive by itself
    w.on('message', (m: { id: number; mail?: RenderedMail; error?: string }) => {
      const p = pending.get(m.id);
      if (!p) return;
      pending.delete(m.id);
      clearTimeout(p.timer);
      if (m.mail) p.resolve(m.mail);
      else p.reject(new Error(m.error ?? 'mail not rendered'));
    });
    const lost = (err: Error) => {
      if (worker !== w) return;
      worker = undefined;
      failAll(err);
    };
    w.on('error', lost);
    w.on('exit', (code) => lost(new Error(`mail render thread ended (exit code ${code})`)));
    return w;
  };

  return {
    render: (kind, data, context) =>
      new Promise<RenderedMail>((resolve, reject) => {
        worker ??= start();
        const w = worker;
        const id = nextId++;
        const timer = setTimeout(() => {
          // Stuck: end it; the mails it held fail and are tried again later.
          if (worker === w) {
            worker = undefined;
            failAll(new Error('mail render thread stuck'));
            void w.terminate();
          }
        }, stuckMs);
        timer.unref();
        pending.set(id, { resolve, reject, timer });
        w.postMessage({ id, kind, data, context });
      }),
    warm: () => {
      worker ??= start();
    },
    close: async () => {
      const w = worker;
      worker = undefined;
      failAll(new Error('mail renderer closed'));
      await w?.terminate();
    },
  };
}
