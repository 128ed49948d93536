// Wakes the outbox workers and the live reader once per request chain: after a request that wrote,
// or that made writes of its own through app.inject (a batch of queued writes, a form post), and
// only at its answer. Each look takes the database connection the next write waits for, so a
// batch's hundred writes wake them once, not a hundred times.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

type Chain = { wrote: boolean };

/** The chain of the request being handled: what its handler's own inner requests join. */
const handling = new AsyncLocalStorage<Chain>();

const wrote = (request: FastifyRequest, reply: FastifyReply) =>
  request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400;

export function wakeOncePerChain(app: FastifyInstance, wake: () => void): void {
  const started = new WeakMap<FastifyRequest, Chain>();
  const joined = new WeakMap<FastifyRequest, Chain>();
  app.addHook('onRequest', (request, _reply, done) => {
    const outer = handling.getStore();
    if (outer) joined.set(request, outer);
    else started.set(request, { wrote: false });
    done();
  });
  // The handler runs inside its chain (body parsing, before this hook, does not keep the context).
  app.addHook('preHandler', (request, _reply, done) => {
    const chain = started.get(request);
    if (chain) handling.run(chain, done);
    else done();
  });
  app.addHook('onResponse', async (request, reply) => {
    const inner = joined.get(request);
    if (inner) {
      if (wrote(request, reply)) inner.wrote = true;
      return;
    }
    if (wrote(request, reply) || started.get(request)?.wrote) wake();
  });
}
