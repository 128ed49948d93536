// One QueryClient for the app; loaders use it through the router context.
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/http.ts';
import { isOnline, persistAccountQueries } from '../offline/index.ts';
import { getSession } from '../lib/session.ts';

/** An answer from the device's copy (a list's first page or one entity marked offline). */
function answeredByDevice(data: unknown): boolean {
  const answer = data as { offline?: boolean; pages?: { offline?: boolean }[] } | undefined;
  return Boolean(answer?.offline || answer?.pages?.[0]?.offline);
}

/** The app's defaults; the server makes one client per page it renders. */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        // The device's answer is stale as soon as the network is back: the next mount, focus or
        // reconnect asks the server (a search typed offline reaches the URL, and mounts its list,
        // after the network may have returned). Offline it stays fresh, so it is not searched twice.
        staleTime: (query) => (isOnline() && answeredByDevice(query.state.data) ? 0 : 30_000),
        // Run the query function even offline: feature queries answer from the Dexie mirror then.
        networkMode: 'offlineFirst',
        // A 4xx will not change by asking again; network trouble and 5xx may. Offline, a retry would
        // wait paused for the network, and a screen's loader with it: the failure shows at once and
        // reconnecting refetches instead.
        retry: (count, error) =>
          isOnline() && !(error instanceof ApiError && error.status < 500) && count < 2,
      },
      mutations: { networkMode: 'offlineFirst' },
    },
  });

export const queryClient = createQueryClient();

let restoring: Promise<void> | undefined;

/**
 * Account queries are kept on the device (src/offline/persist-account.ts). Only a signed-in user has
 * them, so the persister loads with the first of them, or at start when there is a session, and
 * never on a visitor's screens. Resolves once the saved ones are back (never rejects).
 */
export function restoreAccountQueries(): Promise<void> {
  restoring ??= persistAccountQueries(queryClient);
  return restoring;
}

/** Called once by the browser's start (src/main.tsx): brings the saved account queries back when needed. */
export function keepAccountQueries(): void {
  if (getSession()) void restoreAccountQueries();
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'added' && event.query.queryKey[0] === 'account') void restoreAccountQueries();
  });
  // Versions before the queries moved to IndexedDB kept them in localStorage: leave nothing behind.
  try {
    window.localStorage.removeItem('hireloop-account');
  } catch {
    // Storage unavailable (private mode): nothing was saved then.
  }
}

/** Logout: forget every cached answer in memory (the device's copy goes with the wipe). */
export function clearQueries(): void {
  queryClient.clear();
}
