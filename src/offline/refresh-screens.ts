// Which screens an answered outbox entry makes stale. Each kind says what data it changes
// (contract/offline-writes.ts); each feature declares, with its own query-key factory, the keys of
// its own that show each data. The outbox refreshes them when an entry is sent or refused (here or
// in another tab). A feature whose module never loaded has no query in the cache, so it has nothing
// to declare yet either.
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { type ChangedData, offlineWrites } from '../../contract/offline-writes.ts';
import { type Gathering, gatherRefreshes } from '../lib/gathered-refresh.ts';
import type { OutboxKind } from './db.ts';

const declared = new Map<ChangedData, QueryKey[]>();

/** A feature's declaration: for each data the outbox's writes change, the keys (prefixes) showing it. */
export function refreshAfterOutbox(shown: { [D in ChangedData]?: readonly QueryKey[] }): void {
  for (const [data, keys] of Object.entries(shown) as [ChangedData, readonly QueryKey[]][]) {
    declared.set(data, [...(declared.get(data) ?? []), ...keys]);
  }
}

/** The keys an answered entry of `kind` makes stale. */
const staleAfter = (kind: OutboxKind): QueryKey[] =>
  offlineWrites[kind].changes.flatMap((data) => declared.get(data) ?? []);

/** Refreshes every screen the given kinds make stale, each key once. */
export function refreshScreens(client: QueryClient, kinds: Iterable<OutboxKind>): Promise<void> {
  const keys = new Map<string, QueryKey>();
  for (const kind of kinds) for (const key of staleAfter(kind)) keys.set(JSON.stringify(key), key);
  return Promise.all([...keys.values()].map((queryKey) => client.invalidateQueries({ queryKey }))).then(
    () => {},
  );
}

/**
 * Refreshes after answered entries, gathered: a burst of replayed entries (100 applies after a day
 * offline) refreshes each screen once it is over, and a long one at least every few seconds.
 */
export function refreshInBatches(
  client: QueryClient,
  gathering: Gathering = { quietMs: 250, maxWaitMs: 5000 },
): (kind: OutboxKind) => void {
  const gathered = gatherRefreshes(client, gathering);
  return (kind) => {
    for (const key of staleAfter(kind)) gathered.add(key);
  };
}
