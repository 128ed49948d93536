import type { FastifyReply } from 'fastify';

/**
 * Answers a page of a list as the bare JSON array the old portal's client reads. The next page's
 * address (absolute path, same `limit`, the cursor after the last row) travels in a
 * `Link: <…>; rel="next"` header (RFC 8288); the last page has none.
 */
export function sendPageWithLink<T>(
  reply: FastifyReply,
  path: string,
  limit: number,
  page: { data: T[]; nextCursor: string | null },
): T[] {
  if (page.nextCursor) {
    const query = new URLSearchParams({ limit: String(limit), cursor: page.nextCursor });
    reply.header('link', `<${path}?${query}>; rel="next"`);
  }
  return page.data;
}
