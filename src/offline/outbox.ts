// When the page replays the outbox: at start, when `online` fires, when something is queued, when a
// backed-off entry falls due, every 30 s while online, and when the service worker asks (its
// Background Sync event, where the browser has one; Safari has none, so none of this depends on it).
import { isOnline, onConnectivityChange } from '../lib/online.ts';
import { onOutboxChange } from './outbox.ts';
import { nextDueAt, OUTBOX_SYNC_TAG, type ReplayOptions, replayOutbox } from './replay.ts';

const POLL_MS = 30_000;

/** Asks the worker for a Background Sync, where the browser has it. */
export async function requestBackgroundSync(): Promise<void> {
  try {
    const reg = (await navigator.serviceWorker?.ready) as
      | (ServiceWorkerRegistration & { sync?: { register: (tag: string) => Promise<void> } })
      | undefined;
    await reg?.sync?.register(OUTBOX_SYNC_TAG);
  } catch {
    // No Background Sync (Safari, Firefox): the page's own triggers cover it.
  }
}

export function startReplayScheduler(options: ReplayOptions): () => void {
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
