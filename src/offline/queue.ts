// Writes that may wait for the network (apply, feed post, hire/reject) are queued here first and
// shown as pending at once; replay.ts sends them. Nothing leaves the outbox without an answer.
import { db, type OutboxEntry, type OutboxKind } from './db.ts';

export type NewOutboxEntry = {
  /** Given by callers that must know the id before the entry can settle. */
  id?: string;
  kind: OutboxKind;
  request: OutboxEntry['request'];
  token: string;
  ref: Record<string, string>;
  upload?: OutboxEntry['upload'];
};

const listeners = new Set<() => void>();

/** Called when something is queued or retried, so the replayer can start at once. */
export function onOutboxChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export async function enqueue(entry: NewOutboxEntry, now = Date.now()): Promise<OutboxEntry> {
  const row: OutboxEntry = {
    ...entry,
    id: entry.id ?? crypto.randomUUID(),
    upload: entry.upload ?? null,
    state: 'pending',
    attempts: 0,
    nextAttemptAt: now,
    error: null,
    createdAt: now,
  };
  await db.outbox.add(row);
  for (const l of listeners) l();
  return row;
}

/** Oldest first: the order the user acted in. */
export function listOutbox(): Promise<OutboxEntry[]> {
  return db.outbox.orderBy('createdAt').toArray();
}

export async function retryEntry(id: string, now = Date.now()): Promise<void> {
  await db.outbox.update(id, { state: 'pending', attempts: 0, nextAttemptAt: now, error: null });
  for (const l of listeners) l();
}

export function discardEntry(id: string): Promise<void> {
  return db.outbox.delete(id);
}

/** How many writes wait on this device (queued or refused), counted now. */
export function countQueued(): Promise<number> {
  return db.outbox.count();
}
