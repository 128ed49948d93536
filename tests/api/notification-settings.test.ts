// The Account page's email and push switches: each user reads and turns only their own; a kind's
// push turned off queues no push for it (in-app notifications still come); email asks emailAllowed.
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, pushOutbox, pushSubscriptions } from '../../server/db/schema.ts';
import { emailAllowed, pushAllowed } from '../../server/delivery/preferences.ts';
import { call, createTestContext, type TestContext, type TestUser } from './harness.ts';
import { makeCandidate, makeRecruiter, postJob } from './jobs-fixtures.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  // Queued pushes stay in the outbox to be counted: nothing here sends them.
  await ctx.app.pushWorker.stop();
});
afterAll(() => ctx.close());

const url = '/api/account/notification-settings';
const read = (user: TestUser) => call(ctx, 'GET', url, { token: user.token });
const turn = (user: TestUser, body: unknown) => call(ctx, 'PUT', url, { token: user.token, body });
const allOn = ['applicants', 'decisions', 'messages', 'job-alerts'].map((kind) => ({
  kind,
  email: true,
  push: true,
}));

describe('notification settings', () => {
  it('starts with every kind on, and turns one switch without touching the other', async () => {
    const user = await makeCandidate(ctx);
    const first = await read(user);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ success: true, data: allOn });
    expect(first.headers['cache-control']).toBe('private, no-store');

    const off = await turn(user, { kind: 'decisions', email: false });
    expect(off.status).toBe(200);
    expect(off.body.data).toContainEqual({ kind: 'decisions', email: false, push: true });
    const pushOff = await turn(user, { kind: 'decisions', push: false });
    expect(pushOff.body.data).toContainEqual({ kind: 'decisions', email: false, push: false });
    await turn(user, { kind: 'decisions', email: true });
    expect((await read(user)).body.data).toContainEqual({ kind: 'decisions', email: true, push: false });
    expect(await emailAllowed(ctx.db, user.id, 'decisions')).toBe(true);
    expect(await pushAllowed(ctx.db, user.id, 'decisions')).toBe(false);
  });

  it("changes only the caller's own switches", async () => {
    const mine = await makeCandidate(ctx);
    const theirs = await makeCandidate(ctx);
    await turn(mine, { kind: 'job-alerts', email: false, push: false });
    expect((await read(theirs)).body.data).toEqual(allOn);
    expect(await emailAllowed(ctx.db, theirs.id, 'job-alerts')).toBe(true);
    expect(await emailAllowed(ctx.db, mine.id, 'job-alerts')).toBe(false);
  });

  it('refuses a visitor, an unknown kind, an empty change and a non-boolean with a message', async () => {
    const user = await makeRecruiter(ctx);
    expect((await call(ctx, 'GET', url)).status).toBe(401);
    expect((await call(ctx, 'PUT', url, { body: { kind: 'applicants', email: false } })).status).toBe(401);
    const refusals: Array<[unknown, string]> = [
      [{ kind: 'spam', email: false }, 'kind must be applicants, decisions, messages or job-alerts'],
      [{ kind: 'applicants' }, 'Give email, push or both'],
      [{ kind: 'applicants', email: 'no' }, 'email must be true or false'],
      [{ kind: 'applicants', push: 0 }, 'push must be true or false'],
    ];
    for (const [body, message] of refusals) {
      const res = await turn(user, body);
      expect([body, res.status, res.body]).toEqual([body, 400, { success: false, message }]);
    }
    expect((await read(user)).body.data).toEqual(allOn);
  });
});

describe('a kind whose push is off', () => {
  async function subscribe(user: TestUser) {
    const [row] = await ctx.db
      .insert(pushSubscriptions)
      .values({
        userId: user.id,
        endpoint: `https://push.example.com/${randomBytes(6).toString('hex')}`,
        p256dh: 'key',
        auth: 'auth',
        topics: ['applicants', 'decisions', 'job-alerts'],
      })
      .returning();
    return row!.id;
  }
  const pushesTo = (subscriptionId: string, topic: 'decisions' | 'job-alerts') =>
    ctx.db.$count(
      pushOutbox,
      and(eq(pushOutbox.subscriptionId, subscriptionId), eq(pushOutbox.topic, topic)),
    );
  const toldOf = (user: TestUser, kind: 'job-alert' | 'application-decided') =>
    ctx.db.$count(notifications, and(eq(notifications.userId, user.id), eq(notifications.kind, kind)));

  it('queues no job-alert push for the candidate, who is still told in the app', async () => {
    const recruiter = await makeRecruiter(ctx);
    const [on, off] = [await makeCandidate(ctx), await makeCandidate(ctx)];
    const [onDevice, offDevice] = [await subscribe(on), await subscribe(off)];
    for (const user of [on, off]) {
      const alert = await call(ctx, 'POST', '/api/candidate/alerts', {
        token: user.token,
        body: { q: 'erlang' },
      });
      expect(alert.status).toBe(201);
    }
    expect((await turn(off, { kind: 'job-alerts', push: false })).status).toBe(200);
    await postJob(ctx, recruiter, { JobTitle: 'Erlang Engineer' });
    expect(await pushesTo(onDevice, 'job-alerts')).toBe(1);
    expect(await pushesTo(offDevice, 'job-alerts')).toBe(0);
    expect(await toldOf(off, 'job-alert')).toBe(1);
  });

  it('queues no decision push for the candidate, who is still told in the app', async () => {
    const recruiter = await makeRecruiter(ctx);
    const candidate = await makeCandidate(ctx);
    const device = await subscribe(candidate);
    expect((await turn(candidate, { kind: 'decisions', push: false })).status).toBe(200);
    const job = await postJob(ctx, recruiter);
    const applied = await call(ctx, 'POST', `/api/candidate/applyjob/${job._id}`, { token: candidate.token });
    expect(applied.status).toBe(201);
    const decided = await call(ctx, 'PUT', `/api/recruiter/rejectJob/${applied.body.data._id}`, {
      token: recruiter.token,
    });
    expect(decided.status).toBe(200);
    expect(await toldOf(candidate, 'application-decided')).toBe(1);
    expect(await pushesTo(device, 'decisions')).toBe(0);
    // Turned back on, the next decision is pushed.
    await turn(candidate, { kind: 'decisions', push: true });
    const again = await postJob(ctx, recruiter);
    const second = await call(ctx, 'POST', `/api/candidate/applyjob/${again._id}`, {
      token: candidate.token,
    });
    await call(ctx, 'PUT', `/api/recruiter/acceptJob/${second.body.data._id}`, { token: recruiter.token });
    expect(await pushesTo(device, 'decisions')).toBe(1);
  });
});
