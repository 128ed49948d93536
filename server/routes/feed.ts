import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createPostBody,
  createPostResponse,
  feedPostsQuery,
  feedPostsResponse,
} from '../../contract/feed.ts';
import { offlineWrites } from '../../contract/offline-writes.ts';
import { signedIn } from '../plugins/auth.ts';
import { writeLimit } from '../lib/write-limit.ts';
import { createPost, listPosts } from '../services/feed/feed-service.ts';
import { keyedWrite } from './keyed-write.ts';

export async function feedRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  keyedWrite(
    app,
    offlineWrites.post.routes.post,
    {
      preValidation: async (req) => void signedIn(req),
      schema: { body: createPostBody, response: { 201: createPostResponse } },
      config: writeLimit(app.config, 'post'),
    },
    (req, actor, key) => createPost(app, actor, req.body, key),
  );
  r.get(
    '/feed/posts',
    { schema: { querystring: feedPostsQuery, response: { 200: feedPostsResponse } } },
    async (req) => listPosts(app.db, req.query),
  );
}
