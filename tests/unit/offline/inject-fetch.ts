// Lets the browser-side replayer talk to a real in-process server (app.inject) instead of a socket.
import type { FastifyInstance } from 'fastify';

export function injectFetch(app: FastifyInstance, log: string[] = []): typeof fetch {
  return (async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    log.push(`${init?.method ?? 'GET'} ${url}`);
    const res = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url,
      headers: init?.headers as Record<string, string>,
      payload: init?.body as string | undefined,
    });
    return new Response(res.body, {
      status: res.statusCode,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
}
