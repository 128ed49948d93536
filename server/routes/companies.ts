import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  companiesQuery,
  companiesResponse,
  companyJobsParams,
  companyJobsQuery,
  companyJobsResponse,
} from '../../contract/companies.ts';
import type { AppDeps } from '../app.ts';
import { companyJobs, listCompanies } from '../services/company-service.ts';

// Public reads: no token needed (a stale one is ignored).
export function companyRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/companies',
    { schema: { querystring: companiesQuery, response: { 200: companiesResponse } } },
    async (req) => listCompanies(deps.db, req.query),
  );
  r.get(
    '/company/jobs/:id',
    {
      schema: {
        params: companyJobsParams,
        querystring: companyJobsQuery,
        response: { 200: companyJobsResponse },
      },
    },
    async (req) => companyJobs(deps.db, req.params.id, req.query),
  );
}
