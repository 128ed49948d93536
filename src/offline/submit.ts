// The one way features make a write that may wait for the network (apply, post, hire/reject):
// queue it, let the replayer send it, and tell the caller what happened within a few seconds —
// sent (with the server's answer), refused (with the server's reason), or still queued (offline).
import { isOffline } from '../lib/online.ts';
import type { OutboxEntry } from './db.ts';
import { onSettled } from './events.ts';
import { enqueue, type NewOutboxEntry } from './outbox.ts';
import { ensureReplayScheduler } from './start.ts';

export type SubmitOutcome =
  | { status: 'sent'; body: unknown; entry: OutboxEntry }
  | { status: 'failed'; message: string; entry: OutboxEntry }
  | { status: 'queued'; entry: OutboxEntry };

export async function submitQueued(input: NewOutboxEntry, waitMs = 8000): Promise<SubmitOutcome> {
  ensureReplayScheduler();
  let settle: (o: SubmitOutcome) => void = () => {};
  const answered = new Promise<SubmitOutcome>((resolve) => {
    settle = resolve;
  });
  const id = input.id ?? crypto.randomUUID();
  const off = onSettled(({ entry, outcome, body }) => {
    if (entry.id !== id) return;
    if (outcome === 'sent') settle({ status: 'sent', body, entry });
    else {
      const message = (body as { message?: string } | null)?.message ?? 'The server refused this request';
      settle({ status: 'failed', message, entry });
    }
  });
  try {
    // Listen before queueing: the replayer may answer before enqueue returns.
    const entry = await enqueue({ ...input, id });
    if (isOffline()) return { status: 'queued', entry };
    const timeout = new Promise<SubmitOutcome>((resolve) =>
      setTimeout(() => resolve({ status: 'queued', entry }), waitMs),
    );
    return await Promise.race([answered, timeout]);
  } finally {
    off();
  }
}
