import { createFileRoute } from '@tanstack/react-router';
import { savedListOptions } from '../../features/saved/api.ts';
import { SavedPage } from '../../features/saved/saved-page.tsx';
import { getSession } from '../../lib/session.ts';

export const Route = createFileRoute('/_data/saved')({
  loader: ({ context }) =>
    getSession()?.role === 'candidate'
      ? context.queryClient.prefetchInfiniteQuery(savedListOptions())
      : undefined,
  component: SavedPage,
});
