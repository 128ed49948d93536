import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  jobDetailResponse,
  jobListQuery,
  jobListResponse,
  jobStateResponse,
  postJobBody,
  postJobResponse,
  urlPathParam,
} from '../../contract/jobs.ts';
import type { z } from 'zod';
import type { Db } from '../db/client.ts';
import { signedIn } from '../plugins/auth.ts';
import { listFilters } from '../services/jobs/query-terms.ts';
import { parseJobQuery } from './job-search.ts';
import { cacheShows, cacheUntil } from '../plugins/read-cache.ts';
import { listJobs, listMyJobs } from '../services/jobs/job-search.ts';
import { closeJob, getJobByUrlPath, postJob, reopenJob } from '../services/jobs/job-service.ts';
import { writeLimit } from '../lib/write-limit.ts';
import { noStore, privateRead } from './private-read.ts';

/** The old lists' parameters, and beside them the /jobs query's filters (contract/job-query.ts). */
const listQuery = jobListQuery.loose();

async function withFilters(db: Db, query: z.infer<typeof listQuery>) {
  const { cursor, limit, q, type, ...rest } = query;
  return { cursor, limit, q, type, filters: await listFilters(db, parseJobQuery(rest)) };
}

export async function jobRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const jobWrites = writeLimit(app.config, 'job');
  r.post(
    '/postjob',
    { schema: { body: postJobBody, response: { 201: postJobResponse } }, config: jobWrites },
    async (req, reply) =>
      reply
        .status(201)
        .send(await postJob(app.db, signedIn(req), req.body, app.config.push.jobAlertWindowMs)),
  );
  // signedIn() answers 401 (no token, or an expired one); the services decide on roles and ownership.
  r.get(
    '/getjob',
    { ...privateRead, schema: { querystring: listQuery, response: { 200: jobListResponse } } },
    async (req) => listMyJobs(app.db, signedIn(req), await withFilters(app.db, req.query)),
  );
  r.get(
    '/getAllJobs',
    { schema: { querystring: listQuery, response: { 200: jobListResponse } } },
    async (req) => {
      const page = await listJobs(app.db, await withFilters(app.db, req.query));
      for (const job of page.data) cacheUntil(req, job.ApplicationDeadline);
      cacheShows(
        req,
        page.data.map((job) => job._id),
      );
      return page;
    },
  );
  r.get(
    '/recruiter/postinfo/:UrlPath',
    { schema: { params: urlPathParam, response: { 200: jobDetailResponse } } },
    // The job object itself, not wrapped: the old portal's client reads the body as the job.
    async (req, reply) => {
      const job = await getJobByUrlPath(app.db, req.actor, req.params.UrlPath);
      if (req.actor?.role === 'candidate') noStore(reply); // it says whether they applied
      if (!job.closed) cacheUntil(req, job.ApplicationDeadline);
      cacheShows(req, [job._id]);
      return job;
    },
  );
  const jobState = (path: string, change: typeof closeJob) =>
    r.put(
      path,
      { schema: { params: urlPathParam, response: { 200: jobStateResponse } }, config: jobWrites },
      (req) => change(app.db, signedIn(req), req.params.UrlPath),
    );
  jobState('/recruiter/closeJob/:UrlPath', closeJob);
  jobState('/recruiter/reopenJob/:UrlPath', reopenJob);
}
