import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  companiesQuery,
  companiesResponse,
  companyJobsParams,
  companyJobsQuery,
  companyJobsResponse,
} from '../../contract/companies.ts';
import { companyJobs, listCompanies } from '../services/companies/company-service.ts';

// Public reads: no token needed (a stale one is ignored).
export async function companyRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/companies',
    { schema: { querystring: companiesQuery, response: { 200: companiesResponse } } },
    async (req) => listCompanies(app.db, req.query),
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
    async (req) => companyJobs(app.db, req.params.id, req.query),
  );
}
