import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createPostBody,
  createPostResponse,
  feedPostsQuery,
  feedPostsResponse,
} from '../../contract/feed.ts';
import { signedIn } from '../plugins/auth.ts';
import { writeLimit } from '../lib/write-limit.ts';
import { createPost, listPosts } from '../services/feed/feed-service.ts';
import { idempotencyKey } from '../services/common/idempotency.ts';
import { sendStored } from './stored-reply.ts';

export async function feedRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/feed/post',
    {
      preValidation: async (req) => void signedIn(req),
      schema: { body: createPostBody, response: { 201: createPostResponse } },
      config: writeLimit(app.config, 'post'),
    },
    async (req, reply) => {
      const key = idempotencyKey(req.headers['idempotency-key']);
      return sendStored(reply, await createPost(app, req.actor, req.body, key));
    },
  );
  r.get(
    '/feed/posts',
    { schema: { querystring: feedPostsQuery, response: { 200: feedPostsResponse } } },
    async (req) => listPosts(app.db, req.query),
  );
}
