// Loads the next page when this element scrolls into view (IntersectionObserver). Where there is
// no observer (old browsers, tests), or for keyboard users, a 'Load more' button does the same.
import { Box, Button, Center, Spinner } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';

type Props = {
  hasMore: boolean;
  loading: boolean;
  /** False after a failed page: wait for a click instead of asking again on every scroll. */
  auto?: boolean;
  onLoadMore: () => void;
};

export function LoadMoreSentinel({ hasMore, loading, auto = true, onLoadMore }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const latest = useRef(onLoadMore);
  latest.current = onLoadMore;
  const observable = typeof IntersectionObserver !== 'undefined';

  useEffect(() => {
    const el = ref.current;
    if (!el || !hasMore || loading || !auto || !observable) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) latest.current();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasMore, loading, auto, observable]);

  if (!hasMore) return null;
  return (
    <Box ref={ref} py="6" data-testid="load-more">
      <Center>
        {loading ? (
          <Spinner size="md" color="blue.solid" aria-label="Loading more" />
        ) : (
          <Button variant="ghost" size="sm" onClick={onLoadMore}>
            Load more
          </Button>
        )}
      </Center>
    </Box>
  );
}

/** An infinite query's parts the sentinel needs (TanStack Query's result has them). */
type PagedQuery = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
};

/** The sentinel for an infinite query: its next page, on scroll or on 'Load more'. */
export function LoadMoreFor({ query }: { query: PagedQuery }) {
  return (
    <LoadMoreSentinel
      hasMore={query.hasNextPage}
      loading={query.isFetchingNextPage}
      auto={!query.isFetchNextPageError}
      onLoadMore={() => void query.fetchNextPage()}
    />
  );
}
