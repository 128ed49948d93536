// Message threads (contract/hiring.ts). Thin: the services decide who may read or write a thread.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  applicationIdParam,
  messageBody,
  messageResponse,
  messagesQuery,
  messagesResponse,
  seenBody,
  seenResponse,
  threadsQuery,
  threadsResponse,
} from '../../contract/hiring.ts';
import { writeLimit } from '../lib/write-limit.ts';
import { signedIn } from '../plugins/auth.ts';
import { idempotencyKey } from '../services/common/idempotency.ts';
import { markSeen, readThread, sendMessage } from '../services/hiring/messages.ts';
import { listThreads } from '../services/hiring/threads.ts';
import { privateRead } from './private-read.ts';
import { sendStored } from './stored-reply.ts';

export async function messageRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/applications/:applicationId/messages',
    {
      ...privateRead,
      schema: { params: applicationIdParam, querystring: messagesQuery, response: { 200: messagesResponse } },
    },
    async (req) => ({
      success: true as const,
      data: await readThread(app.db, signedIn(req), req.params.applicationId, req.query),
    }),
  );
  r.post(
    '/applications/:applicationId/messages',
    {
      schema: { params: applicationIdParam, body: messageBody, response: { 201: messageResponse } },
      config: writeLimit(app.config, 'message'),
    },
    async (req, reply) => {
      const key = idempotencyKey(req.headers['idempotency-key']);
      const input = { applicationId: req.params.applicationId, text: req.body.text, key };
      return sendStored(reply, await sendMessage(app.db, signedIn(req), input));
    },
  );
  r.post(
    '/applications/:applicationId/messages/seen',
    {
      schema: { params: applicationIdParam, body: seenBody, response: { 200: seenResponse } },
      config: writeLimit(app.config, 'message-seen'),
    },
    async (req, reply) => {
      const key = idempotencyKey(req.headers['idempotency-key']);
      const input = { applicationId: req.params.applicationId, upTo: req.body.upTo, key };
      return sendStored(reply, await markSeen(app.db, signedIn(req), input));
    },
  );
  r.get(
    '/messages/threads',
    { ...privateRead, schema: { querystring: threadsQuery, response: { 200: threadsResponse } } },
    async (req) => ({ success: true as const, ...(await listThreads(app.db, signedIn(req), req.query)) }),
  );
}
