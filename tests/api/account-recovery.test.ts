// Forgot password and reset, email verification and the password change, through the real API on a
// real database: every refusal changes nothing, and each link works once.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { forgotPasswordMessage } from '../../contract/account-recovery.ts';
import { accountTokens, sessions, users } from '../../server/db/schema.ts';
import { fingerprint } from './db-fingerprint.ts';
import { linkToken, laptopUa, mailsTo, rand, signedUp, signInFrom } from './account-recovery-fixtures.ts';
import { googleIdToken } from './firebase-emulator.ts';
import { call, createTestContext, type TestContext } from './harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const account = (token: string) => call(ctx, 'GET', '/api/account/email-status', { token });
const forgot = (useremail: string) => call(ctx, 'POST', '/api/auth/forgot-password', { body: { useremail } });
const reset = (token: string, userpassword: string, ua = laptopUa) =>
  call(ctx, 'POST', '/api/auth/reset-password', {
    body: { token, userpassword },
    headers: { 'user-agent': ua },
  });
const verify = (token: string, bearer?: string) =>
  call(ctx, 'POST', '/api/auth/verify-email', { body: { token }, token: bearer });

/** A refusal that must leave the database exactly as it was. */
async function refusedUnchanged(
  attempt: () => Promise<{ status: number; body: any }>,
  status: number,
  message: string,
) {
  const before = await fingerprint(ctx);
  const res = await attempt();
  expect(res.status).toBe(status);
  expect(res.body).toEqual({ success: false, message });
  expect(await fingerprint(ctx)).toEqual(before);
}

