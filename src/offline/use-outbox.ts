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
