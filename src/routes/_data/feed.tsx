import { createFileRoute } from '@tanstack/react-router';
import { feedQueryOptions } from '../../features/feed/api.ts';
import { FeedPage } from '../../features/feed/feed-page.tsx';
import { pageHead } from '../../lib/page-head.ts';
import { RoutePending } from '../../ui/route-pending.tsx';

// Public (visitors may read it). The router matches paths case-insensitively: this is /Feed too.
export const Route = createFileRoute('/_data/feed')({
  staticData: { visitorDocument: true },
  // One chunk for the loader and the screen: opened cold (offline start) they are needed together.
  codeSplitGroupings: [['loader', 'component']],
  // Prefetch never throws: a failure shows on the page (toast + Try Again), not as a route error.
  loader: ({ context }) => context.queryClient.prefetchInfiniteQuery(feedQueryOptions(context.transport)),
  head: ({ match }) =>
    pageHead({
      title: 'Feed — Hireloop',
      description: 'News, openings and hiring updates from the companies on Hireloop.',
      path: '/feed',
      origin: match.context.origin,
    }),
  pendingComponent: () => <RoutePending label="Loading posts..." />,
  component: FeedPage,
});
