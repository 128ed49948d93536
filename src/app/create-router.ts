import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRouter, lazyRouteComponent, type RouterHistory, useRouter } from '@tanstack/react-router';
import { createElement, type ReactNode } from 'react';
import { queryClient as appQueryClient } from '../lib/query-client.ts';
import { routeTree } from '../routeTree.gen.ts';
import { RoutePending } from '../ui/route-pending.tsx';

export type AppRouterOptions = {
  /** A memory history for the prerender and tests; the browser's own by default. */
  history?: RouterHistory;
  /** The prerender has no window to take the origin from. */
  origin?: string;
  /** Tests may bring their own; the app's one client by default. */
  queryClient?: QueryClient;
};

/** The app's one QueryClientProvider, for the client in the router's context. */
function RouterQueryProvider({ children }: { children: ReactNode }) {
  const { queryClient } = useRouter().options.context;
  return createElement(QueryClientProvider, { client: queryClient }, children);
}

/**
 * The app's router. Its context carries the QueryClient that loaders use, and it wraps the screens
 * in the QueryClientProvider for that same client, so loaders and components share one cache.
 */
export function createAppRouter({ history, origin, queryClient = appQueryClient }: AppRouterOptions = {}) {
  return createRouter({
    routeTree,
    history,
    origin,
    context: { queryClient },
    InnerWrap: RouterQueryProvider,
    // Prerendering runs the client's code paths, so the hydrated tree is the same tree.
    isServer: false,
    defaultPreload: 'intent',
    // Loaders use TanStack Query's cache; the router should not keep a second one.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: RoutePending,
    defaultErrorComponent: lazyRouteComponent(() => import('../ui/route-error.tsx'), 'RouteError'),
    // Needs window.history (absent while prerendering); renders nothing either way.
    scrollRestoration: typeof window !== 'undefined',
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
