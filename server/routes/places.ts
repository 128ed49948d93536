import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { placesQuery, placesResponse } from '../../contract/job-search.ts';
import { completePlaces } from '../db/derived/find-place.ts';

export async function placeRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Asked at every keystroke of a place field, by visitors too: counted per address, and cached
  // (plugins/read-cache.ts; the gazetteer changes only with a new release).
  const rateLimit = { max: app.config.rateLimitReadsPerMinute, timeWindow: '1 minute' };
  r.get(
    '/places',
    { schema: { querystring: placesQuery, response: { 200: placesResponse } }, config: { rateLimit } },
    async (req) => ({
      success: true as const,
      data: await completePlaces(app.db, req.query.q, req.query.limit),
    }),
  );
}
