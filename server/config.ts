// Every environment variable the server reads, parsed once. Behaviour by environment comes from here.
import path from 'node:path';
import { z } from 'zod';

const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => (v === undefined ? fallback : v === 'true' || v === '1'));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  // Several servers: the rate limits and failed-sign-in counters they share. Unset: per process.
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  JWT_SECRET: z.string().min(32).optional(),
  TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  SEED_DEMO: flag(true),
  STATIC_DIR: z.string().default('./dist'),
  SSR_DIR: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  FIREBASE_PROJECT_ID: z.string().default('demo-hireloop'),
  FIREBASE_STORAGE_BUCKET: z.string().optional(),
  FIREBASE_AUTH_EMULATOR_HOST: z.string().optional(),
  FIREBASE_STORAGE_EMULATOR_HOST: z.string().optional(),
  CORS_ORIGINS: z.string().optional(),
  RATE_LIMIT_AUTH_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  RATE_LIMIT_ACCOUNT_PER_15_MINUTES: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_WRITES_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  RATE_LIMIT_READS_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  // `true` would believe any X-Forwarded-For a client makes up, and so skip the per-address limit.
  TRUST_PROXY: z
    .string()
    .optional()
    .refine((v) => v?.trim().toLowerCase() !== 'true', {
      message:
        "'true' would trust any X-Forwarded-For a client sends; give the number of proxy hops or the balancer's addresses",
    }),
  READ_CACHE: flag(true),
  // How long a whole request (headers and body) may take to arrive: a body that stalls would
  // otherwise keep its socket (and its place in memory) for good.
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(200).max(600_000).default(30_000),
  // Absolute links (sitemap, robots.txt) must name the site, not whatever Host a request carried.
  NODE_ENV: z.string().optional(),
  VAPID_PUBLIC_KEY: z.string().min(80).max(100).optional(),
  VAPID_PRIVATE_KEY: z.string().min(40).max(50).optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, { message: 'VAPID_SUBJECT must be a mailto: or https: URL' })
    .optional(),
  // A local stand-in for the browsers' push services (tests, development): its origin exactly.
  PUSH_STANDIN_ORIGIN: z.url({ protocol: /^https?$/ }).optional(),
  PUSH_CONCURRENCY: z.coerce.number().int().min(1).max(256).default(8),
  PUSH_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  PUSH_JOB_ALERT_WINDOW_MS: z.coerce.number().int().min(0).max(3_600_000).default(120_000),
  // The push worker sleeps until the next queued push falls due; a write in this process wakes it,
  // and on PostgreSQL so does the NOTIFY of a row any server commits. Only a row committed while
  // the LISTEN connection was down waits for this poll: the backstop. 30 s is little against a
  // push's lifetime (12 h at the shortest), and an idle server looks 2 times a minute, not 60.
  PUSH_OUTBOX_POLL_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  PUSH_LEASE_MS: z.coerce.number().int().min(1000).default(120_000),
  // Unset: mails stay queued in the outbox (nothing is lost), and go out once a server has it.
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).default('Hireloop <no-reply@hireloop.invalid>'),
  MAIL_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  MAIL_LEASE_MS: z.coerce.number().int().min(1000).default(120_000),
  // The mail worker's backstop look, as PUSH_OUTBOX_POLL_MS is the push worker's.
  MAIL_OUTBOX_POLL_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  // The interview reminder sweep sleeps until the next reminder falls due; a write wakes it, as it
  // wakes the outboxes. It has no lease: a batch is one transaction, undone whole by a crash.
  REMINDER_POLL_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  // Reminders sent per transaction: on PGlite every other write waits for one to end.
  REMINDER_BATCH: z.coerce.number().int().min(1).max(5000).default(200),
  // The live reader's backstop look: NOTIFY wakes it on PostgreSQL, this server's writes on PGlite.
  LIVE_POLL_MS: z.coerce.number().int().min(100).max(600_000).optional(),
  PUBLIC_ORIGIN: z
    .url({ protocol: /^https?$/ })
    .optional()
    .refine((v) => v === undefined || /^https?:\/\/[^/?#]+\/?$/.test(v), {
      message: 'PUBLIC_ORIGIN must be an origin such as https://hireloop.example.com, without a path',
    }),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Redis or Valkey for counters shared by every server (rate limits, failed sign-ins). */
  redisUrl: string | undefined;
  jwtSecret: string | undefined;
  tokenTtlDays: number;
  seedDemo: boolean;
  staticDir: string;
  /** The server's renderer of the pages (`vite build --ssr`); STATIC_DIR + `-ssr` by default. */
  ssrDir: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  firebase: {
    projectId: string;
    storageBucket: string;
    authEmulatorHost: string | undefined;
    storageEmulatorHost: string | undefined;
  };
  /** Origins allowed to call the API cross-site; the app itself is same-origin. */
  corsOrigins: string[];
  rateLimitAuthPerMinute: number;
  /** Failed sign-ins per email and address (and sign-up / Google sign-in attempts per email) per 15 minutes. */
  rateLimitAccountPer15Minutes: number;
  /** Per account and per kind of write (feed posts, applies, decisions, file tokens), per minute. */
  rateLimitWritesPerMinute: number;
  /** Per address, on the public reads asked as a person types (place completion), per minute. */
  rateLimitReadsPerMinute: number;
  /**
   * Behind a load balancer: which X-Forwarded-For hops to believe (Fastify's trustProxy), so the
   * per-IP limit sees clients, not the balancer. Unset: none (the socket address is the client).
   */
  trustProxy: false | number | string[];
  /** Public reads answered from memory while the database snapshot is unchanged (plugins/read-cache.ts). */
  readCache: boolean;
  /** The longest a request (headers and body) may take to arrive; then it is answered 408. */
  requestTimeoutMs: number;
  /** Scheme, host and port of the public site; unset: each request's own protocol and Host. */
  publicOrigin: string | undefined;
  /** NODE_ENV=production: stricter checks of what outside parties hand us (push endpoints), JSON logs. */
  production: boolean;
  push: {
    /** Both keys, or none: then they are made once and kept in DATA_DIR (services/vapid.ts). */
    vapidKeys: { publicKey: string; privateKey: string } | undefined;
    /** Who runs this server, for the push services (VAPID `sub`). */
    vapidSubject: string | undefined;
    /** The origin of a local stand-in push service, accepted besides the browsers' own. */
    standInOrigin: string | undefined;
    /** Pushes in flight at once. */
    concurrency: number;
    /** How long one push service answer may take. */
    timeoutMs: number;
    /** How long a job-alert push waits for more alerts to gather ("3 new jobs for your alerts"). */
    jobAlertWindowMs: number;
    /** The longest the push worker sleeps between looks at the outbox (PUSH_OUTBOX_POLL_MS). */
    outboxPollMs: number;
    /** A claimed push is sent within this, or another server (or this one, restarted) takes it. */
    leaseMs: number;
  };
  mail: {
    /** smtp:// or smtps://, with user and password if the server wants them; unset: nothing is sent. */
    smtpUrl: string | undefined;
    /** The From of every email: `Name <address>`. */
    from: string;
    /** Emails in flight at once (also the SMTP connections kept open). */
    concurrency: number;
    /** A claimed mail is sent within this, or another server (or this one, restarted) takes it. */
    leaseMs: number;
    /** The longest the mail worker sleeps between looks at the outbox (MAIL_OUTBOX_POLL_MS). */
    outboxPollMs: number;
  };
  reminders: {
    /** The longest the reminder sweep sleeps between looks (REMINDER_POLL_MS). */
    pollMs: number;
    /** Reminders sent per transaction (REMINDER_BATCH). */
    batch: number;
  };
  live: {
    /** The longest the live reader sleeps between looks at new events (LIVE_POLL_MS). */
    pollMs: number;
  };
};

