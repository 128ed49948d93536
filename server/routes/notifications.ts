import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  markReadBody,
  markReadResponse,
  notificationsQuery,
  notificationsResponse,
} from '../../contract/notifications.ts';
import type { AppDeps } from '../app.ts';
import { signedIn } from '../plugins/auth.ts';
import { listNotifications, markRead } from '../services/notification-service.ts';

export function notificationRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/notifications',
    { schema: { querystring: notificationsQuery, response: { 200: notificationsResponse } } },
    async (req) => listNotifications(deps.db, signedIn(req), req.query),
  );
  r.put(
    '/notifications/read',
    { schema: { body: markReadBody, response: { 200: markReadResponse } } },
    async (req) => markRead(deps.db, signedIn(req), req.body),
  );
}
