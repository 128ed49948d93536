// Refusals Fastify or Node make before any route or hook runs (a malformed request, headers too
// large, an over-long address parameter): the same `{success:false, message}` body and the same
// security headers (server/plugins/security.ts) as every other answer.
import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/** Fastify's `frameworkErrors`: errors raised while routing, before the hooks that add headers. */
export function frameworkErrors(securityHeaders: Record<string, string>) {
  return (err: FastifyError, _req: FastifyRequest, reply: FastifyReply) => {
    const status = err.statusCode && err.statusCode < 500 ? err.statusCode : 400;
    const message =
      err.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? 'A value in the address is too long'
        : 'The request address is not valid';
    return reply.status(status).headers(securityHeaders).send({ success: false, message });
  };
}

const clientErrors: Record<string, [status: number, message: string]> = {
  HPE_HEADER_OVERFLOW: [431, 'The request address or headers are too large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request took too long to arrive, please try again'],
};

/** Fastify's `clientErrorHandler`: requests Node's HTTP parser refused; there is no reply object. */
export function clientErrorHandler(securityHeaders: Record<string, string>) {
  const headerLines = Object.entries(securityHeaders)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return (err: NodeJS.ErrnoException, socket: Socket) => {
    // The client is gone: nothing to answer.
    if (err.code === 'ECONNRESET' || socket.destroyed) return;
    const [status, message] = clientErrors[err.code ?? ''] ?? [400, 'The request is malformed'];
    const body = JSON.stringify({ success: false, message });
    if (socket.writable) {
      socket.write(
        `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n${headerLines}` +
          `content-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\n` +
          `connection: close\r\n\r\n${body}`,
      );
    }
    socket.destroy();
  };
}
