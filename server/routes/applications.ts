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
import { offlineWrites } from '../../contract/offline-writes.ts';
import { signedIn } from '../plugins/auth.ts';
import type { Actor } from '../services/common/actor.ts';
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
import { keyedWrite } from './keyed-write.ts';
import { sendPageWithLink } from './next-page-link.ts';
import { privateRead } from './private-read.ts';

export async function applicationRoutes(app: FastifyInstance) {
  // Own context: apply and the decisions accept a JSON content type with an empty body.
  app.register(async (scoped) => {
    allowEmptyJsonBody(scoped);
    const r = scoped.withTypeProvider<ZodTypeProvider>();
    const { routes } = offlineWrites.decision;
    keyedWrite(
      scoped,
      offlineWrites.apply.routes.apply,
      {
        schema: { params: jobIdParam, body: applyBody, response: { 201: applyResponse } },
        config: writeLimit(app.config, 'apply'),
      },
      (req, actor, key) => apply(app.db, actor, { jobId: req.params.jobId, note: req.body?.Note ?? '', key }),
    );
    const decision = { params: applicationIdParam, body: decisionBody, response: { 200: decisionResponse } };
    const decisions = writeLimit(app.config, 'decision');
    const decideAs =
      (value: Decision) => (req: { params: { applicationId: string } }, actor: Actor, key?: string) =>
        decide(app.db, actor, { applicationId: req.params.applicationId, decision: value, key });
    keyedWrite(scoped, routes.accept, { schema: decision, config: decisions }, decideAs('accepted'));
    keyedWrite(scoped, routes.reject, { schema: decision, config: decisions }, decideAs('rejected'));
    keyedWrite(
      scoped,
      offlineWrites.withdraw.routes.withdraw,
      {
        schema: { params: applicationIdParam, body: decisionBody, response: { 200: withdrawResponse } },
        config: decisions,
      },
      (req, actor, key) => withdraw(app.db, actor, { applicationId: req.params.applicationId, key }),
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
