// The hiring board, moves, timeline and notes (contract/hiring.ts). Thin: the services decide who
// may do what; every write takes an Idempotency-Key and a per-account limit.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  applicationIdParam,
  boardQuery,
  boardResponse,
  jobIdParam,
  moveBody,
  moveConflict,
  moveResponse,
  noteBody,
  noteResponse,
  notesResponse,
  timelineResponse,
} from '../../contract/hiring.ts';
import { writeLimit } from '../lib/write-limit.ts';
import { signedIn } from '../plugins/auth.ts';
import { idempotencyKey } from '../services/common/idempotency.ts';
import { readBoard } from '../services/hiring/board.ts';
import { moveApplication } from '../services/hiring/moves.ts';
import { addNote, listNotes } from '../services/hiring/notes.ts';
import { readTimeline } from '../services/hiring/timeline.ts';
import { privateRead } from './private-read.ts';
import { sendStored } from './stored-reply.ts';

export async function hiringRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/jobs/:jobId/board',
    {
      ...privateRead,
      schema: { params: jobIdParam, querystring: boardQuery, response: { 200: boardResponse } },
    },
    async (req) => ({
      success: true as const,
      data: await readBoard(app.db, signedIn(req), req.params.jobId, req.query),
    }),
  );
  r.post(
    '/applications/:applicationId/moves',
    {
      schema: {
        params: applicationIdParam,
        body: moveBody,
        response: { 201: moveResponse, 409: moveConflict },
      },
      config: writeLimit(app.config, 'move'),
    },
    async (req, reply) => {
      const key = idempotencyKey(req.headers['idempotency-key']);
      const input = { applicationId: req.params.applicationId, ...req.body, key };
      return sendStored(reply, await moveApplication(app.db, signedIn(req), input));
    },
  );
  r.get(
    '/applications/:applicationId/timeline',
    { ...privateRead, schema: { params: applicationIdParam, response: { 200: timelineResponse } } },
    async (req) => ({
      success: true as const,
      data: await readTimeline(app.db, signedIn(req), req.params.applicationId),
    }),
  );
  r.get(
    '/applications/:applicationId/notes',
    { ...privateRead, schema: { params: applicationIdParam, response: { 200: notesResponse } } },
    async (req) => ({
      success: true as const,
      data: await listNotes(app.db, signedIn(req), req.params.applicationId),
    }),
  );
  r.post(
    '/applications/:applicationId/notes',
    {
      schema: { params: applicationIdParam, body: noteBody, response: { 201: noteResponse } },
      config: writeLimit(app.config, 'note'),
    },
    async (req, reply) => {
      const key = idempotencyKey(req.headers['idempotency-key']);
      const input = { applicationId: req.params.applicationId, text: req.body.text, key };
      return sendStored(reply, await addNote(app.db, signedIn(req), input));
    },
  );
}
