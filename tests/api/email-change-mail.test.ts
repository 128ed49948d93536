// The email-change mail goes to an address that has not proved to be the person's: only confirmed
// accounts may ask, each address gets a bounded number, and none carries the account's own words.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema.ts';
import { waitForMail } from '../mail-inbox.ts';
import { rand } from './account-recovery-fixtures.ts';
import { call, createTestContext, type TestContext } from './harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({
    // Mail goes to the run's catcher; three requests per address (and account) per 15 minutes.
    env: { SMTP_URL: process.env.SMTP_URL ?? '', RATE_LIMIT_ACCOUNT_PER_15_MINUTES: '3' },
  });
});
afterAll(() => ctx.close());

const password = 'correct horse battery staple';

/** An account signed up with `username` and signed in; confirmed unless told otherwise. */
async function account(username: string, confirmed = true) {
  const useremail = `sender-${rand()}@example.com`;
  const up = await call(ctx, 'POST', '/api/signup', {
    body: { username, useremail, userpassword: password },
  });
  expect(up.status).toBe(201);
  const signin = await call(ctx, 'POST', '/api/signin', { body: { useremail, userpassword: password } });
  expect(signin.status).toBe(200);
  if (confirmed)
    await ctx.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.email, useremail));
  return signin.body.token as string;
}

const ask = (token: string, newEmail: string) =>
  call(ctx, 'POST', '/api/account/email', { token, body: { newEmail, password } });

describe('the email-change mail', { timeout: 120_000 }, () => {
  it('is refused to an account that never confirmed its own address', async () => {
    const throwaway = await account('Throwaway', false);
    expect(await ask(throwaway, `target-${rand()}@example.com`)).toMatchObject({
      status: 403,
      body: { success: false, message: 'Confirm your current email first: open the link we sent to it' },
    });
  });

  it('carries no text the account chose', async () => {
    const name = 'Payroll your salary is on hold confirm at evil example';
    const target = `target-${rand()}@example.com`;
    expect((await ask(await account(name), target)).status).toBe(200);
    const mail = await waitForMail(target, {
      match: (m) => m.subject === 'Confirm your new email for Hireloop',
    });
    expect(mail.text).toContain(target);
    expect(mail.text).not.toContain('Payroll');
    expect(mail.html).not.toContain('Payroll');
  });

  it('is limited per target address, whichever accounts ask', async () => {
    const target = `target-${rand()}@example.com`;
    const askers = await Promise.all([1, 2, 3, 4].map((i) => account(`Asker ${i}`)));
    const statuses: number[] = [];
    for (const token of askers) statuses.push((await ask(token, target)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    // Another address is not held back by this one's limit.
    expect((await ask(askers[3]!, `other-${rand()}@example.com`)).status).toBe(200);
  });
});
