// Pathless layout for every screen that reads or writes server data (jobs, feed, companies,
// activity, account, …): put those route files in src/routes/_data/ (the URL has no "_data").
// Loaders get TanStack Query from the router's context:
//   loader: ({ context }) => context.queryClient.ensureQueryData(jobsQueryOptions())
import { type AnyRoute, createFileRoute } from '@tanstack/react-router';
import { isOffline, warmMirror } from '../offline/index.ts';

type LazyComponent = { preload?: () => Promise<void> };

/**
 * The router fetches a screen's chunks only after this layout's beforeLoad: start those of the
 * screens being opened now, beside the query client, so the chunks load at once, not one after
 * another. Kept for the installed app's offline start, which it keeps within 10% of the build
 * before server rendering (docs/benchmarks.md, issue 31).
 */
function preloadScreens(route: AnyRoute, ids: Set<string>): void {
  for (const child of (route.children ?? []) as AnyRoute[]) {
    if (ids.has(child.id)) {
      (child.options.component as LazyComponent | undefined)?.preload?.().catch(() => {});
      preloadScreens(child, ids);
    }
  }
}

export const Route = createFileRoute('/_data')({
  beforeLoad: ({ matches }) => {
    preloadScreens(Route, new Set(matches.map((m) => m.routeId)));
    // Offline, the screen answers from IndexedDB: open it while the code loads.
    if (isOffline()) warmMirror();
  },
});
