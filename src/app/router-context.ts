import type { QueryClient } from '@tanstack/react-query';
import type { ApiTransport } from '../lib/http.ts';

/** What every route's beforeLoad, loader and head() get as `context` (src/create-router.ts). */
export type AppRouterContext = {
  queryClient: QueryClient;
  /** Where the app is served from: canonical and preview URLs. */
  origin: string;
  /** How a loader's API reads travel: pass it on to the query options that fetch. */
  transport: ApiTransport;
  /** The server is rendering this page: loaders wait for what it shows; there is no device storage. */
  serverRendering: boolean;
};
