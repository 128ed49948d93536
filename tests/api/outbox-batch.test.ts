// POST /api/outbox/batch: a run of queued hiring writes in one request, each answered as if it had
// come alone, exactly once, in order.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applicationMoves,
  applicationNotes,
  messages,
  scorecards,
  sessions,
} from '../../server/db/schema.ts';
import { call, createTestContext, type TestContext } from './harness.ts';
import { type Hiring, hiring, move } from './hiring-fixtures.ts';
import { interviewOf } from './interview-fixtures.ts';
import { makeRecruiter, newKey } from './jobs-fixtures.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type Write = { key: string; path: string; body: unknown };
const batch = (token: string | undefined, writes: Write[]) =>
  call(ctx, 'POST', '/api/outbox/batch', { token, body: { writes } });
const moveWrite = (h: Hiring, from: string, to: string, key = newKey()): Write => ({
  key,
  path: `/applications/${h.applicationId}/moves`,
  body: { from, to },
});
const messageWrite = (h: Hiring, text: string, key = newKey()): Write => ({
  key,
  path: `/applications/${h.applicationId}/messages`,
  body: { text },
});
const movesOf = (h: Hiring) =>
  ctx.db.select().from(applicationMoves).where(eq(applicationMoves.applicationId, h.applicationId));
const messagesOf = (h: Hiring) =>
  ctx.db.select().from(messages).where(eq(messages.applicationId, h.applicationId));