/** TRUST_PROXY: a number of hops, or a comma-separated list of addresses / CIDR ranges. */
function parseTrustProxy(value: string | undefined): false | number | string[] {
  const v = value?.trim();
  if (!v || v === 'false' || v === '0') return false;
  if (/^\d+$/.test(v)) return Number(v);
  return v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    throw new Error(
      'Invalid environment:\nVAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together, or neither',
    );
  }
  // Without it the Host header, which the client chooses, names the site in canonical links,
  // robots.txt and the sitemap, and a shared cache in front could keep a stranger's host for all.
  if (e.NODE_ENV === 'production' && !e.PUBLIC_ORIGIN) {
    throw new Error(
      "Invalid environment:\nPUBLIC_ORIGIN: set it in production (the site's origin, such as https://hireloop.example.com)",
    );
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    jwtSecret: e.JWT_SECRET,
    tokenTtlDays: e.TOKEN_TTL_DAYS,
    seedDemo: e.SEED_DEMO,
    staticDir: path.resolve(e.STATIC_DIR),
    ssrDir: path.resolve(e.SSR_DIR ?? `${e.STATIC_DIR.replace(/[\\/]+$/, '')}-ssr`),
    logLevel: e.LOG_LEVEL,
    firebase: {
      projectId: e.FIREBASE_PROJECT_ID,
      storageBucket: e.FIREBASE_STORAGE_BUCKET ?? `${e.FIREBASE_PROJECT_ID}.appspot.com`,
      authEmulatorHost: e.FIREBASE_AUTH_EMULATOR_HOST,
      storageEmulatorHost: e.FIREBASE_STORAGE_EMULATOR_HOST,
    },
    corsOrigins: (e.CORS_ORIGINS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    rateLimitAuthPerMinute: e.RATE_LIMIT_AUTH_PER_MINUTE,
    rateLimitAccountPer15Minutes: e.RATE_LIMIT_ACCOUNT_PER_15_MINUTES,
    rateLimitWritesPerMinute: e.RATE_LIMIT_WRITES_PER_MINUTE,
    rateLimitReadsPerMinute: e.RATE_LIMIT_READS_PER_MINUTE,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    readCache: e.READ_CACHE,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    publicOrigin: e.PUBLIC_ORIGIN === undefined ? undefined : new URL(e.PUBLIC_ORIGIN).origin,
    production: e.NODE_ENV === 'production',
    push: {
      vapidKeys:
        e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
          ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
          : undefined,
      vapidSubject: e.VAPID_SUBJECT,
      standInOrigin: e.PUSH_STANDIN_ORIGIN === undefined ? undefined : new URL(e.PUSH_STANDIN_ORIGIN).origin,
      concurrency: e.PUSH_CONCURRENCY,
      timeoutMs: e.PUSH_TIMEOUT_MS,
      jobAlertWindowMs: e.PUSH_JOB_ALERT_WINDOW_MS,
      outboxPollMs: e.PUSH_OUTBOX_POLL_MS,
      leaseMs: e.PUSH_LEASE_MS,
    },
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      concurrency: e.MAIL_CONCURRENCY,
      leaseMs: e.MAIL_LEASE_MS,
      outboxPollMs: e.MAIL_OUTBOX_POLL_MS,
    },
    reminders: { pollMs: e.REMINDER_POLL_MS, batch: e.REMINDER_BATCH },
    // Several servers (PostgreSQL) are woken by NOTIFY, so their poll is only a backstop.
    live: { pollMs: e.LIVE_POLL_MS ?? (e.DATABASE_URL ? 5000 : 2000) },
  };
}
