// Delivery wakes its workers and the live reader once per request chain: after a write answered
// alone, and once for a batch of queued writes however many it holds (each look takes the database
// connection the batch's next write waits for).
import { afterAll, beforeAll, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { call, createTestContext, type TestContext } from './harness.ts';
import { hiring, move } from './hiring-fixtures.ts';
import { newKey } from './jobs-fixtures.ts';

let ctx: TestContext;
let wakes: { push: MockInstance; mail: MockInstance; live: MockInstance };
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(() => {
  vi.restoreAllMocks();
  wakes = {
    push: vi.spyOn(ctx.app.pushWorker, 'wake'),
    mail: vi.spyOn(ctx.app.mailWorker, 'wake'),
    live: vi.spyOn(ctx.app.live, 'written'),
  };
});
// Only the request chain calls live.written. On PostgreSQL each commit's NOTIFY also wakes the two
// workers (any server's writes), so their counts are the chain's alone on PGlite.
const counts = () => {
  const chain = wakes.live.mock.calls.length;
  if (ctx.database.kind !== 'pglite') return [chain, chain, chain];
  return [wakes.push.mock.calls.length, wakes.mail.mock.calls.length, chain];
};

describe('delivery wake-ups', () => {
  it('wakes once for a batch of four writes', async () => {
    const h = await hiring(ctx);
    wakes.push.mockClear();
    wakes.mail.mockClear();
    wakes.live.mockClear();
    const path = `/applications/${h.applicationId}`;
    const writes = [
      { key: newKey(), path: `${path}/moves`, body: { from: 'applied', to: 'screening' } },
      { key: newKey(), path: `${path}/moves`, body: { from: 'screening', to: 'interview' } },
      { key: newKey(), path: `${path}/moves`, body: { from: 'interview', to: 'offer' } },
      { key: newKey(), path: `${path}/messages`, body: { text: 'Hi' } },
    ];
    const res = await call(ctx, 'POST', '/api/outbox/batch', { token: h.recruiter.token, body: { writes } });
    expect(res.body.data.map((a: { status: number }) => a.status)).toEqual([201, 201, 201, 201]);
    expect(counts()).toEqual([1, 1, 1]);
  });

  it('wakes after each write sent alone, and not after a read or a refusal', async () => {
    const h = await hiring(ctx);
    wakes.push.mockClear();
    wakes.mail.mockClear();
    wakes.live.mockClear();
    await move(ctx, h.recruiter, h.applicationId, { from: 'applied', to: 'screening' });
    await move(ctx, h.recruiter, h.applicationId, { from: 'screening', to: 'interview' });
    expect(counts()).toEqual([2, 2, 2]);
    await call(ctx, 'GET', '/api/notifications', { token: h.recruiter.token });
    const stale = await move(ctx, h.recruiter, h.applicationId, { from: 'applied', to: 'offer' });
    expect(stale.status).toBe(409);
    expect(counts()).toEqual([2, 2, 2]);
  });
});
