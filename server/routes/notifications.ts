import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  markReadBody,
  markReadResponse,
  notificationsQuery,
  notificationsResponse,
} from '../../contract/notifications.ts';
import { signedIn } from '../plugins/auth.ts';
import { listNotifications, markRead, notificationsTag } from '../services/notification-service.ts';

export async function notificationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Polled while the app is visible: with `no-cache` the browser revalidates its copy by ETag itself,
  // and an unchanged list answers 304 with no body.
  r.get(
    '/notifications',
    { schema: { querystring: notificationsQuery, response: { 200: notificationsResponse } } },
    async (req, reply) => {
      const me = signedIn(req);
      const { etag, unread } = await notificationsTag(app.db, me, req.url.split('?')[1] ?? '');
      reply.header('etag', etag).header('cache-control', 'private, no-cache');
      // A 304 has no body, which the typed reply (200 only) cannot say.
      if (req.headers['if-none-match'] === etag) return (reply as FastifyReply).code(304).send();
      return listNotifications(app.db, me, req.query, unread);
    },
  );
  r.put(
    '/notifications/read',
    { schema: { body: markReadBody, response: { 200: markReadResponse } } },
    async (req) => markRead(app.db, signedIn(req), req.body),
  );
}
