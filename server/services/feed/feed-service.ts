// Recruiters' feed posts. Content is stored exactly as sent (the client renders it as text, never
// as HTML). A post made offline is replayed with its Idempotency-Key and created exactly once.
import { and, eq, type SQL } from 'drizzle-orm';
import type { CreatePostResponse, FeedPost, FeedPostsResponse } from '../../../contract/feed.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { posts, users } from '../../db/schema.ts';
import { type Actor, requireRole } from '../common/actor.ts';
import { checkOptionalFileUrl, fileRules } from '../files/file-urls.ts';
import { once, type StoredResponse } from '../common/idempotency.ts';
import { afterCursor, decodeCursor, microseconds, newestFirst, pageOf } from '../common/cursor.ts';

type Deps = { db: Db; config: Config };

export async function createPost(
  deps: Deps,
  actor: Actor | null,
  body: { content: string; image?: string | null },
  key: string | undefined,
): Promise<StoredResponse<CreatePostResponse>> {
  const a = requireRole(actor, 'recruiter');
  const image = checkOptionalFileUrl(deps.config.firebase, body.image, a.id, fileRules.feedImage) ?? null;
  const scope = { userId: a.id, key, route: 'POST /api/feed/post', request: body };
  return once(deps.db, scope, async (tx) => {
    const [row] = await tx.insert(posts).values({ userId: a.id, content: body.content, image }).returning();
    if (!row) throw new Error('post not created');
    const data: FeedPost = {
      _id: row.id,
      content: row.content,
      image: row.image,
      createdAt: row.createdAt.toISOString(),
      userId: { _id: a.id, username: a.username, image: a.image },
    };
    return { statusCode: 201, body: { success: true, message: 'Post created successfully', data } };
  });
}

export async function listPosts(
  db: Db,
  query: { cursor?: string; limit: number },
): Promise<FeedPostsResponse> {
  const conditions: SQL[] = query.cursor
    ? [afterCursor(posts.createdAt, posts.id, decodeCursor(query.cursor))]
    : [];
  const rows = await db
    .select({
      id: posts.id,
      cursorUs: microseconds(posts.createdAt),
      content: posts.content,
      image: posts.image,
      createdAt: posts.createdAt,
      userId: users.id,
      username: users.username,
      userImage: users.image,
    })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.userId))
    .where(and(...conditions))
    .orderBy(newestFirst(posts.createdAt), newestFirst(posts.id))
    .limit(query.limit + 1);
  const { page, nextCursor } = pageOf(rows, query.limit);
  return {
    success: true,
    data: page.map((r) => ({
      _id: r.id,
      content: r.content,
      image: r.image,
      createdAt: r.createdAt.toISOString(),
      userId: { _id: r.userId, username: r.username, image: r.userImage },
    })),
    nextCursor,
  };
}
