// Builds the Fastify app from plugins and routes. No listen here: tests use app.inject.
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { authPlugin } from './plugins/auth.ts';
import { readCachePlugin } from './plugins/read-cache.ts';
import { sharedCachePlugin } from './plugins/shared-cache.ts';
import { capped, errorsPlugin } from './plugins/errors.ts';
import { securityHeadersFor, securityPlugin } from './plugins/security.ts';
import { clientErrorHandler, frameworkErrors } from './framework-refusals.ts';
import { pagesPlugin } from './plugins/pages.ts';
import { staticPlugin } from './plugins/static.ts';
import { apiRoutes, siteRoutes } from './route-list.ts';
import { validateWithoutNul } from './lib/validation.ts';
import { type AccountLimiter, createAccountLimiter } from './services/accounts/account-limiter.ts';
import { connectRedis, type SharedRedis } from './services/limits/shared-redis.ts';
import { createFirebaseAdmin, type FirebaseAdmin } from './services/files/firebase-admin.ts';
import { logOptions } from './lib/log-options.ts';
import { loadJwtSecret } from './lib/jwt-secret.ts';
import { createTokenService, type TokenService } from './services/accounts/tokens.ts';
import { type DeliveryOptions, deliveryPlugin } from './delivery/delivery.ts';

/** What the plugins, routes and services use, decorated on the instance by buildApp. */
export type AppDeps = {
  config: Config;
  database: Database;
  db: Database['db'];
  tokens: TokenService;
  firebase: FirebaseAdmin;
  limiter: AccountLimiter;
  /** REDIS_URL's connection, where the limits are counted while it answers; null without it. */
  redis: SharedRedis | null;
};

declare module 'fastify' {
  interface FastifyInstance extends AppDeps {}
}

export type BuildOptions = Partial<Pick<AppDeps, 'firebase' | 'tokens'>> &
  DeliveryOptions & {
    /** Told about every route as it is added: the permission matrix checks it covers them all. */
    onRoute?: (route: { method: string; url: string }) => void;
    /** Where the log goes (default stdout): tests read it to prove no secret is ever written. */
    logStream?: { write: (line: string) => void };
  };

// Secrets never reach the log, whatever a future log call includes: headers, bodies, errors.
const redact = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["idempotency-key"]',
  'res.headers["set-cookie"]',
  '*.userpassword',
  '*.password',
  '*.token',
  '*.idToken',
  'err.params',
];

/**
 * A request must arrive whole within `ms` (a 256 KB body on a slow 3G uplink takes a few seconds),
 * its headers within 10 s: a client that sends part of a body and then nothing is answered 408 and
 * cut off, instead of keeping its socket for good. Node looks for overdue requests every
 * `connectionsCheckingInterval` (30 s unless told). A socket silent for longer than that, at any
 * point of a request (a client that stops reading its answer), is closed too.
 */
function requestTimeouts(ms: number) {
  return {
    requestTimeout: ms,
    connectionTimeout: ms + 5000,
    http: { headersTimeout: Math.min(10_000, ms), connectionsCheckingInterval: Math.min(1000, ms / 4) },
  };
}

/** TRUST_PROXY=n: believe the n nearest X-Forwarded-For hops (Fastify's types take no number). */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

export async function buildApp(
  config: Config,
  database: Database,
  overrides: BuildOptions = {},
): Promise<FastifyInstance> {
  // The app's logger exists only once the app does; until then nothing is logged.
  let logger: FastifyInstance['log'] | undefined;
  const redis = config.redisUrl
    ? connectRedis(config.redisUrl, () => ({
        warn: (msg) => logger?.warn(msg),
        info: (msg) => logger?.info(msg),
      }))
    : null;
  const deps: AppDeps = {
    config,
    database,
    db: database.db,
    tokens:
      overrides.tokens ??
      createTokenService(loadJwtSecret(config.jwtSecret, config.dataDir), config.tokenTtlDays),
    firebase: overrides.firebase ?? createFirebaseAdmin(config.firebase),
    limiter: createAccountLimiter(
      config.rateLimitAccountPer15Minutes,
      15 * 60_000,
      Date.now,
      redis ?? undefined,
    ),
    redis,
  };
  const securityHeaders = securityHeadersFor(config);
  const app = Fastify({
    ...logOptions(config, redact, overrides.logStream),
    bodyLimit: 256 * 1024,
    ...requestTimeouts(config.requestTimeoutMs),
    frameworkErrors: frameworkErrors(securityHeaders),
    clientErrorHandler: clientErrorHandler(securityHeaders),
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
  });
  const { onRoute } = overrides;
  if (onRoute) {
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) onRoute({ method, url: route.url });
    });
  }
  logger = app.log;
  app.setValidatorCompiler(validateWithoutNul);
  app.setSerializerCompiler(serializerCompiler);
  app
    .decorate('config', deps.config)
    .decorate('database', deps.database)
    .decorate('db', deps.db)
    .decorate('tokens', deps.tokens)
    .decorate('firebase', deps.firebase)
    .decorate('limiter', deps.limiter)
    .decorate('redis', deps.redis);
  app.addHook('onClose', async () => {
    await deps.redis?.close();
  });
  await app.register(errorsPlugin);
  await app.register(deliveryPlugin, {
    notificationSender: overrides.notificationSender,
    mailSender: overrides.mailSender,
  });
  await app.register(securityPlugin, { headers: securityHeaders });
  await app.register(authPlugin);
  // Before the read cache: a shared cache may keep what visitors are answered, never the rest.
  await app.register(sharedCachePlugin);
  if (config.readCache) await app.register(readCachePlugin, {});

  await app.register(
    async (api) => {
      for (const routes of apiRoutes) await api.register(routes);
    },
    { prefix: '/api' },
  );
  // Then the built files, and every other address as a page (API addresses stay JSON: below).
  for (const routes of siteRoutes) await app.register(routes);
  await app.register(staticPlugin);
  await app.register(pagesPlugin);
  app.setNotFoundHandler((request, reply) => {
    return reply.status(404).send({
      success: false,
      message: capped(`No such endpoint: ${request.method} ${request.url.split('?')[0]}`),
    });
  });
  return app;
}
