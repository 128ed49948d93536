// Web Push against a local stand-in push service that decrypts every payload with the
// subscription's own keys (push-standin.ts): subscribing, what a push carries, per-kind switches,
// gathered job alerts, 410 clean-up, a push service that hangs or fails, logout, hostile input.
import { eq } from 'drizzle-orm';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, pushOutbox, pushSubscriptions } from '../../server/db/schema.ts';
import { notify } from '../../server/delivery/in-app/notify.ts';
import { call, createTestContext, type TestContext, type TestUser } from './harness.ts';
import { makeCandidate, makeRecruiter, newKey, postJob } from './jobs-fixtures.ts';
import { startPushStandIn } from './push-standin.ts';

let ctx: TestContext;
let standIn: Awaited<ReturnType<typeof startPushStandIn>>;
const windowMs = 1500;
beforeAll(async () => {
  standIn = await startPushStandIn();
  ctx = await createTestContext({
    env: {
      PUSH_STANDIN_ORIGIN: standIn.origin,
      PUSH_JOB_ALERT_WINDOW_MS: String(windowMs),
      PUSH_TIMEOUT_MS: '3000',
    },
  });
});
afterAll(async () => {
  await ctx.close();
  await standIn.close();
});

type Device = ReturnType<typeof standIn.device>;
const subscribe = (user: TestUser, body: unknown) =>
  call(ctx, 'POST', '/api/push/subscriptions', { token: user.token, body });
const unsubscribe = (user: TestUser, endpoint: string) =>
  call(ctx, 'DELETE', '/api/push/subscriptions', { token: user.token, body: { endpoint } });
const outboxOf = (device: Device) =>
  ctx.db
    .select({ id: pushOutbox.id, attempts: pushOutbox.attempts, dueAt: pushOutbox.dueAt })
    .from(pushOutbox)
    .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, pushOutbox.subscriptionId))
    .where(eq(pushSubscriptions.endpoint, device.subscription.endpoint));
const subscriptionOf = (device: Device) =>
  ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, device.subscription.endpoint));
