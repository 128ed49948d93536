// Posting to the feed, loaded with the "Create Post" dialog: through the outbox, so a post made
// offline is published, once, when the network returns. Reading the feed (api.ts) does not load it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createPostBody } from '../../../contract/feed.ts';
import { offlineWrites, queuedRequest } from '../../../contract/offline-writes.ts';
import type { Session } from '../../lib/session.ts';
import { discardEntry, type SubmitOutcome, submitQueued } from '../../offline/outbox.ts';
import { assertValid } from '../../ui/form-field.tsx';
import { toast } from '../../ui/toaster/toast.ts';
import { feedKeys } from './api.ts';
import { uploadUnlessOffline } from './upload-image.ts';

/** What a queued post carries so the feed can show it before the server has it. */
export type PostRef = { userId: string; username: string; image: string };

export type NewPost = { content: string; image: File | null; imageUrl?: string | null };

/**
 * Queues the post and waits briefly for the server's answer. `imageUrl` is an image already
 * uploaded (online, with progress); otherwise `image` travels as a blob and the replayer uploads
 * it before posting — that is how an image chosen offline is published after reconnecting.
 */
export function submitPost(post: NewPost, session: Session): Promise<SubmitOutcome> {
  const body: Record<string, unknown> = { content: post.content };
  if (post.imageUrl) body.image = post.imageUrl;
  const ref: PostRef = {
    userId: session.user._id,
    username: session.user.username,
    image: session.user.image ?? '',
  };
  const upload =
    post.image && !post.imageUrl
      ? { blob: post.image, fileName: post.image.name, folder: 'feed-posts', field: 'image' }
      : null;
  return submitQueued({
    kind: 'post',
    request: queuedRequest(offlineWrites.post.routes.post, {}, body),
    token: session.token,
    ref,
    upload,
  });
}

const postFailed = () =>
  toast({ title: 'Error creating post', description: 'Please try again', type: 'error' });

/** Sending a post through the outbox; a sent one shows in the feed once it is fetched again. */
export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ post, session }: { post: NewPost; session: Session }) => {
      assertValid(createPostBody, { content: post.content });
      const outcome = await submitPost(post, session);
      if (outcome.status === 'failed') {
        // The reason is shown here, where the user can fix it; no second copy waits in the outbox.
        void discardEntry(outcome.entry.id);
        throw new Error(outcome.message);
      }
      return outcome;
    },
    onSuccess: (outcome) => {
      if (outcome.status === 'queued')
        toast({
          title: 'Post saved',
          description: "It will be posted when you're back online.",
          type: 'info',
        });
      else void queryClient.invalidateQueries({ queryKey: feedKeys.all });
    },
    onError: postFailed,
  });
}

/**
 * Online, a post's image is uploaded first, with progress; offline it resolves to null and the
 * image is queued with the post. The post's own checks come first: no image is uploaded for a
 * post that would be refused.
 */
export function useUploadPostImage(onProgress: (percent: number | null) => void) {
  return useMutation({
    mutationFn: ({ file, content }: { file: File; content: string }) => {
      assertValid(createPostBody, { content });
      return uploadUnlessOffline(file, onProgress);
    },
    onError: () => {
      postFailed();
      onProgress(null);
    },
  });
}
