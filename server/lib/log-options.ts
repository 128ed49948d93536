// How the server logs: JSON lines (one object a line, for log collectors and files), or lines a
// person reads (pino-pretty) when a terminal shows them outside production. Each request's two
// lines ("incoming request", "request completed") are debug lines: at the default LOG_LEVEL=info
// the log holds start-up, warnings and errors; LOG_LEVEL=debug shows every request.
import { createRequire } from 'node:module';
import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import type { Config } from '../config.ts';

type LogStream = { write: (line: string) => void };

/** Fastify's request lines one level down; a request that errored keeps its error line. */
class RequestsAtDebug extends LogController {
  override incomingRequest(request: FastifyRequest) {
    if (!this.isLogDisabled(request)) request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error) return super.requestCompleted(error, request, reply);
    if (!this.isLogDisabled(request)) {
      reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
    }
  }
}

/** pino-pretty is a development dependency: a production install has none, and logs JSON. */
function prettyInstalled(): boolean {
  try {
    createRequire(import.meta.url).resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}

export function logOptions(
  config: Config,
  redact: string[],
  stream?: LogStream,
): Pick<FastifyServerOptions, 'logger' | 'logController'> {
  if (config.logLevel === 'silent') return { logger: false };
  const logController = new RequestsAtDebug();
  const base = { level: config.logLevel, redact };
  if (stream) return { logger: { ...base, stream }, logController };
  if (process.stdout.isTTY && !config.production && prettyInstalled()) {
    // A transport runs in a worker thread, and loads pino-pretty only here.
    const pretty = {
      target: 'pino-pretty',
      options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' },
    };
    return { logger: { ...base, transport: pretty }, logController };
  }
  return { logger: base, logController };
}
