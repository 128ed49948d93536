// Where the mail worker renders its mails: on a worker thread of its own, so that rendering a burst
// (a digest to thousands) takes no time from the requests the server answers, and in React's
// production build (several times faster than the development one).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { threadPool } from '../../lib/thread-pool.ts';
import type { MailKind } from './kinds.ts';
import type { RenderedMail } from './render.ts';
import type { MailContext } from './templates/template.ts';

export type MailRenderer = {
  /** Rejects when the data does not fit the kind's template, or the thread was lost. */
  render: (kind: MailKind, data: unknown, context: MailContext) => Promise<RenderedMail>;
  /** Loads the templates now rather than on the first mail (a server's start). */
  warm: () => void;
  close: () => Promise<void>;
};

/**
 * One worker thread, started on first use, in React's production build. If it dies or gets stuck,
 * every mail it held fails (the mail worker retries those with backoff) and the next mail starts a
 * new thread.
 */
export function renderOnThread({
  file = join(dirname(fileURLToPath(import.meta.url)), 'render-thread.mjs'),
  // A first render loads the templates (seconds on a busy machine); then a mail takes milliseconds.
  stuckMs = 30_000,
}: {
  file?: string | URL;
  stuckMs?: number;
} = {}): MailRenderer {
  const thread = threadPool<{ kind: MailKind; data: unknown; context: MailContext }, RenderedMail>({
    file,
    name: 'mail render',
    stuckMs,
    options: { env: { ...process.env, NODE_ENV: 'production' } },
  });
  return {
    render: (kind, data, context) => thread.run({ kind, data, context }),
    warm: thread.warm,
    close: thread.close,
  };
}
