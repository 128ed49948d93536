import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createPostBody,
  createPostResponse,
  feedPostsQuery,
  feedPostsResponse,
} from '../../contract/feed.ts';
import type { AppDeps } from '../app.ts';
import { signedIn } from '../plugins/auth.ts';
import { createPost, listPosts } from '../services/feed-service.ts';
import { idempotencyKey } from '../services/idempotency.ts';

export function feedRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/feed/post',
    {
      preValidation: async (req) => void signedIn(req),
      schema: { body: createPostBody, response: { 201: createPostResponse } },
    },
    async (req, reply) => {
      const key = idempotencyKey(req.headers['idempotency-key']);
      const result = await createPost(deps, req.actor, req.body, key);
      if (result.replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(result.statusCode as 201).send(result.body);
    },
  );
  r.get(
    '/feed/posts',
    { schema: { querystring: feedPostsQuery, response: { 200: feedPostsResponse } } },
    async (req) => listPosts(deps.db, req.query),
  );
}
