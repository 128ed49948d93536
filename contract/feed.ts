// Recruiters' feed posts. Content is stored and returned exactly as sent: the client renders text.
import { z } from 'zod';
import { pageQuery } from './common.ts';
import { feedPostMaxLength } from './constants.ts';

export { feedPostMaxLength };

/** POST /api/feed/post (honours an Idempotency-Key header). */
export const createPostBody = z.object({
  // Not trimmed: blank is refused, everything else is kept byte for byte.
  content: z
    .string({ error: 'Content is required' })
    .refine((v) => v.trim() !== '', 'Content is required')
    .refine((v) => v.length <= feedPostMaxLength, `Content must be at most ${feedPostMaxLength} characters`),
  /** A download URL under feed-posts/{yourUserId}/ in our bucket; '' or null for none. */
  image: z.string({ error: 'Image must be a link to an uploaded file' }).max(2048).nullable().optional(),
});
export type CreatePostBody = z.input<typeof createPostBody>;

export const feedPost = z.object({
  _id: z.string(),
  content: z.string(),
  image: z.string().nullable(),
  createdAt: z.string(),
  userId: z.object({ _id: z.string(), username: z.string(), image: z.string().nullable() }),
});
export type FeedPost = z.infer<typeof feedPost>;

export const createPostResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: feedPost,
});
export type CreatePostResponse = z.infer<typeof createPostResponse>;

/** GET /api/feed/posts?cursor=&limit= — newest first. */
export const feedPostsQuery = pageQuery;
export const feedPostsResponse = z.object({
  success: z.literal(true),
  data: z.array(feedPost),
  nextCursor: z.string().nullable(),
});
export type FeedPostsResponse = z.infer<typeof feedPostsResponse>;
