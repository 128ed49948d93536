// A live stream ends with the session it was opened with, however the session ends: signed out from
// another device, "sign out everywhere", a password reset, the account's deletion. The other
// sessions' streams go on, and a resumed stream is never told of the ending.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { notify } from '../../server/delivery/in-app/notify.ts';
import { linkToken, mailsTo, signedUp } from './account-recovery-fixtures.ts';
import { call, createTestContext, makeUser, signFor, type TestContext } from './harness.ts';
import { openStream, type SseReader, started } from './live-stream.ts';

let ctx: TestContext;
let base = '';
const open: SseReader[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const s of open) s.close();
  await ctx.close();
});

async function stream(token: string, headers: Record<string, string> = {}) {
  const s = await openStream(`${base}/api/events`, { authorization: `Bearer ${token}`, ...headers });
  open.push(s);
  await started(s);
  return s;
}

const ping = (userId: string) =>
  ctx.db.transaction((tx) => notify(tx, [{ userId, kind: 'job-alert', text: 'ping', link: '/jobs' }]));

describe('a live stream and its session', { timeout: 60_000 }, () => {
  it('ends when its device is signed out from another; the other device keeps its stream', async () => {
    const user = await makeUser(ctx, 'candidate');
    const phone = user.token;
    const laptop = await signFor(ctx, user.id);
    const [onPhone, onLaptop] = [await stream(phone), await stream(laptop)];
    const listed = await call(ctx, 'GET', '/api/account/sessions', { token: phone });
    const laptopId = listed.body.data.find((s: { current: boolean }) => !s.current).id;
    const lastSeen = onPhone.lastId() as string;

    expect((await call(ctx, 'DELETE', `/api/account/sessions/${laptopId}`, { token: phone })).status).toBe(
      200,
    );
    expect(await onLaptop.endedWithin(3000)).toBe(true);
    expect(await onPhone.endedWithin(300)).toBe(false);
    await ping(user.id);
    expect((await onPhone.next(1))[0]?.data).toEqual({ type: 'notification' });
    // Resumed from before the ending, the phone gets the notification only.
    const resumed = await stream(phone, { 'last-event-id': lastSeen });
    expect((await resumed.quiet(300)).map((e) => e.data)).toEqual([{ type: 'notification' }]);
    // The laptop's reconnection is refused.
    expect((await call(ctx, 'GET', '/api/events', { token: laptop })).status).toBe(401);
  });

  it('end on "sign out everywhere"', async () => {
    const user = await makeUser(ctx, 'recruiter');
    const other = await signFor(ctx, user.id);
    const streams = [await stream(user.token), await stream(user.token), await stream(other)];
    expect((await call(ctx, 'DELETE', '/api/account/sessions', { token: user.token })).status).toBe(200);
    for (const s of streams) expect(await s.endedWithin(3000)).toBe(true);
  });

  it('end on a password reset', async () => {
    const account = await signedUp(ctx);
    const s = await stream(account.token);
    await call(ctx, 'POST', '/api/auth/forgot-password', { body: { useremail: account.useremail } });
    // Queued off the request's path, so that known and unknown addresses answer alike.
    await vi.waitFor(async () => expect(await mailsTo(ctx, account.useremail, 'reset')).toHaveLength(1));
    const token = await linkToken(ctx, account.useremail, 'reset');
    const reset = await call(ctx, 'POST', '/api/auth/reset-password', {
      body: { token, userpassword: 'a new password 123' },
    });
    expect(reset.status).toBe(200);
    expect(await s.endedWithin(3000)).toBe(true);
  });

  it("end with the account's deletion", async () => {
    const account = await signedUp(ctx);
    const s = await stream(account.token);
    const deleted = await call(ctx, 'POST', '/api/account/delete', {
      token: account.token,
      body: { password: account.userpassword },
    });
    expect(deleted.status).toBe(200);
    expect(await s.endedWithin(3000)).toBe(true);
  });
});
