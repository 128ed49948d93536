import type { QueryClient } from '@tanstack/react-query';
import { createRouter, lazyRouteComponent, type RouterHistory } from '@tanstack/react-router';
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query';
import { type ApiTransport, browserTransport } from './lib/http.ts';
import { queryClient as appQueryClient } from './lib/query-client.ts';
import { routeTree } from './routeTree.gen.ts';
import { RoutePending } from './ui/route-pending.tsx';
import type { AppRouterContext } from './app/router-context.ts';

type RouterOptions = {
  /** The browser's history when left out; tests pass a memory history, the server its own. */
  history?: RouterHistory;
  /** The app's one QueryClient when left out; the server passes one per page. */
  queryClient?: QueryClient;
  /** Where the app is served from (canonical and preview URLs); the page's own by default. */
  origin?: string;
  /** The server passes its in-process API; the browser's fetch when left out. */
  transport?: ApiTransport;
  /** True only in the server's renderer. */
  serverRendering?: boolean;
};

/**
 * The app's router; loaders reach TanStack Query, the API's transport and whether the server is
 * rendering through its context (`context.queryClient`, `context.transport`, `context.serverRendering`).
 * A server-rendered page carries the queries its loaders fetched, and the browser's client starts
 * with them, so hydration renders the same markup without asking the API again.
 */
export function createAppRouter({
  history,
  queryClient = appQueryClient,
  origin = typeof location === 'undefined' ? 'http://localhost' : location.origin,
  transport = browserTransport,
  serverRendering = false,
}: RouterOptions = {}) {
  const context: AppRouterContext = { queryClient, origin, transport, serverRendering };
  const router = createRouter({
    routeTree,
    history,
    context,
    defaultPreload: 'intent',
    // Loaders use TanStack Query's cache; the router should not keep a second one.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: RoutePending,
    defaultErrorComponent: lazyRouteComponent(() => import('./ui/route-error.tsx'), 'RouteError'),
    // Needs window.history; a memory history (tests) has nothing to restore.
    scrollRestoration: !history,
  });
  // Providers (app/providers.tsx) already gives the screens this client.
  setupRouterSsrQueryIntegration({ router, queryClient, wrapQueryClient: false });
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
  interface StaticDataRouteOption {
    /** A visitor gets this page as a document: the server's HTML with no app to load. */
    visitorDocument?: boolean;
    /** When the page changes by itself, read from the answers it shows (Infinity: never). */
    pageChangesAt?: (answers: unknown[]) => number;
  }
}

declare module '@tanstack/history' {
  interface HistoryState {
    /** Set by sign-in: /onboard forwards an onboarded user home without the "already" notice. */
    afterSignIn?: boolean;
  }
}
