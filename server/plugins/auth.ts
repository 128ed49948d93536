// Resolves the bearer token into `request.actor` once per request: a valid signature is not enough,
// the device's session must still exist (services/sessions.ts). A bad, expired or signed-out token
// is remembered, so protected calls answer 401 while public reads still work for a stale session.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { unauthorized } from '../http-error.ts';
import type { Actor } from '../services/common/actor.ts';
import { sessionActor } from '../services/accounts/sessions.ts';

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
      const actor = claims ? await sessionActor(app.db, claims) : null;
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
