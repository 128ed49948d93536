// Two servers with one real Redis that hangs (SIGSTOP: its connections stay open, nothing answers).
// The first command that gets no answer trips the circuit: sign-ins stay about as fast as with
// Redis answering, /api/ready says the limits are per process, and a lockout counted in Redis
// before holds on both servers. Resumed, Redis shares the limits again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RedisProcess, startRedis } from '../redis-server.ts';
import { signedUp } from './account-recovery-fixtures.ts';
import { call, createTestContext, type TestContext } from './harness.ts';

let redis: RedisProcess;
const servers: TestContext[] = [];

const signin = (ctx: TestContext, useremail: string, userpassword: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/signin',
    remoteAddress: '10.1.0.1',
    payload: { useremail, userpassword },
  });

const limits = async (ctx: TestContext) => (await call(ctx, 'GET', '/api/ready')).body.limits;

async function until(what: () => Promise<boolean>, ms: number) {
  const end = Date.now() + ms;
  while (!(await what())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The median time of `n` good sign-ins, in ms. */
async function medianSignIn(ctx: TestContext, email: string, password: string, n = 5) {
  const took: number[] = [];
  for (let i = 0; i < n; i++) {
    const at = performance.now();
    expect((await signin(ctx, email, password)).statusCode).toBe(200);
    took.push(performance.now() - at);
  }
  return took.sort((a, b) => a - b)[Math.floor(n / 2)] as number;
}

beforeAll(async () => {
  redis = await startRedis();
  for (let i = 0; i < 2; i++) {
    servers.push(
      await createTestContext({
        env: {
          REDIS_URL: redis.url,
          RATE_LIMIT_AUTH_PER_MINUTE: '1000',
          RATE_LIMIT_ACCOUNT_PER_15_MINUTES: '3',
        },
      }),
    );
  }
  for (const s of servers) await until(async () => (await limits(s)) === 'shared (Redis)', 10_000);
}, 60_000);
afterAll(async () => {
  redis?.resume();
  for (const s of servers) await s.close();
  await redis?.stop();
});

describe('a hung Redis', () => {
  it('trips to per-process limits at once, keeps lockouts, and shares again when it answers', async () => {
    const [one, two] = servers as [TestContext, TestContext];
    const account = await signedUp(one);
    const locked = await signedUp(one);
    for (let i = 0; i < 3; i++) expect((await signin(one, locked.useremail, 'wrong')).statusCode).toBe(401);
    expect((await signin(two, locked.useremail, 'wrong')).statusCode).toBe(429);
    const answering = await medianSignIn(one, account.useremail, account.userpassword);

    redis.pause();
    // The first sign-in waits for one command's timeout, then the circuit is open.
    expect((await signin(one, account.useremail, account.userpassword)).statusCode).toBe(200);
    const hung = await medianSignIn(one, account.useremail, account.userpassword);
    // Without the circuit each of its Redis commands would wait for the timeout: many times slower.
    expect(hung / answering, `${hung} ms against ${answering} ms`).toBeLessThan(2);
    expect(await limits(one)).toBe('per process: Redis unreachable');
    expect((await call(one, 'GET', '/api/ready')).status).toBe(200);
    // The lockout read from Redis before it hung still holds on both servers.
    for (const s of [one, two]) {
      const res = await signin(s, locked.useremail, locked.userpassword);
      expect([res.statusCode, res.json().message]).toEqual([
        429,
        'Too many attempts for this account, please wait 15 minutes and try again',
      ]);
    }
    expect(await limits(two)).toBe('per process: Redis unreachable');

    redis.resume();
    for (const s of servers) await until(async () => (await limits(s)) === 'shared (Redis)', 10_000);
  }, 60_000);
});
