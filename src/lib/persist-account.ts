// Small queries (the account, the notifications) survive reloads offline through localStorage; the
// big entities are mirrored in IndexedDB by their query functions, so they are left out here and
// stored once.
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { type PersistedClient, persistQueryClient } from '@tanstack/react-query-persist-client';

const persistedRoots = new Set(['account']);

/**
 * What a query last got from the server is kept even when its latest refetch failed (offline): a
 * failed refetch would otherwise drop it from the saved copy, and the next offline start would show
 * nothing (the bell's count vanished that way). It is saved as the success it was.
 */
function lastAnswers(client: PersistedClient): PersistedClient {
  const queries = client.clientState.queries.map((q) => ({
    ...q,
    state: {
      ...q.state,
      status: 'success' as const,
      error: null,
      fetchFailureCount: 0,
      fetchFailureReason: null,
    },
  }));
  return { ...client, clientState: { ...client.clientState, queries } };
}

/**
 * Restores the account queries saved under `key`, then keeps saving them; resolves once restored
 * (never rejects).
 */
export function persistAccountQueries(queryClient: QueryClient, key: string): Promise<void> {
  const serialize = (client: PersistedClient) => JSON.stringify(lastAnswers(client));
  const dehydrateOptions = {
    shouldDehydrateQuery: (q: { queryKey: readonly unknown[]; state: { data: unknown } }) =>
      persistedRoots.has(String(q.queryKey[0])) && q.state.data !== undefined,
  };
  const [, restored] = persistQueryClient({
    queryClient,
    persister: createSyncStoragePersister({ storage: window.localStorage, key, serialize }),
    maxAge: 7 * 24 * 60 * 60 * 1000,
    dehydrateOptions,
  });
  // The persister gathers saves for a second (a timer): leaving the page within it, or answers that
  // came while the copy was being read (saving starts only once it is back), would be lost. Both
  // are written at once instead.
  const saveNow = () => {
    const client = {
      timestamp: Date.now(),
      buster: '',
      clientState: dehydrate(queryClient, dehydrateOptions),
    };
    try {
      window.localStorage.setItem(key, serialize(client));
    } catch {
      // Storage full or refused: the persister's own saves go on as before.
    }
  };
  window.addEventListener('pagehide', saveNow);
  return restored.then(saveNow).catch(() => {});
}
