// A `fetch` answered by a real in-process server (app.inject) instead of a socket: the browser code
// under test talks to our own Fastify app and database, never to hand-written answers.
import type { FastifyInstance } from 'fastify';

export function injectFetch(app: FastifyInstance, log: string[] = []): typeof fetch {
  return (async (input: string | URL | Request, init?: RequestInit) => {
    const request = new Request(
      new URL(String(input instanceof Request ? input.url : input), 'http://localhost'),
      {
        ...(input instanceof Request ? { method: input.method, headers: input.headers } : {}),
        ...init,
      },
    );
    const url = new URL(request.url);
    // Only the path goes to inject: the origin is this page's, whatever the caller spelled.
    const path = url.pathname + url.search;
    log.push(`${request.method} ${path}`);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const res = await app.inject({
      method: request.method as 'GET',
      url: path,
      headers: Object.fromEntries(request.headers),
      payload: body,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [value]) headers.append(name, String(v));
    }
    // A Response cannot carry a body with these statuses.
    const empty = res.statusCode === 204 || res.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(res.rawPayload), { status: res.statusCode, headers });
  }) as typeof fetch;
}
