import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pageQuery } from '../../contract/common.ts';
import { jobQuery } from '../../contract/job-query.ts';
import { jobSearchResponse } from '../../contract/job-search.ts';
import { badRequest } from '../http-error.ts';
import { searchJobs } from '../services/jobs/search-jobs.ts';

/** The query's first problem as the 400's message. */
export function parseJobQuery(raw: unknown) {
  const parsed = jobQuery.safeParse(raw);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'The search is not valid');
  return parsed.data;
}

export async function jobSearchRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/jobs/search',
    { schema: { querystring: pageQuery.loose(), response: { 200: jobSearchResponse } } },
    async (req) => {
      const { cursor, limit, ...rest } = req.query;
      return searchJobs(app.db, parseJobQuery(rest), { cursor, limit });
    },
  );
}
