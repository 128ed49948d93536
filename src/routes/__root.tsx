import type { QueryClient } from '@tanstack/react-query';
import {
  createRootRouteWithContext,
  lazyRouteComponent,
  redirect,
  rootRouteId,
} from '@tanstack/react-router';
import { RootLayout } from '../app/root-layout.tsx';
import { resolveRedirect } from '../app/redirects.ts';
import { getSession } from '../lib/session.ts';

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  beforeLoad: ({ location, matches }) => {
    const to = resolveRedirect({
      pathname: location.pathname,
      session: getSession(),
      matched: matches.some((m) => m.routeId !== rootRouteId),
    });
    if (to) throw redirect({ to, replace: true });
  },
  component: RootLayout,
  // The root route is never split automatically; the 404 page loads only when needed.
  notFoundComponent: lazyRouteComponent(() => import('../ui/not-found.tsx'), 'NotFoundPage'),
});