/** Waits until the worker has sent what is due. */
const drained = () => ctx.app.pushWorker.idle();
async function until(check: () => boolean | Promise<boolean>, ms = 8000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function applied(recruiter: TestUser, candidate: TestUser) {
  const job = await postJob(ctx, recruiter, { JobTitle: `Pushed Role ${newKey()}` });
  const res = await call(ctx, 'POST', `/api/candidate/applyjob/${job._id}`, {
    token: candidate.token,
    body: {},
  });
  expect(res.status).toBe(201);
  return job;
}

describe('the VAPID key', () => {
  it('is made once into DATA_DIR and handed to browsers', async () => {
    const res = await call(ctx, 'GET', '/api/push/key');
    expect(res.status).toBe(200);
    const kept = JSON.parse(fs.readFileSync(path.join(ctx.app.config.dataDir, 'vapid-keys.json'), 'utf8'));
    expect(res.body).toEqual({ success: true, publicKey: kept.publicKey });
    expect(Buffer.from(kept.publicKey, 'base64url')).toHaveLength(65);
    expect(fs.statSync(path.join(ctx.app.config.dataDir, 'vapid-keys.json')).mode & 0o077).toBe(0);
  });
});

describe('subscribing and sending', () => {
  it('pushes a new applicant to the recruiter’s device, encrypted to its keys and signed', async () => {
    const recruiter = await makeRecruiter(ctx);
    const candidate = await makeCandidate(ctx);
    const device = standIn.device();
    const first = await subscribe(recruiter, device.subscription);
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      success: true,
      message: 'Notifications are on for this device',
      data: {
        endpoint: device.subscription.endpoint,
        topics: ['applicants', 'decisions', 'job-alerts', 'messages'],
      },
    });
    const again = await subscribe(recruiter, device.subscription);
    expect(again.status).toBe(200);
    expect(await subscriptionOf(device)).toHaveLength(1);

    const job = await applied(recruiter, candidate);
    await until(() => device.received().length === 1);
    const [push] = device.received();
    expect(push?.payload).toEqual({
      title: 'New applicant',
      body: `Full ${candidate.username} applied to ${job.JobTitle}`,
      url: `/jobs/Info/Applicants/${job.UrlPath}`,
      tag: 'applicants',
      badge: 1,
    });
    expect(push?.headers).toEqual({ ttl: '86400', urgency: 'normal', topic: 'applicants' });
    expect(push?.audience).toBe(standIn.origin);
    expect(standIn.failures).toEqual([]);
    await until(async () => (await outboxOf(device)).length === 0);
  });

  it('sends only the kinds a device switched on', async () => {
    const recruiter = await makeRecruiter(ctx);
    const candidate = await makeCandidate(ctx);
    const device = standIn.device();
    expect((await subscribe(candidate, { ...device.subscription, topics: ['job-alerts'] })).status).toBe(201);
    const job = await applied(recruiter, candidate);
    const [application] = (
      await call(ctx, 'GET', `/api/recruiter/applicant/${job.UrlPath}`, { token: recruiter.token })
    ).body;
    const hired = await call(ctx, 'PUT', `/api/recruiter/acceptJob/${application._id}`, {
      token: recruiter.token,
    });
    expect(hired.status).toBe(200);
    await drained();
    expect(device.received()).toEqual([]);
    // Switched on: the next decision is pushed, urgent and kept for a week.
    const changed = await subscribe(candidate, {
      ...device.subscription,
      topics: ['decisions', 'decisions'],
    });
    expect(changed.body.data.topics).toEqual(['decisions']);
    const second = await applied(recruiter, candidate);
    const [next] = (
      await call(ctx, 'GET', `/api/recruiter/applicant/${second.UrlPath}`, { token: recruiter.token })
    ).body;
    await call(ctx, 'PUT', `/api/recruiter/rejectJob/${next._id}`, { token: recruiter.token });
    await until(() => device.received().length === 1);
    expect(device.received()[0]).toMatchObject({
      payload: { title: 'Application update', tag: 'decisions', url: `/jobs/Info/${second.UrlPath}` },
      headers: { ttl: String(7 * 24 * 3600), urgency: 'high' },
    });
  });

  it('a renewed subscription (pushsubscriptionchange) replaces the old one and keeps its switches', async () => {
    const candidate = await makeCandidate(ctx);
    const old = standIn.device();
    const renewed = standIn.device();
    await subscribe(candidate, { ...old.subscription, topics: ['job-alerts'] });
    const res = await subscribe(candidate, { ...renewed.subscription, replaces: old.subscription.endpoint });
    expect(res.body.data.topics).toEqual(['job-alerts']);
    expect(await subscriptionOf(old)).toHaveLength(0);
    expect(await subscriptionOf(renewed)).toHaveLength(1);
  });

  it('gathers job alerts matching within the window into one push', async () => {
    const recruiter = await makeRecruiter(ctx);
    const candidate = await makeCandidate(ctx);
    const device = standIn.device();
    await subscribe(candidate, device.subscription);
    await call(ctx, 'POST', '/api/candidate/alerts', { token: candidate.token, body: { q: 'zanzibar' } });
    for (let i = 0; i < 3; i++) await postJob(ctx, recruiter, { JobTitle: `Zanzibar Guide ${i}` });
    expect(await ctx.db.$count(notifications, eq(notifications.userId, candidate.id))).toBe(3);
    await until(() => device.received().length > 0, windowMs + 5000);
    await drained();
    expect(device.received().map((d) => d.payload)).toEqual([
      {
        title: 'Job alert',
        body: '3 new jobs for your alerts',
        url: '/notifications',
        tag: 'job-alerts',
        badge: 3,
      },
    ]);
    expect(device.received()[0]?.headers.urgency).toBe('low');
    // One alone says what it is.
    const job = await postJob(ctx, recruiter, { JobTitle: 'Zanzibar Diver' });
    await until(() => device.received().length === 2, windowMs + 5000);
    expect(device.received()[1]?.payload).toMatchObject({
      body: 'New job for your alert: Zanzibar Diver at Acme Corp',
      url: `/jobs/Info/${job.UrlPath}`,
    });
  });

  it('writes pushes only for events that commit, once per event', async () => {
    const candidate = await makeCandidate(ctx);
    const device = standIn.device('hang');
    await subscribe(candidate, device.subscription);
    const alert = { userId: candidate.id, kind: 'job-alert' as const, text: 'x', link: '/jobs' };
    await expect(
      ctx.db.transaction(async (tx) => {
        await notify(tx, [alert]);
        throw new Error('the event failed');
      }),
    ).rejects.toThrow('the event failed');
    expect(await outboxOf(device)).toEqual([]);
    const recruiter = await makeRecruiter(ctx);
    const recruiterDevice = standIn.device('hang');
    await subscribe(recruiter, recruiterDevice.subscription);
    const job = await postJob(ctx, recruiter);
    const key = { 'idempotency-key': newKey() };
    const url = `/api/candidate/applyjob/${job._id}`;
    for (let i = 0; i < 2; i++) {
      expect((await call(ctx, 'POST', url, { token: candidate.token, body: {}, headers: key })).status).toBe(
        201,
      );
    }
    expect((await call(ctx, 'POST', url, { token: candidate.token, body: {} })).status).toBe(409);
    await until(async () => standIn.requests() > 0 && (await outboxOf(recruiterDevice)).length === 1);
  });
});

