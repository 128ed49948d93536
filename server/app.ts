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
import { gapiShimRoute } from './routes/gapi-shim.ts';
import { applicationRoutes } from './routes/applications.ts';
import { hiringRoutes } from './routes/hiring.ts';
import { teamRoutes } from './routes/team.ts';
import { insideBatch, outboxBatchRoutes } from './routes/outbox-batch.ts';
import { messageRoutes } from './routes/messages.ts';
import { accountRoutes } from './routes/account.ts';
import { accountDataRoutes } from './routes/account-data.ts';
import { emailChangeRoutes } from './routes/email-change.ts';
import { authRoutes } from './routes/auth.ts';
import { accountRecoveryRoutes } from './routes/account-recovery.ts';
import { sessionRoutes } from './routes/sessions.ts';
import { recoveryFormRoutes } from './routes/recovery-forms.ts';
import { candidateRoutes } from './routes/candidate.ts';
import { companyRoutes } from './routes/companies.ts';
import { feedRoutes } from './routes/feed.ts';
import { fileRoutes } from './routes/files.ts';
import { notificationRoutes } from './routes/notifications.ts';
import { notificationSettingRoutes } from './routes/notification-settings.ts';
import { unsubscribeRoutes } from './routes/unsubscribe.ts';
import { pushRoutes } from './routes/push.ts';
import { onboardingRoutes } from './routes/onboarding.ts';
import { pageFormRoutes } from './routes/page-forms.ts';
import { jobRoutes } from './routes/jobs.ts';
import { jobSearchRoutes } from './routes/job-search.ts';
import { placeRoutes } from './routes/places.ts';
import { seoRoutes } from './routes/seo.ts';
import { systemRoutes } from './routes/system.ts';
import { eventRoutes } from './routes/events.ts';
import { validateWithoutNul } from './lib/validation.ts';
import { type AccountLimiter, createAccountLimiter } from './services/accounts/account-limiter.ts';
import { connectRedis, type SharedRedis } from './services/limits/shared-redis.ts';
import { createFirebaseAdmin, type FirebaseAdmin } from './services/files/firebase-admin.ts';
import { type NotificationSender, webPushSender } from './services/notifications/notification-sender.ts';
import { type Encrypter, encryptOnThread } from './services/notifications/push-encrypt.ts';
import { createPushWorker, type PushWorker } from './services/notifications/push-worker.ts';
import type { MailSender } from './mail/mail-sender.ts';
import { type MailWorker, serverMailWorker } from './mail/mail-worker.ts';
import { loadVapid, type Vapid } from './services/notifications/vapid.ts';
import { createLiveHub, type LiveHub } from './services/live/live-hub.ts';
import { listenForWakeUps } from './services/live/wake-ups.ts';
import type { PgListener } from './services/live/pg-listener.ts';
import { createTokenService, loadJwtSecret, type TokenService } from './services/accounts/tokens.ts';
import { logOptions } from './lib/log-options.ts';
import { takeBackLeases } from './services/notifications/take-back-leases.ts';

/** What the plugins, routes and services use, decorated on the instance by buildApp. */
export type AppDeps = {
  config: Config;
  database: Database;
  db: Database['db'];
  tokens: TokenService;
  firebase: FirebaseAdmin;
  limiter: AccountLimiter;
  vapid: Vapid;
  /** Sends one push; the push worker is its only caller. */
  notificationSender: NotificationSender;
  pushWorker: PushWorker;
  /** Sends the mail outbox (only where SMTP_URL, or a test's sender, is given). */
  mailWorker: MailWorker;
  /** The push payloads' encryption thread, ended with the server. */
  encrypter: Encrypter;
  /** Hands committed live events to this server's open streams (GET /api/events). */
  live: LiveHub;
  /** PostgreSQL: the LISTEN connection that wakes the hub and the workers on any server's commit. */
  wakeUps: { listening: () => boolean };
  /** REDIS_URL's connection, where the limits are counted while it answers; null without it. */
  redis: SharedRedis | null;
};

declare module 'fastify' {
  interface FastifyInstance extends AppDeps {}
}

