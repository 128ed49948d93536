// The small ['account'] query is kept in localStorage by the sync-storage persister, so the account
// page and the avatar still show the user offline. Mirrored lists live in Dexie and are excluded.
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import type { QueryClient } from '@tanstack/react-query';
import { persistQueryClient } from '@tanstack/react-query-persist-client';

const STORAGE_KEY = 'hireloop-account';
let restored: Promise<void> | undefined;

/** Restores the saved account (once) and keeps saving it; resolves when the restore is done. */
export function persistAccount(queryClient: QueryClient): Promise<void> {
  if (typeof window === 'undefined' || !window.localStorage) return Promise.resolve();
  restored ??= persistQueryClient({
    queryClient,
    persister: createSyncStoragePersister({ storage: window.localStorage, key: STORAGE_KEY }),
    maxAge: 7 * 24 * 3600_000,
    dehydrateOptions: {
      shouldDehydrateQuery: (q) => q.queryKey[0] === 'account' && q.state.status === 'success',
    },
  })[1].catch(() => {});
  return restored;
}

export function forgetPersistedAccount(): void {
  try {
    window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage may be unavailable (private mode): nothing was saved then.
  }
}
