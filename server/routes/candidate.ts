import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  alertIdParam,
  alertResponse,
  alertsResponse,
  createAlertBody,
  deleteAlertResponse,
  updateAlertBody,
  savedJobParam,
  savedJobsQuery,
  savedJobsResponse,
  savedStateResponse,
} from '../../contract/candidate.ts';
import { offlineWrites } from '../../contract/offline-writes.ts';
import { allowEmptyJsonBody } from '../lib/empty-json-body.ts';
import { signedIn } from '../plugins/auth.ts';
import { writeLimit } from '../lib/write-limit.ts';
import { parseJobQuery } from './job-search.ts';
import { createAlert, deleteAlert, listAlerts, updateAlert } from '../services/jobs/alert-service.ts';
import { listSavedJobs, saveJob, unsaveJob } from '../services/jobs/saved-job-service.ts';
import { keyedWrite } from './keyed-write.ts';
import { privateRead } from './private-read.ts';

export async function candidateRoutes(app: FastifyInstance) {
  // Own context: saving takes no body, and the outbox may send a JSON content type with none.
  app.register(async (scoped) => {
    allowEmptyJsonBody(scoped);
    const r = scoped.withTypeProvider<ZodTypeProvider>();
    const saved = { schema: { params: savedJobParam, response: { 200: savedStateResponse } } };
    const limit = { ...saved, config: writeLimit(app.config, 'apply') };
    const alertWrites = writeLimit(app.config, 'alert');
    const { routes } = offlineWrites.save;
    keyedWrite(scoped, routes.save, limit, (req, actor, key) =>
      saveJob(app.db, actor, { jobId: req.params.jobId, key }),
    );
    keyedWrite(scoped, routes.unsave, limit, (req, actor, key) =>
      unsaveJob(app.db, actor, { jobId: req.params.jobId, key }),
    );
    r.get(
      '/candidate/saved',
      { ...privateRead, schema: { querystring: savedJobsQuery, response: { 200: savedJobsResponse } } },
      (req) => listSavedJobs(app.db, signedIn(req), req.query),
    );
    r.post(
      '/candidate/alerts',
      {
        schema: { body: createAlertBody.loose(), response: { 200: alertResponse, 201: alertResponse } },
        config: alertWrites,
      },
      async (req, reply) => {
        const { statusCode, body } = await createAlert(app.db, signedIn(req), parseJobQuery(req.body));
        return reply.status(statusCode).send(body);
      },
    );
    r.get('/candidate/alerts', { ...privateRead, schema: { response: { 200: alertsResponse } } }, (req) =>
      listAlerts(app.db, signedIn(req)),
    );
    r.put(
      '/candidate/alerts/:id',
      {
        schema: { params: alertIdParam, body: updateAlertBody, response: { 200: alertResponse } },
        config: alertWrites,
      },
      (req) => updateAlert(app.db, signedIn(req), req.params.id, req.body),
    );
    r.delete(
      '/candidate/alerts/:id',
      { schema: { params: alertIdParam, response: { 200: deleteAlertResponse } }, config: alertWrites },
      (req) => deleteAlert(app.db, signedIn(req), req.params.id),
    );
  });
}
