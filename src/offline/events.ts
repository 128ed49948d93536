// The page hears here when the replayer settles an outbox entry (sent, or refused by the server).
import type { OutboxEntry } from './db.ts';

export type Settled = { entry: OutboxEntry; outcome: 'sent' | 'failed'; body: unknown };
const listeners = new Set<(s: Settled) => void>();

export function onSettled(listener: (s: Settled) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitSettled(settled: Settled): void {
  for (const l of listeners) l(settled);
}
