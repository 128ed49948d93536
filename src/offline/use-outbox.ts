// Live views of the outbox for the UI: pending and failed entries show where they belong.
import { useLiveQuery } from 'dexie-react-hooks';
import { db, type OutboxEntry, type OutboxKind } from './db.ts';

/** Entries of one kind (all kinds when omitted), oldest first; re-renders on every change. */
export function useOutboxEntries(kind?: OutboxKind): OutboxEntry[] {
  return (
    useLiveQuery(
      () =>
        kind
          ? db.outbox.where('kind').equals(kind).sortBy('createdAt')
          : db.outbox.orderBy('createdAt').toArray(),
      [kind],
    ) ?? []
  );
}

/**
 * How many entries wait and how many of them were refused, counted by the indexes (no entry read):
 * the navbar shows it on every screen while a replay empties the outbox one entry at a time.
 */
export function useOutboxCounts(): { total: number; failed: number } {
  return (
    useLiveQuery(
      () =>
        db.transaction('r', db.outbox, async () => ({
          total: await db.outbox.count(),
          failed: await db.outbox.where('state').equals('failed').count(),
        })),
      [],
    ) ?? { total: 0, failed: 0 }
  );
}
