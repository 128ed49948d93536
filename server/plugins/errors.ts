// One place maps every failure to `{success:false, message}` with the right status. Bad input is
// never a 500; unexpected errors are logged and answered without internals.
import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../http-error.ts';

type PgLikeError = { code?: string; cause?: unknown; errno?: string };

/** Drizzle wraps driver errors; walk the cause chain to the database's own code. */
function databaseCode(err: unknown): string | undefined {
  for (
    let e = err as PgLikeError | undefined, depth = 0;
    e && depth < 5;
    e = e.cause as PgLikeError, depth++
  ) {
    if (typeof e.code === 'string') return e.code;
  }
  return undefined;
}

const unavailableCodes = /^(08|57P0|53300)|^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE)$/;
// node-postgres reports a connection that died under a client by message only (no code).
const connectionLost =
  /Connection terminated|Client was closed and is not queryable|Client has encountered a connection error|timeout exceeded when trying to connect/i;

function lostConnection(err: unknown): boolean {
  for (
    let e = err as { message?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 5;
    depth++
  ) {
    if (typeof e.message === 'string' && connectionLost.test(e.message)) return true;
    e = e.cause as typeof e;
  }
  return false;
}

const maxMessage = 200;

/** Messages built from input (field paths, keys, addresses) never echo it unbounded. */
export function capped(message: string): string {
  return message.length <= maxMessage ? message : `${message.slice(0, maxMessage - 1)}…`;
}

/**
 * The client closed its connection before its body arrived (patchy networks do this all day).
 * Node reports it as `aborted` / ECONNRESET, which must not read as a database connection lost.
 */
function clientClosed(err: FastifyError, request: FastifyRequest): boolean {
  return request.raw.aborted || (err.code === 'ECONNRESET' && err.statusCode === 400);
}

function validationMessage(err: FastifyError): string {
  if (hasZodFastifySchemaValidationErrors(err)) {
    const first = err.validation[0];
    const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const message = first?.message ?? 'Invalid request';
    const generic = /^(Invalid|Unrecognized|Expected|Too (big|small))/i.test(message);
    return generic && field ? `${field}: ${message}` : message;
  }
  return err.message;
}

export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((err: FastifyError, request, reply) => {
      if (err instanceof HttpError)
        return reply
          .status(err.statusCode)
          .headers(err.headers)
          .send({ success: false, message: capped(err.message) });
      if (err.validation)
        return reply.status(400).send({ success: false, message: capped(validationMessage(err)) });
      if (clientClosed(err, request)) {
        request.log.info('client closed the connection before its request arrived');
        return reply.status(400).send({ success: false, message: 'The request was cut off' });
      }
      const code = databaseCode(err);
      if (code === '23505') return reply.status(409).send({ success: false, message: 'This already exists' });
      // Bad values the database itself refused (invalid text representation, out of range, a NUL or
      // an invalid byte sequence that slipped past validation): the client's fault, never a 500.
      if (code && /^(22P02|22P05|22007|22008|22003|22021|22001)$/.test(code)) {
        return reply.status(400).send({ success: false, message: 'A value in the request is not valid' });
      }
      if ((code && unavailableCodes.test(code)) || lostConnection(err)) {
        request.log.error({ err }, 'database unavailable');
        return reply.status(503).header('retry-after', '5').send({
          success: false,
          message: 'The service is temporarily unavailable, please try again shortly',
        });
      }
      const status = err.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        const message =
          err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err instanceof SyntaxError
            ? 'The request body is not valid JSON'
            : err.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
              ? 'The request body is too large'
              : err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
                ? 'Send the request body as JSON'
                : capped(err.message);
        return reply.status(status).send({ success: false, message });
      }
      request.log.error({ err }, 'unexpected error');
      return reply
        .status(500)
        .send({ success: false, message: 'Something went wrong on our side, please try again' });
    });
  },
  { name: 'hireloop-errors' },
);
