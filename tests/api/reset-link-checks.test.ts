// A reset link judged before any password is hashed: a token no link could carry costs nothing,
// and the page can ask whether a link works without using it.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTokens } from '../../server/db/schema.ts';
import { createLink } from '../../server/services/accounts/account-recovery-links.ts';
import { rand, signedUp } from './account-recovery-fixtures.ts';
import { call, createTestContext, makeUser, type TestContext } from './harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const reset = (token: string) =>
  call(ctx, 'POST', '/api/auth/reset-password', { body: { token, userpassword: `new-${rand()}-${rand()}` } });
const check = (token: string) => call(ctx, 'POST', '/api/auth/reset-password/check', { body: { token } });
const notValid = 'This link is not valid: it may be cut short or mistyped. Ask for a new one.';

describe('a reset token that cannot be a link', { timeout: 120_000 }, () => {
  it('is refused before hashing: a flood of them leaves sign-in its turn', async () => {
    const a = await signedUp(ctx);
    // Wrong lengths and a wrong alphabet; hashed, 45 at once would overflow the hashing line (503).
    const shapes = ['x', 'A'.repeat(42), 'A'.repeat(44), `${'A'.repeat(42)}!`, `${'A'.repeat(42)}=`];
    const forged = Array.from({ length: 45 }, (_, i) => reset(shapes[i % shapes.length]!));
    const signin = call(ctx, 'POST', '/api/signin', {
      body: { useremail: a.useremail, userpassword: a.userpassword },
    });
    const answers = await Promise.all(forged);
    expect(answers.map((r) => r.status)).toEqual(answers.map(() => 400));
    for (const r of answers) expect(r.body).toEqual({ success: false, message: notValid });
    expect((await signin).status).toBe(200);
  });
});

describe('asking whether a reset link works', () => {
  it('says so for a live link and leaves it usable', async () => {
    const user = await makeUser(ctx, 'candidate');
    const { id, secret } = await createLink(ctx.db, user.id, 'reset');
    expect(await check(secret)).toMatchObject({ status: 200, body: { success: true } });
    const [row] = await ctx.db.select().from(accountTokens).where(eq(accountTokens.id, id));
    expect(row?.usedAt).toBeNull();
    expect((await reset(secret)).status).toBe(200);
  });

  it('names why a used, expired or forged link does not work', async () => {
    const user = await makeUser(ctx, 'candidate');
    const used = await createLink(ctx.db, user.id, 'reset');
    expect((await reset(used.secret)).status).toBe(200);
    const expired = await createLink(ctx.db, user.id, 'reset', { now: Date.now() - 2 * 60 * 60_000 });
    const verify = await createLink(ctx.db, user.id, 'verify');
    const cases: Array<[string, number, string]> = [
      [used.secret, 410, 'This link has already been used. Ask for a new one.'],
      [expired.secret, 410, 'This link has expired. Ask for a new one.'],
      [verify.secret, 400, notValid],
      ['B'.repeat(43), 400, notValid],
      ['x', 400, notValid],
    ];
    for (const [token, status, message] of cases) {
      expect(await check(token)).toMatchObject({ status, body: { success: false, message } });
    }
  });
});
