import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  activityQuery,
  activityResponse,
  applicantsQuery,
  applicantsResponse,
  applicationIdParam,
  applyBody,
  applyResponse,
  decisionBody,
  decisionResponse,
  jobIdParam,
  withdrawResponse,
} from '../../contract/applications.ts';
import { urlPathParam } from '../../contract/jobs.ts';
import { signedIn } from '../plugins/auth.ts';
import { writeLimit } from '../lib/write-limit.ts';
import { allowEmptyJsonBody } from '../lib/empty-json-body.ts';
import {
  apply,
  type Decision,
  decide,
  listApplicants,
  listMyApplications,
  withdraw,
} from '../services/applications/application-service.ts';
import { idempotencyKey } from '../services/common/idempotency.ts';
import { sendPageWithLink } from './next-page-link.ts';
import { sendStored } from './stored-reply.ts';
import { privateRead } from './private-read.ts';

export async function applicationRoutes(app: FastifyInstance) {
  // Own context: apply and the decisions accept a JSON content type with an empty body.
  app.register(async (scoped) => {
    allowEmptyJsonBody(scoped);
    const r = scoped.withTypeProvider<ZodTypeProvider>();
    r.post(
      '/candidate/applyjob/:jobId',
      {
        schema: { params: jobIdParam, body: applyBody, response: { 201: applyResponse } },
        config: writeLimit(app.config, 'apply'),
      },
      async (req, reply) => {
        const actor = signedIn(req);
        const key = idempotencyKey(req.headers['idempotency-key']);
        const input = { jobId: req.params.jobId, note: req.body?.Note ?? '', key };
        return sendStored(reply, await apply(app.db, actor, input));
      },
    );
    const decision = (path: string, value: Decision) =>
      r.put(
        path,
        {
          schema: { params: applicationIdParam, body: decisionBody, response: { 200: decisionResponse } },
          config: writeLimit(app.config, 'decision'),
        },
        async (req, reply) => {
          const actor = signedIn(req);
          const key = idempotencyKey(req.headers['idempotency-key']);
          const input = { applicationId: req.params.applicationId, decision: value, key };
          return sendStored(reply, await decide(app.db, actor, input));
        },
      );
    decision('/recruiter/acceptJob/:applicationId', 'accepted');
    decision('/recruiter/rejectJob/:applicationId', 'rejected');
    r.put(
      '/candidate/withdraw/:applicationId',
      {
        schema: { params: applicationIdParam, body: decisionBody, response: { 200: withdrawResponse } },
        config: writeLimit(app.config, 'decision'),
      },
      async (req, reply) => {
        const key = idempotencyKey(req.headers['idempotency-key']);
        const input = { applicationId: req.params.applicationId, key };
        return sendStored(reply, await withdraw(app.db, signedIn(req), input));
      },
    );
    // Both lists answer a bare array; the next page's address is in the Link header.
    r.get(
      '/recruiter/applicant/:UrlPath',
      {
        ...privateRead,
        schema: { params: urlPathParam, querystring: applicantsQuery, response: { 200: applicantsResponse } },
      },
      async (req, reply) => {
        const page = await listApplicants(app.db, signedIn(req), req.params.UrlPath, req.query);
        const path = `${scoped.prefix}/recruiter/applicant/${encodeURIComponent(req.params.UrlPath)}`;
        return sendPageWithLink(reply, path, req.query.limit, page, {
          q: req.query.q,
          stage: req.query.stage,
          with: req.query.with,
        });
      },
    );
    r.get(
      '/activity',
      { ...privateRead, schema: { querystring: activityQuery, response: { 200: activityResponse } } },
      async (req, reply) => {
        const page = await listMyApplications(app.db, signedIn(req), req.query);
        return sendPageWithLink(reply, `${scoped.prefix}/activity`, req.query.limit, page, {
          with: req.query.with,
        });
      },
    );
  });
}
