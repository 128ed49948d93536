// POST /api/outbox/batch (contract/outbox.ts): a run of queued hiring writes in one request. Each
// write goes through its own route as if it had come alone (auth, validation, ownership, its
// per-account limit, its Idempotency-Key), so exactly-once and every refusal stay the route's.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type BatchAnswer, batchBody, batchResponse, retryableStatus } from '../../contract/outbox.ts';
import { signedIn } from '../plugins/auth.ts';

/** Marks a batch's own writes; known to this process only, so no caller can send it. */
const batchMark = randomBytes(16).toString('hex');

/**
 * True for a write a batch makes. The outbox workers and the live reader are then woken once, by
 * the batch's answer, not after each write: their looks take the one database connection the next
 * write waits for.
 */
export const insideBatch = (request: FastifyRequest) => request.headers['x-batch-write'] === batchMark;

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
          'x-batch-write': batchMark,
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
