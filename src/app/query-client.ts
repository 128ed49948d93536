// One QueryClient for the app; loaders use it through the router context.
import { QueryClient } from '@tanstack/react-query';
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