describe('when the push service says no, or nothing', () => {
  it('forgets a subscription the push service calls gone (410)', async () => {
    const recruiter = await makeRecruiter(ctx);
    const device = standIn.device('gone');
    await subscribe(recruiter, device.subscription);
    await applied(recruiter, await makeCandidate(ctx));
    await until(async () => (await subscriptionOf(device)).length === 0);
    expect(await outboxOf(device)).toEqual([]);
  });

  it('retries a failing service later, with backoff', async () => {
    const recruiter = await makeRecruiter(ctx);
    const device = standIn.device('busy');
    await subscribe(recruiter, device.subscription);
    await applied(recruiter, await makeCandidate(ctx));
    await until(async () => (await outboxOf(device))[0]?.attempts === 1);
    await drained();
    const [row] = await outboxOf(device);
    // Waits about 5 s (±25%) before its second try.
    expect(row!.dueAt.getTime() - Date.now()).toBeGreaterThan(2500);
    device.behave('accept');
    await ctx.db.update(pushOutbox).set({ dueAt: new Date() }).where(eq(pushOutbox.id, row!.id));
    ctx.app.pushWorker.wake();
    await until(() => device.received().length === 1);
  });

  it('a push service that hangs slows no write and fails none', async () => {
    const recruiter = await makeRecruiter(ctx);
    const device = standIn.device('hang');
    await subscribe(recruiter, device.subscription);
    const job = await postJob(ctx, recruiter);
    const before = standIn.requests();
    const times: number[] = [];
    for (let i = 0; i < 12; i++) {
      const candidate = await makeCandidate(ctx);
      const t0 = performance.now();
      const res = await call(ctx, 'POST', `/api/candidate/applyjob/${job._id}`, {
        token: candidate.token,
        body: {},
      });
      times.push(performance.now() - t0);
      expect(res.status).toBe(201);
    }
    // The pushes did go out, and hang there (3 s timeout) while every apply was answered.
    await until(() => standIn.requests() > before);
    expect(Math.max(...times)).toBeLessThan(1000);
    expect(await ctx.db.$count(notifications, eq(notifications.userId, recruiter.id))).toBe(12);
  });
});

describe('logout', () => {
  it('DELETE forgets this device only; signing out forgets what its session subscribed', async () => {
    const recruiter = await makeRecruiter(ctx);
    const phone = standIn.device();
    const laptop = standIn.device();
    await subscribe(recruiter, phone.subscription);
    await subscribe(recruiter, laptop.subscription);
    const someoneElse = await makeRecruiter(ctx);
    // Another account cannot switch off this device.
    const refused = await unsubscribe(someoneElse, phone.subscription.endpoint);
    expect(refused.status).toBe(200);
    expect(refused.body.removed).toBe(false);
    expect(await subscriptionOf(phone)).toHaveLength(1);
    const off = await unsubscribe(recruiter, phone.subscription.endpoint);
    expect(off.body).toEqual({
      success: true,
      removed: true,
      message: 'Notifications are off for this device',
    });
    expect(await subscriptionOf(phone)).toHaveLength(0);
    expect(await subscriptionOf(laptop)).toHaveLength(1);
    // The queued DELETE of an offline logout may arrive twice: the same answer.
    expect((await unsubscribe(recruiter, phone.subscription.endpoint)).status).toBe(200);
    expect((await call(ctx, 'POST', '/api/signout', { token: recruiter.token })).status).toBe(200);
    expect(await subscriptionOf(laptop)).toHaveLength(0);
  });

  it('a device subscribed by the next account pushes only for that account', async () => {
    const first = await makeRecruiter(ctx);
    const second = await makeRecruiter(ctx);
    const device = standIn.device();
    await subscribe(first, device.subscription);
    await subscribe(second, device.subscription);
    const [row] = await subscriptionOf(device);
    expect(row?.userId).toBe(second.id);
  });

  it('a device taken over by another account drops the pushes queued for the first', async () => {
    const recruiter = await makeRecruiter(ctx);
    const first = await makeCandidate(ctx);
    const second = await makeCandidate(ctx);
    const device = standIn.device();
    expect((await subscribe(first, device.subscription)).status).toBe(201);
    const [before] = await subscriptionOf(device);
    const q = `takeover${newKey().slice(4, 12)}`;
    await call(ctx, 'POST', '/api/candidate/alerts', { token: first.token, body: { q } });
    await postJob(ctx, recruiter, { JobTitle: `${q} Engineer` });
    // The first account's job alert waits out its window in the outbox...
    expect(await outboxOf(device)).toHaveLength(1);
    // ...when the second account subscribes on the same device.
    expect((await subscribe(second, device.subscription)).status).toBe(201);
    const [after] = await subscriptionOf(device);
    expect(after?.userId).toBe(second.id);
    expect(after?.id).not.toBe(before?.id);
    expect(await outboxOf(device)).toEqual([]);
    await new Promise((r) => setTimeout(r, windowMs + 200));
    await drained();
    expect(device.received()).toEqual([]);
    // The first account's DELETE says it removed nothing, and leaves the second's row alone.
    const stale = await unsubscribe(first, device.subscription.endpoint);
    expect(stale.status).toBe(200);
    expect(stale.body).toEqual({
      success: true,
      removed: false,
      message: 'This device had no notifications on for your account',
    });
    expect(await subscriptionOf(device)).toHaveLength(1);
    const own = await unsubscribe(second, device.subscription.endpoint);
    expect(own.body).toMatchObject({ removed: true, message: 'Notifications are off for this device' });
    expect(await subscriptionOf(device)).toEqual([]);
  });
});

