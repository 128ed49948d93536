// When the push worker looks at the outbox: not while nothing is queued, when a queued push falls
// due with no write to wake it, and at least every PUSH_OUTBOX_POLL_MS for a row another server
// wrote into the shared table (here inserted straight into the database, past this process).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushOutbox, pushSubscriptions } from '../../server/db/schema.ts';
import { call, createTestContext, type TestContext, type TestUser } from './harness.ts';
import { makeCandidate, makeRecruiter, postJob } from './jobs-fixtures.ts';
import { startPushStandIn } from './push-standin.ts';

const windowMs = 1500;
const shortPollMs = 1500;
let standIn: Awaited<ReturnType<typeof startPushStandIn>>;
/** The default fallback poll (30 s): only due rows and writes wake its worker within a test. */
let ctx: TestContext;
/** A short fallback poll, to see another server's row found by it. */
let polling: TestContext;
const outboxStatements: string[] = [];

beforeAll(async () => {
  standIn = await startPushStandIn();
  const env = { PUSH_STANDIN_ORIGIN: standIn.origin, PUSH_JOB_ALERT_WINDOW_MS: String(windowMs) };
  ctx = await createTestContext({
    env,
    onQuery: (sql) => {
      if (sql.includes('push_outbox')) outboxStatements.push(sql);
    },
  });
  polling = await createTestContext({ env: { ...env, PUSH_OUTBOX_POLL_MS: String(shortPollMs) } });
});
afterAll(async () => {
  await ctx?.close();
  await polling?.close();
  await standIn.close();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function until(check: () => boolean, ms: number) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await sleep(25);
  }
}
async function subscribed(on: TestContext, user: TestUser) {
  const device = standIn.device();
  const res = await call(on, 'POST', '/api/push/subscriptions', {
    token: user.token,
    body: device.subscription,
  });
  expect(res.status).toBeLessThan(300);
  return device;
}

describe('the push worker when nothing wakes it', () => {
  it('makes no outbox queries while the outbox is empty', async () => {
    await ctx.app.pushWorker.idle();
    const seen = outboxStatements.length;
    expect(seen).toBeGreaterThan(0); // the hook does see the worker's statements
    await sleep(4000);
    expect(outboxStatements.slice(seen)).toEqual([]);
  });

  it('sends a gathered job alert when it falls due, with no write after it', async () => {
    const recruiter = await makeRecruiter(ctx);
    const candidate = await makeCandidate(ctx);
    const device = await subscribed(ctx, candidate);
    await call(ctx, 'POST', '/api/candidate/alerts', { token: candidate.token, body: { q: 'quokka' } });
    await postJob(ctx, recruiter, { JobTitle: 'Quokka Keeper' });
    const queued = Date.now();
    await until(() => device.received().length === 1, windowMs + 3000);
    expect(Date.now() - queued).toBeGreaterThan(windowMs - 500);
    expect(device.received()[0]?.payload).toMatchObject({
      tag: 'job-alerts',
      body: expect.stringMatching(/Quokka/),
    });
  });

  it('finds a row another server wrote within the fallback poll', async () => {
    const recruiter = await makeRecruiter(polling);
    const device = await subscribed(polling, recruiter);
    await polling.app.pushWorker.idle();
    const [subscription] = await polling.db
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, device.subscription.endpoint));
    await polling.db.insert(pushOutbox).values({
      subscriptionId: subscription!.id,
      topic: 'applicants',
      body: 'Written by another server',
      url: '/recruiter/jobs',
    });
    await until(() => device.received().length === 1, shortPollMs + 3000);
    expect(device.received()[0]?.payload).toMatchObject({ body: 'Written by another server' });
  });
});
