import { createRouter, lazyRouteComponent } from '@tanstack/react-router';
import { routeTree } from '../routeTree.gen.ts';
import { RoutePending } from '../ui/route-pending.tsx';

export const router = createRouter({
  routeTree,
  // No global context: screens under src/routes/_data/ get `queryClient` from that layout route.
  defaultPreload: 'intent',
  // Loaders use TanStack Query's cache; the router should not keep a second one.
  defaultPreloadStaleTime: 0,
  defaultPendingComponent: RoutePending,
  defaultErrorComponent: lazyRouteComponent(() => import('../ui/route-error.tsx'), 'RouteError'),
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

declare module '@tanstack/history' {
  interface HistoryState {
    /** Set by sign-in: /onboard forwards an onboarded user home without the "already" notice. */
    afterSignIn?: boolean;
  }
}
