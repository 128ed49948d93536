import { createFileRoute } from '@tanstack/react-router';
import { ActivityPage } from '../../features/applications/activity-page.tsx';
import { activityOptions } from '../../features/applications/api.ts';
import { getSession } from '../../lib/session.ts';

// One route for /activity and /Activity: the router matches paths case-insensitively.
export const Route = createFileRoute('/_data/activity')({
  // prefetch, not ensure: the page shows its own error state, with 'Browse Jobs'.
  loader: ({ context }) =>
    getSession() ? context.queryClient.prefetchInfiniteQuery(activityOptions()) : undefined,
  component: ActivityPage,
});
