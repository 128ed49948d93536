// A page the server rendered carries the answers its screen shows, as fetched for that render. The
// server's read cache may send the same HTML minutes later, but only while the database has not
// changed since (ETag): those answers are as current as the page's arrival. Counted from the render,
// they would be stale at hydration: every screen would ask for them again, and /jobs would render
// its "searching" spinner, which the server's HTML does not have (a hydration mismatch).
import type { QueryClient } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';

/** When the server answered for this page (ms since the epoch); null when a cache answered alone. */
function pageArrivedAt(): number | null {
  const [navigation] = (performance.getEntriesByType?.('navigation') ?? []) as PerformanceNavigationTiming[];
  // No timing to read: this runs with the page's own scripts, just after it arrived.
  if (!navigation) return Date.now();
  // Nothing transferred: the browser's cache answered without asking the server (a history
  // navigation), so nothing says the answers are current; they are asked for again.
  if (!navigation.transferSize) return null;
  return Math.round(performance.timeOrigin + navigation.responseStart);
}

/** The queries a server-rendered page brings are dated at its arrival, once the router hydrated them. */
export function ageServerAnswersFromArrival(router: AnyRouter, client: QueryClient): void {
  const arrivedAt = pageArrivedAt();
  if (arrivedAt === null) return;
  // The same hook the router's query integration uses to put the page's queries in the cache.
  const hydrateQueries = router.options.hydrate;
  router.options.hydrate = async (dehydrated) => {
    await hydrateQueries?.(dehydrated);
    for (const query of client.getQueryCache().getAll()) {
      const { status, dataUpdatedAt } = query.state;
      if (status === 'success' && dataUpdatedAt < arrivedAt) query.setState({ dataUpdatedAt: arrivedAt });
    }
  };
}
