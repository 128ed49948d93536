// A write that takes an Idempotency-Key: the route is the one its offline kind declares
// (contract/offline-writes.ts), its service runs once per key (services/common/idempotency.ts), and
// a replayed key is answered from storage, saying so in a header.
import type { IncomingMessage } from 'node:http';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RawServerDefault,
  RouteGenericInterface,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { WriteRoute } from '../../contract/offline-writes.ts';
import { signedIn } from '../plugins/auth.ts';
import type { Actor } from '../services/common/actor.ts';
import { idempotencyKey, type StoredResponse } from '../services/common/idempotency.ts';

type ZodRequest<S extends FastifySchema> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  IncomingMessage,
  S,
  ZodTypeProvider
>;

/** The signed-in caller's write, with its key (undefined when the header is absent). */
type KeyedService<S extends FastifySchema> = (
  req: ZodRequest<S>,
  actor: Actor,
  key: string | undefined,
) => Promise<StoredResponse<unknown>>;

/** Sends a once() result; a replay of an Idempotency-Key says so in a header. */
export function sendStored<T>(reply: FastifyReply, result: StoredResponse<T>) {
  if (result.replayed) reply.header('idempotent-replayed', 'true');
  return reply.status(result.statusCode).send(result.body);
}

/** A malformed key is refused before the body is read: whatever else is wrong, the key is. */
const checkKey = async (req: FastifyRequest) => void idempotencyKey(req.headers['idempotency-key']);

/** Registers `route` on `app`: the key checked (400 when malformed), signed in, the stored answer sent. */
export function keyedWrite<S extends FastifySchema>(
  app: FastifyInstance,
  route: WriteRoute,
  options: Omit<RouteShorthandOptions, 'schema' | 'preValidation'> & {
    schema: S;
    preValidation?: (req: FastifyRequest) => Promise<void>;
  },
  write: KeyedService<S>,
) {
  // Registered untyped: the schema's types reach `write` through ZodRequest<S> (the zod compilers
  // validate as for every route); the type provider cannot resolve the reply of a generic schema.
  app.route<RouteGenericInterface, unknown, FastifySchema>({
    ...options,
    // The route's own checks first (a post's: signed in), then the key, both before the body.
    preValidation: [...(options.preValidation ? [options.preValidation] : []), checkKey],
    method: route.method,
    url: route.url,
    handler: async (req, reply) => {
      const actor = signedIn(req);
      const key = idempotencyKey(req.headers['idempotency-key']);
      return sendStored(reply, await write(req as unknown as ZodRequest<S>, actor, key));
    },
  });
}
