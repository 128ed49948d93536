// The feed's reads: through the mirror, so the feed is readable offline after one visit. Posting is
// in api-writes.ts: it needs the outbox (Dexie), which reading the feed must not load.
import { infiniteQueryOptions } from '@tanstack/react-query';
import type { FeedPostsResponse } from '../../../contract/feed.ts';
import { type ApiTransport, http, pagePath } from '../../lib/http.ts';
import { mirroredList, refreshAfterOutbox, replaceFirstPage } from '../../offline/index.ts';

export const FEED_PAGE_SIZE = 10;
export const feedKeys = { all: ['feed'] as const, posts: () => ['feed', 'posts'] as const };

refreshAfterOutbox({ feed: [feedKeys.all] });

/** `transport`: a loader passes the router's `context.transport` (the server's own API while it renders). */
export function feedQueryOptions(transport?: ApiTransport) {
  return infiniteQueryOptions({
    queryKey: feedKeys.posts(),
    queryFn: ({ pageParam, client, queryKey }) =>
      mirroredList(
        'posts',
        'feed',
        pageParam,
        () =>
          http.get<FeedPostsResponse>(pagePath('/feed/posts', { limit: FEED_PAGE_SIZE, cursor: pageParam }), {
            transport,
          }),
        { onLateAnswer: replaceFirstPage(client, queryKey) },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
