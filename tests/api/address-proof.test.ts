// What proving an address takes away: a password and sessions set up on an address nobody had
// confirmed; reset links mailed to an address the account left; email changes asked from a session
// the owner has since shut out.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../../server/db/schema.ts';
import { createLink } from '../../server/services/accounts/account-recovery-links.ts';
import { linkToken, mailsTo, rand, signedUp, signInFrom } from './account-recovery-fixtures.ts';
import { googleIdToken } from './firebase-emulator.ts';
import { call, createTestContext, type TestContext } from './harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const me = (token: string) => call(ctx, 'GET', '/api/account/email-status', { token });
const signin = (useremail: string, userpassword: string) =>
  call(ctx, 'POST', '/api/signin', { body: { useremail, userpassword } });
const confirmed = (email: string) =>
  ctx.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.email, email));
const askEmailChange = (token: string, newEmail: string, password: string) =>
  call(ctx, 'POST', '/api/account/email', { token, body: { newEmail, password } });
const confirmEmailChange = (token: string) =>
  call(ctx, 'POST', '/api/account/email/confirm', { body: { token } });
const reset = (token: string, userpassword = `new-${rand()}-${rand()}`) =>
  call(ctx, 'POST', '/api/auth/reset-password', { body: { token, userpassword } });

/** The secret of the newest email-change link mailed to `to` (read from the mail outbox). */
async function emailChangeLink(to: string) {
  const [mail] = await mailsTo(ctx, to, 'email-change');
  const token = new URL(String(mail?.data.link ?? ''), 'http://x').searchParams.get('token');
  if (!token) throw new Error(`no email-change link mailed to ${to}`);
  return token;
}

async function resetLinkFor(email: string) {
  expect((await call(ctx, 'POST', '/api/auth/forgot-password', { body: { useremail: email } })).status).toBe(
    200,
  );
  await vi.waitFor(async () => expect((await mailsTo(ctx, email, 'reset')).length).toBeGreaterThan(0));
  return linkToken(ctx, email, 'reset');
}

// Sign-ups, sign-ins and resets hash (scrypt): on a busy machine a case takes many seconds.
describe('a proved address claims an unconfirmed account', { timeout: 120_000 }, () => {
  it('"Continue with Google" ends the squatter\'s password and sessions', async () => {
    // 1. Someone signs up with the victim's address and a password, and never confirms it.
    const attacker = await signedUp(ctx);
    const victimAddress = attacker.useremail;
    // 2–3. The victim continues with Google on that address: the same account, now verified.
    const idToken = await googleIdToken({ sub: `victim-${rand()}`, email: victimAddress, name: 'Victim' });
    const google = await call(ctx, 'POST', '/api/google-auth', { body: { idToken } });
    expect(google.status).toBe(200);
    expect((await me(google.body.token)).body.data).toEqual({ email: victimAddress, verified: true });
    // 4. The attacker's session and password no longer open it.
    expect((await me(attacker.token)).status).toBe(401);
    expect((await signin(victimAddress, attacker.userpassword)).status).toBe(401);
    expect((await call(ctx, 'GET', '/api/candidate/Account', { token: attacker.token })).status).toBe(401);
    const [row] = await ctx.db.select().from(users).where(eq(users.email, victimAddress));
    expect(row?.passwordHash).toBeNull();
  });

  it('a confirmed account keeps its password and sessions when Google joins it', async () => {
    const owner = await signedUp(ctx);
    await confirmed(owner.useremail);
    const idToken = await googleIdToken({ sub: `owner-${rand()}`, email: owner.useremail });
    expect((await call(ctx, 'POST', '/api/google-auth', { body: { idToken } })).status).toBe(200);
    expect((await me(owner.token)).status).toBe(200);
    expect((await signin(owner.useremail, owner.userpassword)).status).toBe(200);
  });

  it('an email change confirmed into a never-confirmed account ends its password and sessions', async () => {
    // A link asked before an unconfirmed account was refused the change; its address is proved now.
    const squatter = await signedUp(ctx);
    const [row] = await ctx.db.select().from(users).where(eq(users.email, squatter.useremail));
    const target = `proved-${rand()}@example.com`;
    const { secret } = await createLink(ctx.db, row!.id, 'email-change', { newEmail: target });
    const done = await confirmEmailChange(secret);
    expect(done.status).toBe(200);
    expect(done.body.message).toContain('Forgot password');
    expect((await me(squatter.token)).status).toBe(401);
    expect((await signin(target, squatter.userpassword)).status).toBe(401);
  });
});

describe('retiring links an owner no longer trusts', { timeout: 120_000 }, () => {
  it('confirming a new address retires the reset links mailed to the old one', async () => {
    const a = await signedUp(ctx);
    await confirmed(a.useremail);
    const oldReset = await resetLinkFor(a.useremail);
    const moved = `moved-${rand()}@example.com`;
    expect((await askEmailChange(a.token, moved, a.userpassword)).status).toBe(200);
    expect((await confirmEmailChange(await emailChangeLink(moved))).status).toBe(200);
    expect(await reset(oldReset)).toMatchObject({
      status: 410,
      body: { success: false, message: 'This link has already been used. Ask for a new one.' },
    });
  });

  it('changing the password retires outstanding reset links', async () => {
    const a = await signedUp(ctx);
    const link = await resetLinkFor(a.useremail);
    const changed = await call(ctx, 'PUT', '/api/account/password', {
      token: a.token,
      body: { currentPassword: a.userpassword, newPassword: `changed-${rand()}-${rand()}` },
    });
    expect(changed.status).toBe(200);
    expect((await reset(link)).status).toBe(410);
  });

  it('a reset, a password change and "sign out everywhere" retire a pending email change', async () => {
    const ends: Array<[string, (a: Awaited<ReturnType<typeof signedUp>>) => Promise<unknown>]> = [
      ['reset', async (a) => expect((await reset(await resetLinkFor(a.useremail))).status).toBe(200)],
      [
        'password change',
        async (a) => {
          const body = { currentPassword: a.userpassword, newPassword: `changed-${rand()}-${rand()}` };
          expect((await call(ctx, 'PUT', '/api/account/password', { token: a.token, body })).status).toBe(
            200,
          );
        },
      ],
      [
        'sign out everywhere',
        async (a) =>
          expect((await call(ctx, 'DELETE', '/api/account/sessions', { token: a.token })).status).toBe(200),
      ],
    ];
    for (const [what, end] of ends) {
      const a = await signedUp(ctx);
      await confirmed(a.useremail);
      // Someone holding a session asks to move the account to their own mailbox.
      const theirs = `thief-${rand()}@example.com`;
      const thief = await signInFrom(ctx, a.useremail, a.userpassword);
      expect((await askEmailChange(thief, theirs, a.userpassword)).status).toBe(200);
      const pending = await emailChangeLink(theirs);
      await end(a);
      expect((await confirmEmailChange(pending)).status, what).toBe(410);
      const [row] = await ctx.db.select().from(users).where(eq(users.email, a.useremail));
      expect(row, what).toBeDefined();
    }
  });
});
