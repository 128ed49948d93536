import {
  createRootRouteWithContext,
  lazyRouteComponent,
  redirect,
  rootRouteId,
} from '@tanstack/react-router';
import type { AppRouterContext } from '../app/router-context.ts';
import { RootLayout } from '../app/root-layout.tsx';
import { resolveRedirect } from '../app/redirects.ts';
import { DEFAULT_DESCRIPTION, DEFAULT_TITLE } from '../lib/page-head.ts';
import { getSession } from '../lib/session.ts';

export const Route = createRootRouteWithContext<AppRouterContext>()({
  // Every page's defaults; a public screen's route gives its own (src/lib/page-head.ts).
  head: () => ({ meta: [{ title: DEFAULT_TITLE }, { name: 'description', content: DEFAULT_DESCRIPTION }] }),
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