describe('verify email', () => {
  it('sign-up mails a link; until it is used the account works and says it is unconfirmed', async () => {
    const a = await signedUp(ctx);
    expect((await account(a.token)).body.data).toEqual({ email: a.useremail, verified: false });
    const token = await linkToken(ctx, a.useremail, 'verify');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the hash is stored: the secret appears in no row of the link table.
    const rows = await ctx.db.select().from(accountTokens).where(eq(accountTokens.kind, 'verify'));
    expect(JSON.stringify(rows)).not.toContain(token);

    expect(await verify(token)).toMatchObject({ status: 200, body: { message: 'Your email is confirmed' } });
    expect((await account(a.token)).body.data.verified).toBe(true);
    await refusedUnchanged(() => verify(token), 410, 'This link has already been used. Ask for a new one.');
  });

  it('refuses truncated, forged and reset links as not valid, and changes nothing', async () => {
    const a = await signedUp(ctx);
    const token = await linkToken(ctx, a.useremail, 'verify');
    const unknown = 'This link is not valid: it may be cut short or mistyped. Ask for a new one.';
    await refusedUnchanged(() => verify(token.slice(0, 30)), 400, unknown);
    await refusedUnchanged(
      () => verify(`${token.slice(0, 42)}${token.endsWith('A') ? 'B' : 'A'}`),
      400,
      unknown,
    );
    await refusedUnchanged(() => verify('x'.repeat(43)), 400, unknown);
    expect((await forgot(a.useremail)).status).toBe(200);
    await vi.waitFor(async () => expect(await mailsTo(ctx, a.useremail, 'reset')).toHaveLength(1));
    const resetToken = await linkToken(ctx, a.useremail, 'reset');
    await refusedUnchanged(() => verify(resetToken), 400, unknown);
    expect((await account(a.token)).body.data.verified).toBe(false);
  });

  it('a link opened while signed in to another account is refused and stays usable', async () => {
    const owner = await signedUp(ctx);
    const other = await signedUp(ctx);
    const token = await linkToken(ctx, owner.useremail, 'verify');
    await refusedUnchanged(
      () => verify(token, other.token),
      403,
      'This link is for another account. Sign out, then open the link again.',
    );
    expect((await verify(token, owner.token)).status).toBe(200);
  });

  it('an expired link says so', async () => {
    const a = await signedUp(ctx);
    const token = await linkToken(ctx, a.useremail, 'verify');
    await ctx.db.update(accountTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    await refusedUnchanged(() => verify(token), 410, 'This link has expired. Ask for a new one.');
  });

  it('resend mails a new link, and refuses once confirmed', async () => {
    const a = await signedUp(ctx);
    const resend = () => call(ctx, 'POST', '/api/auth/resend-verification', { token: a.token });
    expect(await resend()).toMatchObject({
      status: 200,
      body: { message: `We sent a new link to ${a.useremail}` },
    });
    expect(await mailsTo(ctx, a.useremail, 'verify')).toHaveLength(2);
    expect((await verify(await linkToken(ctx, a.useremail, 'verify'))).status).toBe(200);
    await refusedUnchanged(resend, 409, 'Your email is already confirmed');
    expect((await call(ctx, 'POST', '/api/auth/resend-verification')).status).toBe(401);
  });

  it('a Google account is verified from its first sign-in', async () => {
    const email = `g-${rand()}@example.com`;
    const idToken = await googleIdToken({ sub: `g-${rand()}`, email, name: 'Gia' });
    const res = await call(ctx, 'POST', '/api/google-auth', { body: { idToken } });
    expect(res.status).toBe(200);
    expect((await account(res.body.token)).body.data).toEqual({ email, verified: true });
  });
});

describe('forgot password and reset', () => {
  it('answers a known and an unknown email alike; only the known one is mailed', async () => {
    const a = await signedUp(ctx);
    const nobody = `nobody-${rand()}@example.com`;
    const known = await forgot(a.useremail.toUpperCase());
    const unknown = await forgot(nobody);
    expect(known).toEqual({ ...unknown, headers: known.headers });
    expect(known.body).toEqual({ success: true, message: forgotPasswordMessage });
    await vi.waitFor(async () => expect(await mailsTo(ctx, a.useremail, 'reset')).toHaveLength(1));
    expect(await mailsTo(ctx, nobody, 'reset')).toHaveLength(0);
  });

  it('reset ends every session, signs this device in, and the link works once', async () => {
    const a = await signedUp(ctx);
    const laptop = await signInFrom(ctx, a.useremail, a.userpassword, laptopUa);
    await forgot(a.useremail);
    await vi.waitFor(async () => expect(await mailsTo(ctx, a.useremail, 'reset')).toHaveLength(1));
    const token = await linkToken(ctx, a.useremail, 'reset');

    await refusedUnchanged(() => reset(token, 'short'), 400, 'Password must be at least 8 characters');
    const res = await reset(token, 'a-brand-new-password');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'Your password has been reset', role: null });
    for (const old of [a.token, laptop]) expect((await account(old)).status).toBe(401);
    expect((await account(res.body.token)).status).toBe(200);
    // The link reached the inbox: the address is confirmed too.
    expect((await account(res.body.token)).body.data.verified).toBe(true);
    await signInFrom(ctx, a.useremail, 'a-brand-new-password');
    expect(
      (
        await call(ctx, 'POST', '/api/signin', {
          body: { useremail: a.useremail, userpassword: a.userpassword },
        })
      ).status,
    ).toBe(401);
    expect(await mailsTo(ctx, a.useremail, 'password-changed')).toHaveLength(1);
    await refusedUnchanged(
      () => reset(token, 'another-password-1'),
      410,
      'This link has already been used. Ask for a new one.',
    );
  });

  it('an expired, a verify and an older reset link change nothing', async () => {
    const a = await signedUp(ctx);
    await forgot(a.useremail);
    await vi.waitFor(async () => expect(await mailsTo(ctx, a.useremail, 'reset')).toHaveLength(1));
    const first = await linkToken(ctx, a.useremail, 'reset');
    const [user] = await ctx.db.select().from(users).where(eq(users.email, a.useremail));
    await ctx.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(accountTokens.userId, user!.id));
    await refusedUnchanged(
      () => reset(first, 'a-brand-new-password'),
      410,
      'This link has expired. Ask for a new one.',
    );
    const verifyLink = await linkToken(ctx, a.useremail, 'verify');
    await refusedUnchanged(
      () => reset(verifyLink, 'a-brand-new-password'),
      400,
      'This link is not valid: it may be cut short or mistyped. Ask for a new one.',
    );
    expect((await account(a.token)).status).toBe(200);
  });

  it('is limited per email and per address', async () => {
    const limited = await createTestContext({ env: { RATE_LIMIT_ACCOUNT_PER_15_MINUTES: '2' } });
    try {
      const ask = (useremail: string, ip: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/forgot-password',
          remoteAddress: ip,
          payload: { useremail },
        });
      const email = `limit-${rand()}@example.com`;
      expect((await ask(email, '10.9.0.1')).statusCode).toBe(200);
      expect((await ask(email, '10.9.0.2')).statusCode).toBe(200);
      const third = await ask(email, '10.9.0.3');
      expect(third.statusCode).toBe(429);
      expect(third.json().message).toMatch(
        /^Too many attempts for this account, please wait \d+ minutes? and try again$/,
      );
      expect((await ask(`a-${rand()}@example.com`, '10.9.0.9')).statusCode).toBe(200);
      expect((await ask(`b-${rand()}@example.com`, '10.9.0.9')).statusCode).toBe(200);
      expect((await ask(`c-${rand()}@example.com`, '10.9.0.9')).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('change password', () => {
  const change = (token: string, currentPassword: string, newPassword: string) =>
    call(ctx, 'PUT', '/api/account/password', { token, body: { currentPassword, newPassword } });

  it('needs the current password; ends the other sessions, keeps this one', async () => {
    const a = await signedUp(ctx);
    // Confirmed, so the address may be told of the change (an unconfirmed one gets only links).
    expect((await verify(await linkToken(ctx, a.useremail, 'verify'))).status).toBe(200);
    const laptop = await signInFrom(ctx, a.useremail, a.userpassword, laptopUa);
    await refusedUnchanged(
      () => change(a.token, 'wrong-password', 'a-new-password-1'),
      400,
      'Your current password is not correct',
    );
    await refusedUnchanged(
      () => change(a.token, a.userpassword, 'short'),
      400,
      'Password must be at least 8 characters',
    );
    const res = await change(a.token, a.userpassword, 'a-new-password-1');
    expect(res).toMatchObject({
      status: 200,
      body: { message: 'Your password has been changed. Your other devices are signed out.' },
    });
    expect((await account(a.token)).status).toBe(200);
    expect((await account(laptop)).status).toBe(401);
    await signInFrom(ctx, a.useremail, 'a-new-password-1');
    expect(await mailsTo(ctx, a.useremail, 'password-changed')).toHaveLength(1);
    expect(
      (
        await call(ctx, 'PUT', '/api/account/password', {
          body: { currentPassword: 'x', newPassword: 'y'.repeat(9) },
        })
      ).status,
    ).toBe(401);
  });

  it('a Google-only account has no password to change', async () => {
    const idToken = await googleIdToken({
      sub: `g-${rand()}`,
      email: `g-${rand()}@example.com`,
      name: 'Gus',
    });
    const g = await call(ctx, 'POST', '/api/google-auth', { body: { idToken } });
    await refusedUnchanged(
      () => change(g.body.token, 'anything-at-all', 'a-new-password-1'),
      400,
      'Your account signs in with Google: it has no password to change',
    );
  });

  it('counts only live sessions: the sessions table holds one row per signed-in device', async () => {
    const a = await signedUp(ctx);
    await signInFrom(ctx, a.useremail, a.userpassword, laptopUa);
    const [user] = await ctx.db.select().from(users).where(eq(users.email, a.useremail));
    expect(await ctx.db.select().from(sessions).where(eq(sessions.userId, user!.id))).toHaveLength(2);
  });
});
