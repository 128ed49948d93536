// A post goes through the outbox, so one made offline is published, once, when the network returns.
import type { Session } from '../../lib/session.ts';
import { type SubmitOutcome, submitQueued } from '../../offline/submit.ts';

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
    request: { method: 'POST', path: '/feed/post', body },
    token: session.token,
    ref,
    upload,
  });
}
