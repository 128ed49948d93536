import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  pushKeyResponse,
  pushSubscriptionBody,
  pushSubscriptionResponse,
  pushUnsubscribeBody,
  pushUnsubscribeResponse,
} from '../../contract/push.ts';
import { signedIn } from '../plugins/auth.ts';
import { writeLimit } from '../lib/write-limit.ts';
import { subscribe, unsubscribe } from '../services/notifications/push-subscription-service.ts';

export async function pushRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limit = writeLimit(app.config, 'push-subscription');
  // The same for every visitor until the keys change (a restart with new VAPID settings).
  r.get('/push/key', { schema: { response: { 200: pushKeyResponse } } }, async (_req, reply) => {
    reply.header('cache-control', 'public, max-age=3600');
    return { success: true as const, publicKey: app.vapid.publicKey };
  });
  r.post(
    '/push/subscriptions',
    {
      schema: {
        body: pushSubscriptionBody,
        response: { 200: pushSubscriptionResponse, 201: pushSubscriptionResponse },
      },
      config: limit,
    },
    async (req, reply) => {
      const { statusCode, body } = await subscribe(app.db, app.config, signedIn(req), req.body);
      return reply.status(statusCode).send(body);
    },
  );
  r.delete(
    '/push/subscriptions',
    { schema: { body: pushUnsubscribeBody, response: { 200: pushUnsubscribeResponse } }, config: limit },
    (req) => unsubscribe(app.db, signedIn(req), req.body.endpoint),
  );
}
