// Changing the account's email: asked with the password, done only by the link mailed to the new
// address (once, within an hour), told to the old address. A bad request changes nothing.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTokens, users } from '../../server/db/schema.ts';
import { waitForMail } from '../mail-inbox.ts';
import { dataContext, googlePerson, password, passwordPerson } from './account-data-fixtures.ts';
import { everyTable } from './account-traces.ts';
import { call, type TestContext } from './harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await dataContext();
});
afterAll(() => ctx.close());

type Person = Awaited<ReturnType<typeof passwordPerson>>;
const ask = (p: Person, body: object) => call(ctx, 'POST', '/api/account/email', { token: p.token, body });
const confirm = (token: string) => call(ctx, 'POST', '/api/account/email/confirm', { body: { token } });
const newAddress = () => `moved-${Math.random().toString(36).slice(2, 10)}@data.example.com`;

/** The secret of the link that reached `to` (it is only in the mail: the table keeps a hash). */
async function linkMailedTo(to: string) {
  const mail = await waitForMail(to, { match: (m) => m.subject === 'Confirm your new email for Hireloop' });
  const token = /\/confirm-email\?token=([\w-]{43})/.exec(mail.text ?? '')?.[1];
  expect(token).toBeDefined();
  return token!;
}

const emailOf = async (p: Person) => (await ctx.db.select().from(users).where(eq(users.id, p.id)))[0]?.email;

// Sign-ups and each password check hash (scrypt): on a busy machine a case takes tens of seconds.
describe('changing the email', { timeout: 120_000 }, () => {
  it('moves the account once the new address confirms, and tells the old one', async () => {
    const p = await passwordPerson(ctx);
    const to = newAddress();
    const asked = await ask(p, { newEmail: to.toUpperCase(), password });
    expect(asked.body).toEqual({
      success: true,
      message: `We sent a link to ${to}. Open it within an hour to confirm the change.`,
    });
    const secret = await linkMailedTo(to);
    const [row] = await ctx.db
      .select()
      .from(accountTokens)
      .where(and(eq(accountTokens.userId, p.id), eq(accountTokens.kind, 'email-change')));
    expect(row).toMatchObject({ kind: 'email-change', newEmail: to, usedAt: null });
    expect(row!.tokenHash).not.toContain(secret);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeLessThanOrEqual(60 * 60_000 + 1000);
    // Nothing moves before the link is used.
    expect(await emailOf(p)).toBe(p.email);

    const done = await confirm(secret);
    expect(done.body).toEqual({ success: true, message: `Your email is now ${to}` });
    expect(await emailOf(p)).toBe(to);
    const told = await waitForMail(p.email, {
      match: (m) => m.subject === 'The email of your Hireloop account was changed',
    });
    expect(told.text).toContain(`your Hireloop account now uses the address ${to}`);
    // Single use.
    expect(await confirm(secret)).toMatchObject({
      status: 410,
      body: { success: false, message: 'This link has already been used. Ask for a new one.' },
    });
    const signin = (useremail: string) =>
      call(ctx, 'POST', '/api/signin', { body: { useremail, userpassword: password } });
    expect((await signin(to)).status).toBe(200);
    expect((await signin(p.email)).status).toBe(401);
  });

  it('refuses a wrong password, the same address, a taken one and a Google-only account, changing nothing', async () => {
    const p = await passwordPerson(ctx);
    const other = await passwordPerson(ctx);
    const google = await googlePerson(ctx);
    const before = await everyTable(ctx.db);
    const cases: Array<[Person, object, number, string]> = [
      [
        p,
        { newEmail: newAddress(), password: 'wrong password' },
        403,
        'That password is not right: your email was not changed',
      ],
      [p, { newEmail: p.email, password }, 400, 'That is already the email of this account'],
      [
        p,
        { newEmail: other.email.toUpperCase(), password },
        409,
        'An account with this email already exists',
      ],
      [p, { newEmail: 'not an email', password }, 400, 'Please enter a valid email address'],
      [p, { newEmail: newAddress() }, 400, 'Your current password is required'],
      [
        google,
        { newEmail: newAddress(), password },
        403,
        "This account signs in with Google, so its email is your Google account's",
      ],
    ];
    for (const [who, body, status, message] of cases) {
      expect(await ask(who, body)).toMatchObject({ status, body: { success: false, message } });
    }
    expect(await everyTable(ctx.db)).toEqual(before);
    expect(
      (await call(ctx, 'POST', '/api/account/email', { body: { newEmail: newAddress(), password } })).status,
    ).toBe(401);
  });

  it('says why a link does not work: expired, unknown, replaced by a newer one, or its address taken since', async () => {
    const p = await passwordPerson(ctx);
    const first = newAddress();
    await ask(p, { newEmail: first, password });
    const firstSecret = await linkMailedTo(first);
    const second = newAddress();
    await ask(p, { newEmail: second, password });
    const secondSecret = await linkMailedTo(second);
    // Only the newest request counts.
    expect((await confirm(firstSecret)).status).toBe(410);
    expect((await confirm('A'.repeat(43))).body.message).toBe(
      'This link is not valid: it may be cut short or mistyped. Ask for a new one.',
    );
    expect((await confirm(secondSecret.slice(0, 20))).status).toBe(400);

    // Someone else took the address meanwhile: refused, and the link still works once it is free.
    const taker = await passwordPerson(ctx);
    await ctx.db.update(users).set({ email: second }).where(eq(users.id, taker.id));
    expect(await confirm(secondSecret)).toMatchObject({
      status: 409,
      body: { message: 'An account with this email already exists' },
    });
    await ctx.db.update(users).set({ email: taker.email }).where(eq(users.id, taker.id));
    expect((await confirm(secondSecret)).status).toBe(200);

    const late = newAddress();
    await ask(p, { newEmail: late, password });
    const lateSecret = await linkMailedTo(late);
    await ctx.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.newEmail, late));
    expect((await confirm(lateSecret)).body.message).toBe('This link has expired. Ask for a new one.');
    expect(await emailOf(p)).toBe(second);
  });
});
