// The old portal's hire call sends `Content-Type: application/json` with no body at all. Fastify's
// JSON parser answers that with 400 (FST_ERR_CTP_EMPTY_JSON_BODY); in the contexts that opt in here an
// empty body is simply absent, and the route's schema decides whether that is allowed.
import type { FastifyInstance } from 'fastify';

export function allowEmptyJsonBody(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const json = typeof body === 'string' ? body : body.toString('utf8');
    if (json.length === 0) return done(null, undefined);
    return parseJson(request, json, done);
  });
}
