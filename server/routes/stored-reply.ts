import type { FastifyReply } from 'fastify';
import type { StoredResponse } from '../services/common/idempotency.ts';

/** Sends a once() result; a replay of an Idempotency-Key says so in a header. */
export function sendStored<T>(reply: FastifyReply, result: StoredResponse<T>) {
  if (result.replayed) reply.header('idempotent-replayed', 'true');
  return reply.status(result.statusCode).send(result.body);
}
