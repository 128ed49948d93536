// The page hears here when the replayer settles an outbox entry (sent, or refused by the server).
// Only one tab replays at a time (Web Locks), so every settlement is also broadcast to the other
// tabs of this origin: each refreshes what it shows, and a tab waiting on its own submit hears the
// answer even when another tab sent the entry.
import type { OutboxEntry } from './db.ts';

export type Settled = { entry: OutboxEntry; outcome: 'sent' | 'failed'; body: unknown };
const listeners = new Set<(s: Settled) => void>();
const CHANNEL = 'hireloop-outbox-settled';

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
