// The outbox, one module: a write that may wait for the network (apply, post, hire/reject, save,
// withdraw) is queued on the device, sent by the replayer, and its answer told to whoever waits.
// The replayer runs in the page when something is queued, at start, when `online` fires, when a
// backed-off entry falls due, every 30 s while online, and when the service worker asks (its
// Background Sync event, where the browser has one; Safari has none, so none of this depends on it).
// Only one tab replays at a time (Web Locks), so every settlement is also broadcast to the other
// tabs: each refreshes what it shows, and a tab waiting on its own submit hears the answer even
// when another tab sent the entry.
import type { QueryClient } from '@tanstack/react-query';
import type { OutboxEntry } from './db.ts';
import { isOffline, isOnline, onConnectivityChange } from './online.ts';
import { enqueue, type NewOutboxEntry, onOutboxChange } from './queue.ts';
import { refreshInBatches } from './refresh-screens.ts';
import { nextDueAt, OUTBOX_SYNC_TAG, type ReplayOptions, replayOutbox } from './replay.ts';

export type { NewOutboxEntry };
export { countQueued, discardEntry, enqueue, listOutbox, retryEntry } from './queue.ts';
export { useOutboxCounts, useOutboxEntries } from './use-outbox.ts';

export type Settled = { entry: OutboxEntry; outcome: 'sent' | 'failed'; body: unknown };
export type SubmitOutcome =
  | { status: 'sent'; body: unknown; entry: OutboxEntry }
  | { status: 'failed'; message: string; entry: OutboxEntry }
  | { status: 'queued'; entry: OutboxEntry };

const POLL_MS = 30_000;
const CHANNEL = 'hireloop-outbox-settled';
const listeners = new Set<(s: Settled) => void>();
let channel: BroadcastChannel | null | undefined;

function otherTabs(): BroadcastChannel | null {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
    channel?.addEventListener('message', (event: MessageEvent<Settled>) => notify(event.data));
    // Node (unit tests) would otherwise keep the process alive for this channel.
    (channel as (BroadcastChannel & { unref?: () => void }) | null)?.unref?.();
  }
  return channel;
}

function notify(settled: Settled): void {
  for (const l of listeners) l(settled);
}

/** Hears each settled entry (sent, or refused by the server), from this tab or another. */
export function onSettled(listener: (s: Settled) => void): () => void {
  otherTabs();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitSettled(settled: Settled): void {
  notify(settled);
  try {
    otherTabs()?.postMessage(settled);
  } catch {
    // Not cloneable (should not happen: entries and bodies are plain data and blobs).
  }
}

/** Asks the worker for a Background Sync, where the browser has it. */
async function requestBackgroundSync(): Promise<void> {
  try {
    const reg = (await navigator.serviceWorker?.ready) as
      | (ServiceWorkerRegistration & { sync?: { register: (tag: string) => Promise<void> } })
      | undefined;
    await reg?.sync?.register(OUTBOX_SYNC_TAG);
  } catch {
    // No Background Sync (Safari, Firefox): the page's own triggers cover it.
  }
}

function startReplayScheduler(options: ReplayOptions): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running = false;
  let again = false;

  const schedule = async () => {
    clearTimeout(timer);
    const due = await nextDueAt();
    const wait = due === null ? POLL_MS : Math.min(POLL_MS, Math.max(250, due - Date.now()));
    timer = setTimeout(run, wait);
  };

  async function run() {
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      if (isOnline()) {
        const result = await replayOutbox(options);
        // Another tab or the worker holds the lock: look again shortly.
        if (result === null) again = true;
      }
    } finally {
      running = false;
      if (again) {
        again = false;
        timer = setTimeout(run, 500);
      } else {
        await schedule();
      }
    }
  }

  const offChange = onOutboxChange(() => {
    void requestBackgroundSync();
    void run();
  });
  const offOnline = onConnectivityChange((online) => online && void run());
  const onWorkerMessage = (event: MessageEvent) => {
    if ((event.data as { type?: string } | null)?.type === 'replay-outbox') void run();
  };
  navigator.serviceWorker?.addEventListener('message', onWorkerMessage);
  void run();

  return () => {
    clearTimeout(timer);
    offChange();
    offOnline();
    navigator.serviceWorker?.removeEventListener('message', onWorkerMessage);
  };
}

let stop: (() => void) | undefined;

/**
 * Starts the page's replayer once: it uploads queued files with the Firebase SDK (loaded only when
 * an entry has one) and tells listeners what the server answered.
 */
export function ensureReplayScheduler(): void {
  stop ??= startReplayScheduler({
    upload: async (upload) => {
      const { uploadFile } = await import('../lib/upload.ts');
      return uploadFile(upload.blob, { folder: upload.folder as 'feed-posts', fileName: upload.fileName });
    },
    onSettled: (entry, outcome, body) => emitSettled({ entry, outcome, body }),
  });
}

let syncing = false;

/**
 * For a signed-in user: the replayer runs, and every answered entry refreshes the screens its
 * kind makes stale (what the features declared with refreshAfterOutbox).
 */
export function startOfflineSync(client: QueryClient): void {
  if (syncing) return;
  syncing = true;
  const refresh = refreshInBatches(client);
  onSettled(({ entry }) => refresh(entry.kind));
  ensureReplayScheduler();
}

export function stopReplayScheduler(): void {
  stop?.();
  stop = undefined;
}

/**
 * The one way features make a write that may wait for the network: queue it, let the replayer
 * send it, and tell the caller what happened within a few seconds: sent (with the server's
 * answer), refused (with the server's reason), or still queued (offline).
 */
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
