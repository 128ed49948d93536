// Resolves the bearer token into `request.actor` once per request. A bad or expired token is
// remembered, so protected calls answer 401 while public reads still work for a stale session.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { unauthorized } from '../http-error.ts';
import type { Actor } from '../services/actor.ts';
import { findActor } from '../services/auth-service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
    authError: string | null;
  }
}

export const authPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('actor', null);
    app.decorateRequest('authError', null);
    app.addHook('onRequest', async (request) => {
      const header = request.headers.authorization;
      if (!header) return;
      const token = /^Bearer\s+(.+)$/i.exec(header)?.[1];
      const claims = token ? await app.tokens.verify(token.trim()) : null;
      const actor = claims ? await findActor(app.db, claims.userId, claims.version) : null;
      if (actor) request.actor = actor;
      else request.authError = 'Your session has expired, please sign in again';
    });
  },
  { name: 'hireloop-auth', decorators: { fastify: ['db', 'tokens'] } },
);

/** The actor for a call that needs one: 401 for no token or a bad one. */
export function signedIn(request: FastifyRequest): Actor {
  if (request.actor) return request.actor;
  throw unauthorized(request.authError ?? undefined);
}
