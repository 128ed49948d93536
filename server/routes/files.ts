import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { firebaseTokenResponse } from '../../contract/profiles.ts';
import type { AppDeps } from '../app.ts';
import { writeLimit } from '../plugins/write-limit.ts';
import { storageToken } from '../services/storage-token.ts';

export function fileRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/firebase-token',
    { schema: { response: { 200: firebaseTokenResponse } }, config: writeLimit(deps.config, 'file-token') },
    async (req) => storageToken(deps.firebase, req.actor),
  );
}
