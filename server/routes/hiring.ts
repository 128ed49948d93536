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
import { offlineWrites } from '../../contract/offline-writes.ts';
import { writeLimit } from '../lib/write-limit.ts';
import { signedIn } from '../plugins/auth.ts';
import { readBoard } from '../services/hiring/board.ts';
import { moveApplication } from '../services/hiring/moves.ts';
import { addNote, listNotes } from '../services/hiring/notes.ts';
import { readTimeline } from '../services/hiring/timeline.ts';
import { keyedWrite } from './keyed-write.ts';
import { privateRead } from './private-read.ts';

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
  keyedWrite(
    app,
    offlineWrites.move.routes.move,
    {
      schema: {
        params: applicationIdParam,
        body: moveBody,
        response: { 201: moveResponse, 409: moveConflict },
      },
      config: writeLimit(app.config, 'move'),
    },
    (req, actor, key) => moveApplication(app.db, actor, { ...req.params, ...req.body, key }),
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
  keyedWrite(
    app,
    offlineWrites.note.routes.note,
    {
      schema: { params: applicationIdParam, body: noteBody, response: { 201: noteResponse } },
      config: writeLimit(app.config, 'note'),
    },
    (req, actor, key) => addNote(app.db, actor, { ...req.params, text: req.body.text, key }),
  );
}
