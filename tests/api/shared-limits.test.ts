// Two servers with one real Redis (REDIS_URL): the per-IP sign-in limit and an account's failed
// sign-ins are counted once for both. Redis killed: both keep serving, each limiting on its own,
// and say so in the log and /api/ready; Redis back: shared again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RedisProcess, startRedis } from '../redis-server.ts';
import { call, createTestContext, type TestContext } from './harness.ts';

let redis: RedisProcess;
const servers: TestContext[] = [];
const log: string[] = [];

const signin = (ctx: TestContext, email: string, address: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/signin',
    remoteAddress: address,
    payload: { useremail: email, userpassword: 'not-the-password' },
  });

async function until(what: () => Promise<boolean> | boolean, ms = 5000) {
  const end = Date.now() + ms;
  while (!(await what())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

const limits = async (ctx: TestContext) => (await call(ctx, 'GET', '/api/ready')).body.limits;

beforeAll(async () => {
  redis = await startRedis();
  for (let i = 0; i < 2; i++) {
    servers.push(
      await createTestContext({
        env: {
          REDIS_URL: redis.url,
          RATE_LIMIT_AUTH_PER_MINUTE: '6',
          RATE_LIMIT_ACCOUNT_PER_15_MINUTES: '3',
          LOG_LEVEL: 'info',
        },
        logStream: { write: (line) => log.push(line) },
      }),
    );
  }
  for (const s of servers) await until(async () => (await limits(s)) === 'shared (Redis)');
}, 60_000);
afterAll(async () => {
  for (const s of servers) await s.close();
  await redis?.stop();
});

describe('limits shared through Redis', () => {
  it('count the per-IP sign-in limit once for both servers', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await signin(servers[i % 2] as TestContext, `ip-${i}@limits.example.com`, '10.0.0.1');
      statuses.push(res.statusCode);
    }
    // Six in all, whichever server answered; alone each would have let six through.
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429, 429]);
  });

  it("hold an account's lockout on every server", async () => {
    const [one, two] = servers as [TestContext, TestContext];
    const email = 'locked@limits.example.com';
    for (let i = 0; i < 3; i++) expect((await signin(one, email, '10.0.0.2')).statusCode).toBe(401);
    const other = await signin(two, email, '10.0.0.2');
    expect([other.statusCode, other.json().message]).toEqual([
      429,
      'Too many attempts for this account, please wait 15 minutes and try again',
    ]);
  });

  it('keep limiting per process when Redis goes away, and share again when it is back', async () => {
    const [one, two] = servers as [TestContext, TestContext];
    await redis.stop();
    await until(async () => (await limits(one)) === 'per process: Redis unreachable');
    expect((await call(one, 'GET', '/api/ready')).status).toBe(200);
    expect(
      log.some((l) => l.includes('Redis unreachable: rate limits and sign-in counters are now per process')),
    ).toBe(true);
    // Still limited, here alone: never unlimited.
    const email = 'away@limits.example.com';
    for (let i = 0; i < 3; i++) expect((await signin(one, email, '10.0.0.3')).statusCode).toBe(401);
    expect((await signin(one, email, '10.0.0.3')).statusCode).toBe(429);
    const perIp: number[] = [];
    for (let i = 0; i < 7; i++)
      perIp.push((await signin(two, `away-${i}@limits.example.com`, '10.0.0.4')).statusCode);
    expect(perIp).toEqual([401, 401, 401, 401, 401, 401, 429]);

    await redis.start();
    await until(
      async () => (await limits(one)) === 'shared (Redis)' && (await limits(two)) === 'shared (Redis)',
      10_000,
    );
    const back = 'back@limits.example.com';
    for (let i = 0; i < 3; i++) expect((await signin(two, back, '10.0.0.5')).statusCode).toBe(401);
    expect((await signin(one, back, '10.0.0.5')).statusCode).toBe(429);
  }, 60_000);
});
