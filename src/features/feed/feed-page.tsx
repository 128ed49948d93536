// The feed: recruiters' posts, newest first, more on scroll. Readable offline after one visit
// (answered from the device's copy, with its age); recruiters also see their queued posts on top.
import { Button, Container, Flex, Spinner, Stack, Text } from '@chakra-ui/react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { lazy, memo, Suspense, useCallback, useEffect, useState } from 'react';
import type { FeedPost } from '../../../contract/feed.ts';
import { useSession } from '../../lib/session.ts';
import { LoadMoreFor } from '../../ui/load-more-sentinel.tsx';
import { OfflineNotice, PageTitle, StateMessage } from '../../ui/screen.tsx';
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
  const { data, isPending, isError, errorUpdatedAt } = query;

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
          <StateMessage
            title="Error fetching posts"
            text="Please try again"
            onRetry={() => void query.refetch()}
          />
        ) : posts.length === 0 ? (
          <StateMessage title="No posts yet" text="Be the first to share something!" />
        ) : (
          posts.map((p) => <FeedPostCard key={p._id} post={p} />)
        )}
        <LoadMoreFor query={query} />
      </Stack>
    </Container>
  );
}