describe('POST /api/outbox/batch', () => {
  it('answers each write as alone, in order, and a second send from storage (exactly once)', async () => {
    const a = await hiring(ctx);
    const b = await hiring(ctx, a.recruiter);
    const writes = [
      moveWrite(a, 'applied', 'screening'),
      messageWrite(a, 'Hello from the plane'),
      // Stale: the first write moved it. A conflict answers with the stage it found; the rest still run.
      moveWrite(a, 'applied', 'interview'),
      moveWrite(b, 'applied', 'offer'),
      messageWrite(b, 'x'.repeat(2001)),
    ];
    const first = await batch(a.recruiter.token, writes);
    expect(first.status).toBe(200);
    expect(first.body.data.map((x: { key: string; status: number }) => [x.key, x.status])).toEqual(
      writes.map((w, i) => [w.key, [201, 201, 409, 201, 400][i]]),
    );
    expect(first.body.data[2].body).toMatchObject({ success: false, currentStage: 'screening' });
    expect(first.body.data[1].body).toMatchObject({ success: true, data: { text: 'Hello from the plane' } });
    const again = await batch(a.recruiter.token, writes);
    expect(again.body.data.map((x: { status: number }) => x.status)).toEqual([201, 201, 409, 201, 400]);
    expect(again.body.data[0].body).toEqual(first.body.data[0].body);
    // Stored under each write's own key: the same key sent alone is answered from storage too.
    const alone = await move(ctx, a.recruiter, a.applicationId, writes[0]!.body, {
      'idempotency-key': writes[0]!.key,
    });
    expect([alone.status, alone.headers['idempotent-replayed']]).toEqual([201, 'true']);
    expect((await movesOf(a)).filter((m) => m.fromStage !== null)).toHaveLength(1);
    expect(await messagesOf(a)).toHaveLength(1);
    expect((await movesOf(b)).filter((m) => m.fromStage !== null)).toHaveLength(1);
    expect(await messagesOf(b)).toHaveLength(0);
  });

  it('replays a run of moves, notes and a scorecard queued on the road: each lands once', async () => {
    const a = await hiring(ctx);
    const interviewId = await interviewOf(ctx, a.applicationId, [a.recruiter]);
    const writes = [
      moveWrite(a, 'interview', 'offer'),
      { key: newKey(), path: `/applications/${a.applicationId}/notes`, body: { text: 'Strong on SQL' } },
      {
        key: newKey(),
        path: `/interviews/${interviewId}/scorecard`,
        body: { ratings: {}, recommendation: 'yes' },
      },
      // Someone else's interview: refused on its own, the rest still run.
      {
        key: newKey(),
        path: `/interviews/${await interviewOf(ctx, a.applicationId, [])}/scorecard`,
        body: { ratings: {}, recommendation: 'no' },
      },
    ];
    const first = await batch(a.recruiter.token, writes);
    expect(first.body.data.map((x: { status: number }) => x.status)).toEqual([201, 201, 201, 403]);
    const again = await batch(a.recruiter.token, writes);
    expect(again.body.data).toEqual(first.body.data);
    const notes = await ctx.db
      .select()
      .from(applicationNotes)
      .where(eq(applicationNotes.applicationId, a.applicationId));
    const cards = await ctx.db.select().from(scorecards).where(eq(scorecards.applicationId, a.applicationId));
    expect([notes.length, cards.length]).toEqual([1, 1]);
    expect((await movesOf(a)).filter((m) => m.toStage === 'offer')).toHaveLength(1);
  });

  it("refuses another recruiter's application per write, and changes nothing of it", async () => {
    const mine = await hiring(ctx);
    const theirs = await hiring(ctx);
    const res = await batch(mine.recruiter.token, [
      moveWrite(theirs, 'applied', 'screening'),
      messageWrite(theirs, 'Not yours'),
      messageWrite(mine, 'Yours'),
    ]);
    expect(res.body.data.map((x: { status: number }) => x.status)).toEqual([403, 403, 201]);
    expect((await movesOf(theirs)).filter((m) => m.fromStage !== null)).toHaveLength(0);
    expect(await messagesOf(theirs)).toHaveLength(0);
  });

  it('refuses a signed-out device at once, running nothing', async () => {
    const h = await hiring(ctx);
    await ctx.db.delete(sessions).where(eq(sessions.userId, h.recruiter.id));
    const res = await batch(h.recruiter.token, [messageWrite(h, 'After sign-out')]);
    expect(res.status).toBe(401);
    expect((await batch(undefined, [messageWrite(h, 'No token')])).status).toBe(401);
    expect(await messagesOf(h)).toHaveLength(0);
  });

  it('takes only hiring writes, at most 25, each with a key', async () => {
    const h = await hiring(ctx);
    const token = h.recruiter.token;
    for (const path of [
      `/candidate/applyjob/${h.job._id}`,
      '/feed/post',
      `/applications/${h.applicationId}/moves/../../../feed/post`,
      `/applications/${h.applicationId}/messages/seen`,
    ]) {
      expect((await batch(token, [{ key: newKey(), path, body: {} }])).status).toBe(400);
    }
    expect((await batch(token, [{ ...messageWrite(h, 'No key'), key: 'short' }])).status).toBe(400);
    expect((await batch(token, [])).status).toBe(400);
    const many = Array.from({ length: 26 }, (_, i) => messageWrite(h, `m${i}`));
    expect((await batch(token, many)).status).toBe(400);
    expect(await messagesOf(h)).toHaveLength(0);
  });

  it('counts each write against its per-account limit, and stops at the first write to retry', async () => {
    const limited = await createTestContext({ env: { RATE_LIMIT_WRITES_PER_MINUTE: '2' } });
    try {
      const owner = await makeRecruiter(limited, 'Limited Co');
      const h = await hiring(limited, owner);
      const writes = [1, 2, 3, 4].map((i) => messageWrite(h, `m${i}`));
      const res = await call(limited, 'POST', '/api/outbox/batch', { token: owner.token, body: { writes } });
      expect(res.body.data.map((x: { status: number }) => x.status)).toEqual([201, 201, 429]);
      const sent = await limited.db
        .select()
        .from(messages)
        .where(eq(messages.applicationId, h.applicationId));
      expect(sent.map((m) => m.text)).toEqual(['m1', 'm2']);
    } finally {
      await limited.close();
    }
  });
});
