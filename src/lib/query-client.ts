// One QueryClient for the app; loaders use it through the router context.
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/http.ts';

/** The browser's own flag: lib/ sits below offline/ (whose online.ts builds on the same flag). */
const isOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

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

/** Logout: forget every cached answer in memory (the device's copy goes with the wipe). */
export function clearQueries(): void {
  queryClient.clear();
}
