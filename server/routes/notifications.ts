import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  markReadBody,
  markReadResponse,
  notificationsQuery,
  notificationsResponse,
} from '../../contract/notifications.ts';
import { signedIn } from '../plugins/auth.ts';
import { writeLimit } from '../lib/write-limit.ts';
import { markRead, readNotifications } from '../services/notifications/notification-service.ts';

export async function notificationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Polled while the app is visible: with `no-cache` the browser revalidates its copy by ETag itself,
  // and an unchanged list answers 304 with no body (one query either way).
  r.get(
    '/notifications',
    { schema: { querystring: notificationsQuery, response: { 200: notificationsResponse } } },
    async (req, reply) => {
      const me = signedIn(req);
      const { etag, body } = await readNotifications(app.db, me, req.query, req.url.split('?')[1] ?? '');
      reply.header('etag', etag).header('cache-control', 'private, no-cache');
      // A 304 has no body, which the typed reply (200 only) cannot say.
      if (req.headers['if-none-match'] === etag) return (reply as FastifyReply).code(304).send();
      return body;
    },
  );
  r.put(
    '/notifications/read',
    {
      schema: { body: markReadBody, response: { 200: markReadResponse } },
      config: writeLimit(app.config, 'notification-read'),
    },
    async (req) => markRead(app.db, signedIn(req), req.body),
  );
}
