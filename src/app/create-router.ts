import { createRouter, lazyRouteComponent, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from '../routeTree.gen.ts';
import { RoutePending } from '../ui/route-pending.tsx';

/**
 * The app's router. Prerendering (src/prerender.tsx) passes a memory history and an origin, since
 * there is no window to take them from.
 */
export function createAppRouter(prerender?: { history: RouterHistory; origin: string }) {
  return createRouter({
    routeTree,
    history: prerender?.history,
    origin: prerender?.origin,
    // Prerendering runs the client's code paths, so the hydrated tree is the same tree.
    isServer: false,
    // No global context: screens under src/routes/_data/ get `queryClient` from that layout route.
    defaultPreload: 'intent',
    // Loaders use TanStack Query's cache; the router should not keep a second one.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: RoutePending,
    defaultErrorComponent: lazyRouteComponent(() => import('../ui/route-error.tsx'), 'RouteError'),
    scrollRestoration: !prerender, // needs window.history; renders nothing either way
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
