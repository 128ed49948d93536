// GET /api/events: one Server-Sent Events stream per signed-in tab. Each event's `id:` is its number
// in live_events; a tab that reconnects with it (the Last-Event-ID header an EventSource sends, or
// ?lastEventId= for a reader that opens a new request) first gets what it missed, once, in order,
// then what comes. The answer is never cached or transformed, and comments keep it alive through
// proxies that close idle connections. A stream ends with the session it was opened with, on
// whichever server that session is ended (accounts/sessions.ts).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { LiveEvent } from '../../contract/live.ts';
import { HttpError, badRequest, unauthorized } from '../http-error.ts';
import { signedIn } from '../plugins/auth.ts';
import { sessionExists } from '../services/accounts/sessions.ts';
import { liveStream } from '../delivery/delivery.ts';

/** A tab's stream is one connection: a user with more open than this is refusing to close them. */
export const maxStreamsPerUser = 16;
const heartbeatMs = 15_000;
/** How soon a browser's EventSource tries again after a dropped connection. */
const retryMs = 2000;

const eventsQuery = z.object({ lastEventId: z.string().max(20).optional() });

function resumePoint(header: string | string[] | undefined, query: string | undefined): number | null {
  const raw = (typeof header === 'string' && header.trim()) || query;
  if (raw === undefined || raw === '') return null;
  if (!/^\d{1,15}$/.test(raw)) throw badRequest('Last-Event-ID must be the id of an event');
  return Number(raw);
}

const frame = (seq: number, event: LiveEvent) => `id: ${seq}\ndata: ${JSON.stringify(event)}\n\n`;

export async function eventRoutes(app: FastifyInstance) {
  const open = new Set<() => void>();
  // Streams never end by themselves: the server's close ends them, or it would wait for them.
  app.addHook('preClose', async () => {
    for (const end of open) end();
  });

  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/events', { schema: { querystring: eventsQuery } }, async (req, reply) => {
      const me = signedIn(req);
      const after = resumePoint(req.headers['last-event-id'], req.query.lastEventId);
      if (app.live.openFor(me.id) >= maxStreamsPerUser) {
        throw new HttpError(429, 'Too many open tabs for this account, close some and try again', {
          'retry-after': '30',
        });
      }
      // HEAD (which Fastify adds for every GET) says what a GET would be, without holding a stream.
      if (req.method === 'HEAD') {
        return reply
          .header('content-type', 'text/event-stream; charset=utf-8')
          .header('cache-control', 'private, no-store')
          .send();
      }
      // Listening before the start point is read: an event read by the hub meanwhile waits here.
      let sentUpTo: number | null = null;
      const waiting: [number, LiveEvent][] = [];
      let write = (_chunk: string) => {};
      let sessionEnded = false;
      let endStream = () => {
        sessionEnded = true;
      };
      const remove = app.live.add({
        userId: me.id,
        sessionId: me.sessionId,
        end: () => endStream(),
        send: (seq, event) => {
          if (sentUpTo === null) waiting.push([seq, event]);
          else if (seq > sentUpTo) {
            sentUpTo = seq;
            write(frame(seq, event));
          }
        },
      });
      let start: Awaited<ReturnType<typeof liveStream.startPoint>>;
      try {
        start = await liveStream.startPoint(app.db, me.id, after);
        // Ended after the sign-in was checked but before the hub listened: no event will say so.
        if (me.sessionId && !(await sessionExists(app.db, me.sessionId))) throw unauthorized();
      } catch (err) {
        remove();
        throw err;
      }

      reply.hijack();
      const res = reply.raw;
      req.raw.socket.setTimeout(0);
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'private, no-store, no-transform',
        'x-accel-buffering': 'no',
        'x-content-type-options': 'nosniff',
        connection: 'keep-alive',
      });
      write = (chunk) => {
        if (!res.writableEnded) res.write(chunk);
      };
      let beat: NodeJS.Timeout | undefined;
      const end = () => {
        clearInterval(beat);
        remove();
        open.delete(end);
        if (!res.writableEnded) res.end();
      };
      open.add(end);
      endStream = end;
      res.on('close', end);
      res.on('error', end);

      let first = `retry: ${retryMs}\n`;
      if (!start.complete) first += frame(start.head, { type: 'reset' });
      else {
        for (const m of start.missed) first += frame(m.seq, m.event);
        // The tab's resume point even when nothing is sent for a while.
        first += `id: ${start.head}\n\n`;
      }
      write(first);
      sentUpTo = start.head;
      for (const [seq, event] of waiting.splice(0)) {
        if (seq > sentUpTo) {
          sentUpTo = seq;
          write(frame(seq, event));
        }
      }
      beat = setInterval(() => write(':\n\n'), heartbeatMs);
      if (sessionEnded) end();
    });
}
