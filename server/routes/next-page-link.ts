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
  /** What else the next page is asked with (a search): kept in its address. */
  filters: Record<string, string | undefined> = {},
): T[] {
  if (page.nextCursor) {
    const kept = Object.entries(filters).filter((e): e is [string, string] => Boolean(e[1]));
    const query = new URLSearchParams([...kept, ['limit', String(limit)], ['cursor', page.nextCursor]]);
    reply.header('link', `<${path}?${query}>; rel="next"`);
  }
  return page.data;
}
