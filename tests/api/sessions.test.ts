// Sessions per device: logout and "Sign out" end one device, "Sign out everywhere" all of them, a
// device's push subscription goes with its session, and the auth check writes last-seen rarely.
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions, sessions } from '../../server/db/schema.ts';
import { lastSeenEveryMs } from '../../server/services/accounts/sessions.ts';
import { fcmSubscription, laptopUa, signedUp, signInFrom } from './account-recovery-fixtures.ts';
import { call, createTestContext, type TestContext } from './harness.ts';

let ctx: TestContext;
const statements: string[] = [];
beforeAll(async () => {
  ctx = await createTestContext({ onQuery: (sql) => statements.push(sql) });
});
afterAll(() => ctx.close());

const me = (token: string) => call(ctx, 'GET', '/api/account/email-status', { token });
const list = (token: string) => call(ctx, 'GET', '/api/account/sessions', { token });

async function phoneAndLaptop() {
  const a = await signedUp(ctx);
  return { ...a, phone: a.token, laptop: await signInFrom(ctx, a.useremail, a.userpassword, laptopUa) };
}

describe('the signed-in devices', () => {
  it('lists each sign-in with its browser, last seen, and which one is asking', async () => {
    const a = await phoneAndLaptop();
    const res = await list(a.phone);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const devices = res.body.data.map((d: { device: string; current: boolean }) => [d.device, d.current]);
    expect(devices.sort()).toEqual([
      ['Chrome on Android', true],
      ['Firefox on Windows', false],
    ]);
    for (const d of res.body.data) expect(Number.isNaN(Date.parse(d.lastSeenAt))).toBe(false);
  });

  it('logout ends this device only', async () => {
    const a = await phoneAndLaptop();
    expect((await call(ctx, 'POST', '/api/signout', { token: a.phone })).status).toBe(200);
    expect((await me(a.phone)).status).toBe(401);
    expect((await me(a.laptop)).status).toBe(200);
    expect((await list(a.laptop)).body.data).toHaveLength(1);
  });

  it('"Sign out" ends the chosen device; another account\'s device is not found and stays', async () => {
    const a = await phoneAndLaptop();
    const b = await signedUp(ctx);
    const laptopId = (await list(a.laptop)).body.data.find((d: { current: boolean }) => d.current).id;
    const theirs = (await list(b.token)).body.data[0].id;
    const refused = await call(ctx, 'DELETE', `/api/account/sessions/${theirs}`, { token: a.phone });
    expect(refused).toMatchObject({
      status: 404,
      body: { success: false, message: 'This device is not signed in to your account' },
    });
    expect((await me(b.token)).status).toBe(200);
    expect((await call(ctx, 'DELETE', '/api/account/sessions/not-a-uuid', { token: a.phone })).status).toBe(
      400,
    );

    const out = await call(ctx, 'DELETE', `/api/account/sessions/${laptopId}`, { token: a.phone });
    expect(out).toMatchObject({ status: 200, body: { success: true, message: 'Signed out on that device' } });
    expect((await me(a.laptop)).status).toBe(401);
    expect((await me(a.phone)).status).toBe(200);
  });

  it('"Sign out everywhere" ends every device, this one too', async () => {
    const a = await phoneAndLaptop();
    const res = await call(ctx, 'DELETE', '/api/account/sessions', { token: a.phone });
    expect(res).toMatchObject({ status: 200, body: { message: 'Signed out on every device' } });
    for (const t of [a.phone, a.laptop]) expect((await me(t)).status).toBe(401);
    expect((await call(ctx, 'DELETE', '/api/account/sessions')).status).toBe(401);
  });

  it("a device's push subscription goes with its session only", async () => {
    const a = await phoneAndLaptop();
    const phoneSub = fcmSubscription();
    const laptopSub = fcmSubscription();
    for (const [token, body] of [
      [a.phone, phoneSub],
      [a.laptop, laptopSub],
    ] as const) {
      expect((await call(ctx, 'POST', '/api/push/subscriptions', { token, body })).status).toBe(201);
    }
    await call(ctx, 'POST', '/api/signout', { token: a.phone });
    const at = (endpoint: string) =>
      ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
    expect(await at(phoneSub.endpoint)).toHaveLength(0);
    expect(await at(laptopSub.endpoint)).toHaveLength(1);
  });
});

describe('the auth check', () => {
  it('reads the session on each request and writes last-seen only when it is stale', async () => {
    const a = await signedUp(ctx);
    const writes = () => statements.filter((s) => /^update "sessions"/i.test(s)).length;
    const before = writes();
    for (let i = 0; i < 5; i++) expect((await me(a.token)).status).toBe(200);
    expect(writes()).toBe(before);

    // This account's session: the newest sign-in.
    const [row] = await ctx.db.select().from(sessions).orderBy(desc(sessions.createdAt)).limit(1);
    const stale = new Date(Date.now() - lastSeenEveryMs - 60_000);
    await ctx.db.update(sessions).set({ lastSeenAt: stale });
    const since = writes();
    await me(a.token);
    await me(a.token);
    expect(writes()).toBe(since + 1);
    const [after] = await ctx.db.select().from(sessions).where(eq(sessions.id, row!.id));
    expect(after!.lastSeenAt.getTime()).toBeGreaterThan(stale.getTime());
  });

  it('refuses a token whose session row is gone', async () => {
    const a = await signedUp(ctx);
    expect((await me(a.token)).status).toBe(200);
    await ctx.db.delete(sessions);
    const res = await me(a.token);
    expect(res).toMatchObject({ status: 401, body: { success: false } });
  });
});
