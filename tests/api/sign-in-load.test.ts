// Many sign-ins at once: the hashing is bounded (server/services/accounts/passwords.ts), so some wait and the
// rest are told to come back, with a time; none fails otherwise.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashQueueLimit, hashSlots } from '../../server/services/accounts/passwords.ts';
import { call, createTestContext, type TestContext } from './harness.ts';

let ctx: TestContext;
const account = { useremail: 'busy.day@example.com', userpassword: 'correct horse battery' };
beforeAll(async () => {
  ctx = await createTestContext();
  const res = await call(ctx, 'POST', '/api/signup', { body: { username: 'Busy Day', ...account } });
  expect(res.status).toBe(201);
});
afterAll(() => ctx.close());

describe('sign-ins past what the hashing can take', () => {
  it('answers 503 with Retry-After to those past the line, and signs the others in', async () => {
    const tries = hashSlots + hashQueueLimit + 3;
    const signins = Array.from({ length: tries }, () => call(ctx, 'POST', '/api/signin', { body: account }));
    const results = await Promise.all(signins);

    const busy = results.filter((r) => r.status === 503);
    const ok = results.filter((r) => r.status === 200);
    expect(ok.length + busy.length).toBe(tries);
    // At least those past the longest line; more when hashes have been slow (a busy machine).
    expect(busy.length).toBeGreaterThanOrEqual(3);
    expect(ok.length).toBeGreaterThanOrEqual(hashSlots);
    for (const res of ok) expect(res.body.token).toEqual(expect.any(String));
    for (const res of busy) {
      const seconds = Number(res.headers['retry-after']);
      expect(seconds).toBeGreaterThanOrEqual(1);
      expect(res.body).toEqual({
        success: false,
        message: `Too many sign-ins right now, try again in ${seconds} seconds`,
      });
    }
    // Once the line is worked off, a sign-in goes through again.
    expect((await call(ctx, 'POST', '/api/signin', { body: account })).status).toBe(200);
  });
});
