import type { QueryClient } from '@tanstack/react-query';
import { createRouter, lazyRouteComponent, type RouterHistory } from '@tanstack/react-router';
import { queryClient as appQueryClient } from '../lib/query-client.ts';
import { routeTree } from '../routeTree.gen.ts';
import { RoutePending } from '../ui/route-pending.tsx';

type RouterOptions = {
  /** The browser's history when left out; prerendering and tests pass a memory history. */
  history?: RouterHistory;
  /** Where the app is served from, for prerendering (there is no window to take it from). */
  origin?: string;
  /** The app's one QueryClient when left out. */
  queryClient?: QueryClient;
};

/** The app's router; loaders reach TanStack Query through its context (`context.queryClient`). */
export function createAppRouter({ history, origin, queryClient = appQueryClient }: RouterOptions = {}) {
  return createRouter({
    routeTree,
    history,
    origin,
    context: { queryClient },
    // Prerendering runs the client's code paths, so the hydrated tree is the same tree.
    isServer: false,
    defaultPreload: 'intent',
    // Loaders use TanStack Query's cache; the router should not keep a second one.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: RoutePending,
    defaultErrorComponent: lazyRouteComponent(() => import('../ui/route-error.tsx'), 'RouteError'),
    // Needs window.history; a memory history (prerender, tests) has nothing to restore.
    scrollRestoration: !history,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}

declare module '@tanstack/history' {
  interface HistoryState {
    /** Set by sign-in: /onboard forwards an onboarded user home without the "already" notice. */
    afterSignIn?: boolean;
  }
}
