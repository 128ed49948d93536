import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  jobDetailResponse,
  jobListQuery,
  jobListResponse,
  postJobBody,
  postJobResponse,
  urlPathParam,
} from '../../contract/jobs.ts';
import type { AppDeps } from '../app.ts';
import { signedIn } from '../plugins/auth.ts';
import { getJobByUrlPath, listJobs, listMyJobs, postJob } from '../services/job-service.ts';

export function jobRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/postjob',
    { schema: { body: postJobBody, response: { 201: postJobResponse } } },
    async (req, reply) => reply.status(201).send(await postJob(deps.db, signedIn(req), req.body)),
  );
  // signedIn() answers 401 (no token, or an expired one); the services decide on roles and ownership.
  r.get('/getjob', { schema: { querystring: jobListQuery, response: { 200: jobListResponse } } }, (req) =>
    listMyJobs(deps.db, signedIn(req), req.query),
  );
  r.get('/getAllJobs', { schema: { querystring: jobListQuery, response: { 200: jobListResponse } } }, (req) =>
    listJobs(deps.db, req.query),
  );
  r.get(
    '/recruiter/postinfo/:UrlPath',
    { schema: { params: urlPathParam, response: { 200: jobDetailResponse } } },
    // The job object itself, not wrapped: the old portal's client reads the body as the job.
    (req) => getJobByUrlPath(deps.db, req.actor, req.params.UrlPath),
  );
}
