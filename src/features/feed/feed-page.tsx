// The feed: recruiters' posts, newest first, more on scroll. Readable offline after one visit
// (answered from the device's copy, with its age); recruiters also see their queued posts on top.
import { Box, Button, Container, Flex, Spinner, Stack, Text } from '@chakra-ui/react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { lazy, memo, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import type { FeedPost } from '../../../contract/feed.ts';
import { useSession } from '../../lib/session.ts';
import { OfflineNotice, PageTitle } from '../../ui/screen.tsx';
import { toast } from '../../ui/toaster/toast.ts';
import { useIdle } from '../../ui/use-idle.ts';
import { feedQueryOptions } from './api.ts';
import { PostCard } from './post-card.tsx';

/**
 * Queued posts live in the outbox (Dexie, a large library): only recruiters post, so only they load it,
 * and beside the feed, not before it. A load that fails (offline before it arrived) shows nothing.
 */
const PendingPosts = lazy(() =>
  import('./pending-posts.tsx').then(
    (m) => ({ default: m.PendingPosts }),
    () => ({ default: () => null }),
  ),
);

/** Memoized: loading the next page leaves the posts already shown as they are. */
const FeedPostCard = memo(function FeedPostCard({ post }: { post: FeedPost }) {
  return (
    <PostCard
      post={{
        username: post.userId.username,
        avatar: post.userId.image,
        createdAt: post.createdAt,
        content: post.content,
        imageUrl: post.image,
      }}
    />
  );
});

type DialogComponent = typeof import('./create-post-dialog.tsx').CreatePostDialog;

/**
 * Recruiters get the dialog's code once the page is idle, so Create Post still opens if the
 * network goes away later. Loaded by hand rather than with React.lazy: a failed load (offline
 * before it arrived) must not break the page, only be tried again on the next click.
 */
function useCreatePostDialog(enabled: boolean) {
  const idle = useIdle(enabled);
  const [Dialog, setDialog] = useState<DialogComponent | null>(null);
  const load = useCallback(
    () =>
      import('./create-post-dialog.tsx').then(
        (m) => {
          setDialog(() => m.CreatePostDialog);
          return true;
        },
        () => false,
      ),
    [],
  );
  useEffect(() => {
    if (idle) void load();
  }, [idle, load]);
  return { Dialog, load };
}

export function FeedPage() {
  const isRecruiter = useSession()?.role === 'recruiter';
  const [dialogOpen, setDialogOpen] = useState(false);
  const { Dialog: CreatePostDialog, load: loadDialog } = useCreatePostDialog(isRecruiter);
  const query = useInfiniteQuery(feedQueryOptions());
  const { data, isPending, isError, errorUpdatedAt, hasNextPage, isFetchingNextPage, fetchNextPage } = query;

  // Once per failure (a later failed retry toasts again).
  useEffect(() => {
    if (isError && errorUpdatedAt)
      toast({ title: 'Error fetching posts', description: 'Please try again', type: 'error' });
  }, [isError, errorUpdatedAt]);

  const posts = data?.pages.flatMap((p) => p.data) ?? [];
  const offlinePage = data?.pages.find((p) => p.offline);

  const openDialog = async () => {
    if (CreatePostDialog || (await loadDialog())) setDialogOpen(true);
    else toast({ title: "You're offline", description: 'Please try again when you are back online.' });
  };

  return (
    <Container maxW="2xl" py={{ base: '6', md: '10' }}>
      <Flex justify="space-between" align="center" gap="4" mb="6">
        <PageTitle>Feed</PageTitle>
        {isRecruiter && (
          <Button
            colorPalette="blue"
            onClick={() => void openDialog()}
            onPointerEnter={() => void loadDialog()}
          >
            Create Post
          </Button>
        )}
      </Flex>
      {isRecruiter && CreatePostDialog && <CreatePostDialog open={dialogOpen} onOpenChange={setDialogOpen} />}
      <OfflineNotice offline={Boolean(offlinePage)} savedAt={offlinePage?.savedAt} />
      <Stack gap="4">
        {isRecruiter && (
          <Suspense fallback={null}>
            <PendingPosts />
          </Suspense>
        )}
        {isPending ? (
          <Flex role="status" align="center" justify="center" gap="3" py="16" color="fg.muted">
            <Spinner size="sm" color="blue.solid" />
            <Text>Loading posts...</Text>
          </Flex>
        ) : isError && posts.length === 0 ? (
          <Box role="alert" textAlign="center" py="12">
            <Text fontWeight="semibold" mb="1">
              Error fetching posts
            </Text>
            <Text color="fg.muted" mb="4">
              Please try again
            </Text>
            <Button variant="outline" onClick={() => void query.refetch()} loading={query.isFetching}>
              Try Again
            </Button>
          </Box>
        ) : posts.length === 0 ? (
          <Box textAlign="center" py="16" borderWidth="1px" borderStyle="dashed" rounded="xl">
            <Text fontSize="lg" fontWeight="semibold" mb="1">
              No posts yet
            </Text>
            <Text color="fg.muted">Be the first to share something!</Text>
          </Box>
        ) : (
          posts.map((p) => <FeedPostCard key={p._id} post={p} />)
        )}
        {hasNextPage && (
          <LoadMore
            loading={isFetchingNextPage}
            // After a failed page, wait for a click instead of retrying on every scroll.
            auto={!query.isFetchNextPageError}
            onVisible={() => void fetchNextPage()}
          />
        )}
      </Stack>
    </Container>
  );
}

/** The scroll sentinel: loads the next page as it nears the viewport; the button is the fallback. */
type LoadMoreProps = { loading: boolean; auto: boolean; onVisible: () => void };

function LoadMore({ loading, auto, onVisible }: LoadMoreProps) {
  const ref = useRef<HTMLDivElement>(null);
  const latest = useRef(onVisible);
  latest.current = onVisible;
  useEffect(() => {
    const el = ref.current;
    if (!el || loading || !auto || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) latest.current();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [loading, auto]);
  return (
    <Flex ref={ref} justify="center" py="4" data-testid="feed-sentinel">
      <Button variant="ghost" size="sm" onClick={onVisible} loading={loading} loadingText="Loading posts...">
        Load more
      </Button>
    </Flex>
  );
}
