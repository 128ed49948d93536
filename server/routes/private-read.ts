import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Marks an answer meant for the signed-in caller alone: no shared cache (a proxy, a CDN) may keep
 * it, and the browser keeps no copy on disk that would outlive a sign-out (the app keeps what it
 * needs offline in its own store). A read the client revalidates by ETag says `private, no-cache`
 * instead, as the notifications do.
 */
export function noStore(reply: FastifyReply) {
  reply.header('cache-control', 'private, no-store');
}

/** Route options of such a read: set before anything runs, so its refusals say it too. */
export const privateRead = {
  onRequest: async (_req: FastifyRequest, reply: FastifyReply) => noStore(reply),
};
