// What a shared cache (a CDN, a proxy) may keep. Visitor pages and public reads (the read cache's
// routes) answered to a visitor may be kept SHARED_FRESH_SECONDS and then served stale for
// SHARED_STALE_SECONDS more while the cache asks again: a job closed meanwhile can show as open
// that long, no longer. Applying asks the server itself, which refuses a closed job at once. The
// browser itself always asks again (max-age=0). Whatever is answered to a signed-in caller (a
// bearer token, or the session cookie on a page) is private. `Vary` keeps the two apart in caches
// that honour it. Pages name their origin (canonical links, previews): without PUBLIC_ORIGIN it is
// the request's Host, so no shared cache may keep them then, as for robots.txt and the sitemap.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import vary from 'vary';
import { pageRoutes } from '../lib/page-routes.ts';
import { sessionCookieToken } from '../services/accounts/session-cookie.ts';
import { cachedRoutes } from './read-cache.ts';

export const SHARED_FRESH_SECONDS = 30;
export const SHARED_STALE_SECONDS = 30;
export const sharedCacheControl = `public, max-age=0, s-maxage=${SHARED_FRESH_SECONDS}, stale-while-revalidate=${SHARED_STALE_SECONDS}`;

function signedIn(request: FastifyRequest, page: boolean): boolean {
  if (request.headers.authorization) return true;
  return page && Boolean(sessionCookieToken(request.headers.cookie));
}

function mark(request: FastifyRequest, reply: FastifyReply, pagesShared: boolean) {
  const route = request.routeOptions.url ?? '';
  if ((request.method !== 'GET' && request.method !== 'HEAD') || !cachedRoutes.has(route)) return;
  if (reply.statusCode !== 200 && reply.statusCode !== 304) return;
  const page = pageRoutes.has(route);
  if (page && !pagesShared) return;
  const header = String(reply.getHeader('vary') ?? '');
  reply.header('vary', vary.append(header, page ? 'Cookie' : 'Authorization'));
  if (!signedIn(request, page)) reply.header('cache-control', sharedCacheControl);
  // A handler may already have said how private (a candidate's own copy of a job: no-store).
  else if (!String(reply.getHeader('cache-control') ?? '').startsWith('private')) {
    reply.header('cache-control', 'private, no-cache');
  }
}

export const sharedCachePlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', async (request, reply, payload) => {
      mark(request, reply, app.config.publicOrigin !== undefined);
      return payload;
    });
  },
  { name: 'hireloop-shared-cache', decorators: { fastify: ['config'] } },
);
