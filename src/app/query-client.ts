// One QueryClient for the app; loaders use it through the router context.
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import { QueryClient } from '@tanstack/react-query';
import { persistQueryClient } from '@tanstack/react-query-persist-client';
import { ApiError } from '../lib/http.ts';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // Run the query function even offline: feature queries answer from the Dexie mirror then.
      networkMode: 'offlineFirst',
      // A 4xx will not change by asking again; network trouble and 5xx may.
      retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
    },
    mutations: { networkMode: 'offlineFirst' },
  },
});

// Small queries (the account) survive reloads offline through localStorage; the big entities are
// mirrored in IndexedDB by their query functions, so they are left out here and stored once.
const PERSIST_KEY = 'hireloop-account';
const persistedRoots = new Set(['account']);
const [, restored] = persistQueryClient({
  queryClient,
  // No window while prerendering (src/prerender.tsx): nothing to persist there.
  persister: createSyncStoragePersister({
    storage: typeof window === 'undefined' ? undefined : window.localStorage,
    key: PERSIST_KEY,
  }),
  maxAge: 7 * 24 * 60 * 60 * 1000,
  dehydrateOptions: {
    shouldDehydrateQuery: (q) => persistedRoots.has(String(q.queryKey[0])) && q.state.status === 'success',
  },
});

/** Resolves once the saved small queries are back in the cache (never rejects). */
export const queriesRestored: Promise<void> = restored.catch(() => {});

/** Logout: forget every cached answer, in memory and in localStorage. */
export function clearQueries(): void {
  queryClient.clear();
  try {
    window.localStorage.removeItem(PERSIST_KEY);
  } catch {
    // Storage unavailable (private mode): nothing was saved then.
  }
}
