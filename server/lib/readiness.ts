// Whether this server can serve requests now: its database answers a query, and the services it is
// configured to use (the Firebase emulators, an SMTP server) accept connections. /api/health only
// says the process is up; a balancer, `npm start` and the test setups wait for this instead.
import { connect } from 'node:net';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

export type ReadinessCheck = { name: string; ok: boolean; detail?: string };

/** Rejects after `ms`: a check that hangs counts as failed, and the answer stays prompt. */
function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** fetch's own message is only "fetch failed": the socket error (ECONNREFUSED…) is its cause. */
function why(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  const code = (err.cause as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? `${err.message}: ${code}` : err.message;
}

async function check(name: string, ms: number, probe: () => Promise<unknown>): Promise<ReadinessCheck> {
  try {
    await within(ms, probe());
    return { name, ok: true };
  } catch (err) {
    return { name, ok: false, detail: why(err) };
  }
}

/** Any HTTP answer at all: the emulator is listening and serving. */
async function httpAnswers(hostPort: string, timeoutMs: number) {
  const res = await fetch(`http://${hostPort}/`, { signal: AbortSignal.timeout(timeoutMs) });
  await res.body?.cancel();
}

/** An SMTP server's 220 greeting, without sending anything. */
function smtpGreets(url: string, timeoutMs: number) {
  const { hostname, port, protocol } = new URL(url);
  // smtps:// speaks TLS from the first byte: an open socket is all that is checked cheaply.
  const tls = protocol === 'smtps:';
  const host = hostname.replace(/^\[|\]$/g, '');
  return new Promise<void>((resolve, reject) => {
    const socket = connect(Number(port || (tls ? 465 : 25)), host);
    const done = (err?: Error) => {
      socket.destroy();
      if (err) reject(err);
      else resolve();
    };
    socket.setTimeout(timeoutMs, () => done(new Error(`no greeting within ${timeoutMs} ms`)));
    socket.once('error', done);
    if (tls) socket.once('connect', () => done());
    else
      socket.once('data', (d) => (String(d).startsWith('220') ? done() : done(new Error('no 220 greeting'))));
  });
}

export type ReadinessDeps = {
  db: Db;
  authEmulatorHost?: string;
  storageEmulatorHost?: string;
  smtpUrl?: string;
};

// Generous: on a busy machine a healthy emulator can take a few seconds to answer, and a readiness
// answer that flaps would take a working server out of a balancer.
const checkTimeoutMs = 5000;

export async function checkReadiness(deps: ReadinessDeps): Promise<ReadinessCheck[]> {
  const checks = [check('database', checkTimeoutMs, () => deps.db.execute(sql`select 1`))];
  if (deps.authEmulatorHost) {
    const host = deps.authEmulatorHost;
    checks.push(check('Firebase auth emulator', checkTimeoutMs, () => httpAnswers(host, checkTimeoutMs)));
  }
  if (deps.storageEmulatorHost) {
    const host = deps.storageEmulatorHost;
    checks.push(check('Firebase storage emulator', checkTimeoutMs, () => httpAnswers(host, checkTimeoutMs)));
  }
  if (deps.smtpUrl) {
    const url = deps.smtpUrl;
    checks.push(check('SMTP server', checkTimeoutMs, () => smtpGreets(url, checkTimeoutMs)));
  }
  return Promise.all(checks);
}

/**
 * Where the rate limits and failed-sign-in counters are counted: shared in Redis, or per process
 * (no REDIS_URL, or Redis not answering). Per process still limits, so the server stays ready.
 */
export function limitsStatus(redis: { shared: () => boolean } | null): string {
  if (!redis) return 'per process';
  return redis.shared() ? 'shared (Redis)' : 'per process: Redis unreachable';
}
