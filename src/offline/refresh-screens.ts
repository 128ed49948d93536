// Which screens an answered outbox entry makes stale. Each feature declares, with its own query-key
// factory, the keys of its own that a kind of entry refreshes; the outbox refreshes them when an
// entry of that kind is sent or refused (here or in another tab). A feature whose module never
// loaded has no query in the cache, so it has nothing to declare yet either.
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { type Gathering, gatherRefreshes } from '../lib/gathered-refresh.ts';
import type { OutboxKind } from './db.ts';

const declared = new Map<OutboxKind, QueryKey[]>();

/** A feature's declaration: for each outbox kind, the query keys (prefixes) of its own it refreshes. */
export function refreshAfterOutbox(kinds: { [K in OutboxKind]?: readonly QueryKey[] }): void {
  for (const [kind, keys] of Object.entries(kinds) as [OutboxKind, readonly QueryKey[]][]) {
    declared.set(kind, [...(declared.get(kind) ?? []), ...keys]);
  }
}

/** Refreshes every screen the given kinds make stale, each key once. */
export function refreshScreens(client: QueryClient, kinds: Iterable<OutboxKind>): Promise<void> {
  const keys = new Map<string, QueryKey>();
  for (const kind of kinds) for (const key of declared.get(kind) ?? []) keys.set(JSON.stringify(key), key);
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
    for (const key of declared.get(kind) ?? []) gathered.add(key);
  };
}
