import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { firebaseTokenResponse } from '../../contract/profiles.ts';
import { writeLimit } from '../lib/write-limit.ts';
import { storageToken } from '../services/files/storage-token.ts';

export async function fileRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/firebase-token',
    { schema: { response: { 200: firebaseTokenResponse } }, config: writeLimit(app.config, 'file-token') },
    async (req) => storageToken(app.firebase, req.actor),
  );
}
