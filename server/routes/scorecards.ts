// A job's scorecard criteria, an interviewer's scorecard (an offline write, keyed like a move), an
// application's scorecards, and the one-application read its interviewers share with the hiring
// team (contract/scorecards.ts). Thin: the services decide who may do what.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { applicationIdParam, jobIdParam } from '../../contract/hiring.ts';
import { offlineWrites } from '../../contract/offline-writes.ts';
import {
  applicationViewResponse,
  criteriaBody,
  criteriaResponse,
  interviewParam,
  scorecardBody,
  scorecardResponse,
  scorecardsResponse,
} from '../../contract/scorecards.ts';
import { writeLimit } from '../lib/write-limit.ts';
import { signedIn } from '../plugins/auth.ts';
import { readApplication } from '../services/hiring/application-view.ts';
import { readCriteria, saveCriteria } from '../services/scorecards/criteria.ts';
import { readScorecards } from '../services/scorecards/read.ts';
import { submitScorecard } from '../services/scorecards/submit.ts';
import { keyedWrite } from './keyed-write.ts';
import { privateRead } from './private-read.ts';

export async function scorecardRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const criteria = { params: jobIdParam, response: { 200: criteriaResponse } };
  r.get('/jobs/:jobId/scorecard-criteria', { ...privateRead, schema: criteria }, async (req) => ({
    success: true as const,
    data: await readCriteria(app.db, signedIn(req), req.params.jobId),
  }));
  r.put(
    '/jobs/:jobId/scorecard-criteria',
    { schema: { ...criteria, body: criteriaBody }, config: writeLimit(app.config, 'scorecard') },
    async (req) => ({
      success: true as const,
      data: await saveCriteria(app.db, signedIn(req), req.params.jobId, req.body),
    }),
  );
  keyedWrite(
    app,
    offlineWrites.scorecard.routes.submit,
    {
      schema: { params: interviewParam, body: scorecardBody, response: { 201: scorecardResponse } },
      config: writeLimit(app.config, 'scorecard'),
    },
    (req, actor, key) => submitScorecard(app.db, actor, { interviewId: req.params.id, ...req.body, key }),
  );
  r.get(
    '/applications/:applicationId/scorecards',
    { ...privateRead, schema: { params: applicationIdParam, response: { 200: scorecardsResponse } } },
    async (req) => ({
      success: true as const,
      data: await readScorecards(app.db, signedIn(req), req.params.applicationId),
    }),
  );
  r.get(
    '/applications/:applicationId',
    { ...privateRead, schema: { params: applicationIdParam, response: { 200: applicationViewResponse } } },
    async (req) => ({
      success: true as const,
      data: await readApplication(app.db, signedIn(req), req.params.applicationId),
    }),
  );
}
