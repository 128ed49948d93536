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
import { offlineWrites } from '../../contract/offline-writes.ts';
import { writeLimit } from '../lib/write-limit.ts';
import { signedIn } from '../plugins/auth.ts';
import { markSeen, readThread, sendMessage } from '../services/hiring/messages.ts';
import { listThreads } from '../services/hiring/threads.ts';
import { keyedWrite } from './keyed-write.ts';
import { privateRead } from './private-read.ts';

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
  keyedWrite(
    app,
    offlineWrites.message.routes.message,
    {
      schema: { params: applicationIdParam, body: messageBody, response: { 201: messageResponse } },
      config: writeLimit(app.config, 'message'),
    },
    (req, actor, key) => sendMessage(app.db, actor, { ...req.params, text: req.body.text, key }),
  );
  // Keyed, though never queued: a retried request must not mark twice (onlineOnlyWrites says why).
  keyedWrite(
    app,
    { method: 'POST', url: '/applications/:applicationId/messages/seen' },
    {
      schema: { params: applicationIdParam, body: seenBody, response: { 200: seenResponse } },
      config: writeLimit(app.config, 'message-seen'),
    },
    (req, actor, key) => markSeen(app.db, actor, { ...req.params, upTo: req.body.upTo, key }),
  );
  r.get(
    '/messages/threads',
    { ...privateRead, schema: { querystring: threadsQuery, response: { 200: threadsResponse } } },
    async (req) => ({ success: true as const, ...(await listThreads(app.db, signedIn(req), req.query)) }),
  );
}
