// Small queries (the account) survive reloads offline through localStorage; the big entities are
// mirrored in IndexedDB by their query functions, so they are left out here and stored once.
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import type { QueryClient } from '@tanstack/react-query';
import { persistQueryClient } from '@tanstack/react-query-persist-client';

const persistedRoots = new Set(['account']);

/**
 * Restores the account queries saved under `key`, then keeps saving them; resolves once restored
 * (never rejects).
 */
export function persistAccountQueries(queryClient: QueryClient, key: string): Promise<void> {
  const [, restored] = persistQueryClient({
    queryClient,
    persister: createSyncStoragePersister({ storage: window.localStorage, key }),
    maxAge: 7 * 24 * 60 * 60 * 1000,
    dehydrateOptions: {
      shouldDehydrateQuery: (q) => persistedRoots.has(String(q.queryKey[0])) && q.state.status === 'success',
    },
  });
  return restored.catch(() => {});
}