const apiRoutes = [
  systemRoutes,
  authRoutes,
  accountRecoveryRoutes,
  sessionRoutes,
  jobRoutes,
  jobSearchRoutes,
  placeRoutes,
  applicationRoutes,
  hiringRoutes,
  messageRoutes,
  outboxBatchRoutes,
  candidateRoutes,
  fileRoutes,
  onboardingRoutes,
  accountRoutes,
  accountDataRoutes,
  emailChangeRoutes,
  companyRoutes,
  teamRoutes,
  feedRoutes,
  notificationRoutes,
  notificationSettingRoutes,
  pushRoutes,
  eventRoutes,
];

export type BuildOptions = Partial<Pick<AppDeps, 'firebase' | 'tokens'>> & {
  /** Told about every route as it is added: the permission matrix checks it covers them all. */
  onRoute?: (route: { method: string; url: string }) => void;
  /** Where the log goes (default stdout): tests read it to prove no secret is ever written. */
  logStream?: { write: (line: string) => void };
  /** Sends pushes: Web Push with this server's VAPID keys by default; tests put a slow one here. */
  notificationSender?: NotificationSender;
  /** Sends mail: SMTP_URL's server by default. */
  mailSender?: MailSender;
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

function pushDeps(config: Config, database: Database, sender: NotificationSender | undefined) {
  const vapid = loadVapid(config);
  // Encryption on a thread of its own: a burst of pushes leaves the event loop to the reads.
  const encrypter = encryptOnThread();
  const notificationSender = sender ?? webPushSender(vapid, config.push.timeoutMs, encrypter);
  const pushWorker = createPushWorker({
    db: database.db,
    sender: notificationSender,
    concurrency: config.push.concurrency,
    fallbackPollMs: config.push.outboxPollMs,
  });
  return { vapid, notificationSender, pushWorker, encrypter };
}

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
  let listener: PgListener | null = null;
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
    ...pushDeps(config, database, overrides.notificationSender),
    mailWorker: serverMailWorker(config, database.db, overrides.mailSender),
    // PostgreSQL: woken by NOTIFY from any server; PGlite (one server): by this server's writes.
    live: createLiveHub({
      db: database.db,
      notified: database.kind === 'postgres',
      fallbackPollMs: database.kind === 'postgres' ? 5000 : 2000,
    }),
    wakeUps: { listening: () => listener?.listening() ?? false },
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
  deps.pushWorker.setLog(app.log);
  deps.mailWorker.setLog(app.log);
  deps.live.setLog(app.log);
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
    .decorate('vapid', deps.vapid)
    .decorate('notificationSender', deps.notificationSender)
    .decorate('pushWorker', deps.pushWorker)
    .decorate('mailWorker', deps.mailWorker)
    .decorate('encrypter', deps.encrypter)
    .decorate('live', deps.live)
    .decorate('wakeUps', deps.wakeUps)
    .decorate('redis', deps.redis);
  // The worker sends the push outbox in this process; a write that succeeded may have added to it.
  app.addHook('onReady', async () => {
    if (database.kind === 'pglite') {
      const taken = await takeBackLeases(database.db);
      if (taken.push + taken.mail > 0) app.log.info(taken, 'outbox rows a stopped server held are due now');
    }
    deps.pushWorker.start();
    deps.mailWorker.start();
    deps.live.start();
    listener = listenForWakeUps(
      database,
      { live: deps.live, push: deps.pushWorker, mail: deps.mailWorker },
      () => app.log,
    );
  });
  app.addHook('onClose', async () => {
    await listener?.stop();
    await deps.pushWorker.stop();
    await deps.mailWorker.stop();
    await deps.encrypter.close();
    await deps.live.stop();
    await deps.redis?.close();
  });
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' && reply.statusCode < 400 && !insideBatch(request)) {
      deps.pushWorker.wake();
      deps.mailWorker.wake();
      deps.live.written();
    }
  });
  await app.register(errorsPlugin);
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
  await app.register(seoRoutes, {});
  await app.register(gapiShimRoute);

  // The built files, then every other address as a page (API addresses stay JSON: below).
  await app.register(pageFormRoutes);
  await app.register(recoveryFormRoutes);
  await app.register(unsubscribeRoutes);
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