describe('hostile input', () => {
  const keys = () => standIn.device().subscription.keys;
  it.each([
    ['http://fcm.googleapis.com/fcm/send/abc', 'endpoint must be an https: URL'],
    [
      'https://evil.example.com/push/1',
      "endpoint must be a browser's push service (Google, Mozilla, Apple or Microsoft)",
    ],
    [
      'https://127.0.0.1/push/1',
      "endpoint must be a browser's push service (Google, Mozilla, Apple or Microsoft)",
    ],
    [
      'https://fcm.googleapis.com:8443/fcm/send/abc',
      "endpoint must be a browser's push service (Google, Mozilla, Apple or Microsoft)",
    ],
    [
      'https://fcm.googleapis.com.evil.example/x',
      "endpoint must be a browser's push service (Google, Mozilla, Apple or Microsoft)",
    ],
    ['https://user:pw@fcm.googleapis.com/fcm/send/abc', 'endpoint must not carry a user name or password'],
    ['javascript:alert(1)', 'endpoint must be an https: URL'],
    ['not a url', 'endpoint must be a push service URL'],
    [`https://fcm.googleapis.com/fcm/send/${'a'.repeat(1100)}`, 'endpoint must be at most 1024 characters'],
  ])('refuses the endpoint %s', async (endpoint, message) => {
    const res = await subscribe(await makeCandidate(ctx), { endpoint, keys: keys() });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message });
  });

  it.each([
    [
      { p256dh: Buffer.alloc(65, 4).toString('base64url').slice(0, 40), auth: 'AAAAAAAAAAAAAAAAAAAAAA' },
      'keys.p256dh must be a P-256 public key',
    ],
    [{ auth: 'AAAAAAAAAAAAAAAAAAAAAA' }, 'keys.p256dh is required'],
    [{ p256dh: 'x'.repeat(200), auth: 'AAAAAAAAAAAAAAAAAAAAAA' }, 'keys.p256dh is too long'],
    [{ p256dh: '<script>', auth: 'AAAAAAAAAAAAAAAAAAAAAA' }, 'keys.p256dh must be base64url'],
  ])('refuses the keys %j', async (badKeys, message) => {
    const body = { endpoint: standIn.device().subscription.endpoint, keys: { ...keys(), ...badKeys } };
    if (!('p256dh' in badKeys)) delete (body.keys as { p256dh?: string }).p256dh;
    const res = await subscribe(await makeCandidate(ctx), body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message });
  });

  it('refuses a short auth secret, unknown topics and a body that is not a subscription', async () => {
    const user = await makeCandidate(ctx);
    const { subscription } = standIn.device();
    const short = await subscribe(user, { ...subscription, keys: { ...subscription.keys, auth: 'AAAA' } });
    expect(short.body).toEqual({ success: false, message: 'keys.auth must be 16 bytes' });
    const topics = await subscribe(user, { ...subscription, topics: ['everything'] });
    expect(topics.status).toBe(400);
    expect(topics.body.message).toBe('topics must be applicants, decisions, job-alerts or messages');
    for (const body of ['[]', 'null', '"x"', '{"endpoint": 5}']) {
      const res = await subscribe(user, body);
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
    }
    expect(await ctx.db.$count(pushSubscriptions, eq(pushSubscriptions.userId, user.id))).toBe(0);
  });

  it('in production, refuses a private or loopback stand-in', async () => {
    const prod = await createTestContext({
      env: {
        NODE_ENV: 'production',
        PUBLIC_ORIGIN: 'https://hireloop.example.com',
        PUSH_STANDIN_ORIGIN: standIn.origin,
      },
    });
    try {
      const user = await makeCandidate(prod);
      const res = await call(prod, 'POST', '/api/push/subscriptions', {
        token: user.token,
        body: standIn.device().subscription,
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        success: false,
        message: 'endpoint must not be a private or loopback address',
      });
    } finally {
      await prod.close();
    }
  });
});
