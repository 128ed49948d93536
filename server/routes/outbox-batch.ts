// POST /api/outbox/batch (contract/outbox.ts): a run of queued hiring writes in one request. Each
// write goes through its own route as if it had come alone (auth, validation, ownership, its
// per-account limit, its Idempotency-Key), so exactly-once and every refusal stay the route's.
// Those writes join this request's chain: delivery wakes its workers once, at the batch's answer.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type BatchAnswer, batchBody, batchResponse, retryableStatus } from '../../contract/outbox.ts';
import { signedIn } from '../plugins/auth.ts';

export async function outboxBatchRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post('/outbox/batch', { schema: { body: batchBody, response: { 200: batchResponse } } }, async (req) => {
    // A signed-out device is refused at once, not once per write.
    signedIn(req);
    const answers: BatchAnswer[] = [];
    for (const write of req.body.writes) {
      const res = await app.inject({
        method: 'POST',
        url: `/api${write.path}`,
        remoteAddress: req.ip,
        headers: {
          authorization: req.headers.authorization,
          'content-type': 'application/json',
          'idempotency-key': write.key,
        },
        payload: JSON.stringify(write.body),
      });
      let body: unknown;
      try {
        body = res.json();
      } catch {
        body = { success: false, message: res.body };
      }
      answers.push({ key: write.key, status: res.statusCode, body });
      // What comes after a write to try again must wait for it: the user's order is kept.
      if (retryableStatus(res.statusCode)) break;
    }
    return { success: true as const, data: answers };
  });
}
