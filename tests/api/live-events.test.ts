// GET /api/events over a real socket: what a writer publishes reaches the open streams of the users
// it names at commit, never for a rolled-back write, never another user's; a stream resumed with its
// last id gets what it missed once and in order; a resume point no longer kept gets `reset`.
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveEvents } from '../../server/db/schema.ts';
import { publishLive } from '../../server/delivery/live/publish-live.ts';
import { notify } from '../../server/delivery/in-app/notify.ts';
import { maxStreamsPerUser } from '../../server/routes/events.ts';
import { call, createTestContext, makeUser, type TestContext, type TestUser } from './harness.ts';
import { hiring, send } from './hiring-fixtures.ts';
import { makeCandidate, makeRecruiter, postJob } from './jobs-fixtures.ts';
import { openStream, type SseReader, started } from './live-stream.ts';

let ctx: TestContext;
let base = '';
let ana: TestUser;
let ben: TestUser;
const open: SseReader[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  ana = await makeUser(ctx, 'candidate');
  ben = await makeUser(ctx, 'recruiter');
});
afterAll(async () => {
  for (const s of open) s.close();
  await ctx.close();
});

async function stream(user: TestUser, headers: Record<string, string> = {}, query = '') {
  const s = await openStream(`${base}/api/events${query}`, {
    authorization: `Bearer ${user.token}`,
    ...headers,
  });
  open.push(s);
  return s;
}

const note = (user: TestUser, text: string) =>
  ctx.db.transaction((tx) => notify(tx, [{ userId: user.id, kind: 'job-alert', text, link: '/jobs' }]));

describe('GET /api/events', () => {
  it('refuses the signed out and a made-up resume point, in JSON', async () => {
    const out = await call(ctx, 'GET', '/api/events');
    expect([out.status, out.body.success, out.body.message]).toEqual([
      401,
      false,
      'Please sign in to continue',
    ]);
    const bad = await call(ctx, 'GET', '/api/events', {
      token: ana.token,
      headers: { 'last-event-id': 'x1' },
    });
    expect([bad.status, bad.body]).toEqual([
      400,
      { success: false, message: 'Last-Event-ID must be the id of an event' },
    ]);
  });

  it('answers HEAD without holding a stream open', async () => {
    const head = await ctx.app.inject({
      method: 'HEAD',
      url: '/api/events',
      headers: { authorization: `Bearer ${ana.token}` },
    });
    expect([head.statusCode, head.headers['content-type'], head.body]).toEqual([
      200,
      'text/event-stream; charset=utf-8',
      '',
    ]);
  });

  it('is an event stream no cache keeps', async () => {
    const s = await stream(ana);
    await started(s);
    expect(s.status).toBe(200);
    expect(s.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(s.headers.get('cache-control')).toBe('private, no-store, no-transform');
    s.close();
  });

  it('tells a new notification to its user only, at commit; a rolled-back one never', async () => {
    const mine = await stream(ana);
    const theirs = await stream(ben);
    await Promise.all([started(mine), started(theirs)]);
    await ctx.db
      .transaction(async (tx) => {
        await notify(tx, [{ userId: ana.id, kind: 'job-alert', text: 'rolled back', link: '/jobs' }]);
        throw new Error('roll back');
      })
      .catch(() => {});
    await note(ana, 'kept');
    const [event] = await mine.next(1);
    expect(event?.data).toEqual({ type: 'notification' });
    expect(await mine.quiet(300)).toEqual([]);
    expect(await theirs.quiet(100)).toEqual([]);
    mine.close();
    theirs.close();
  });

  it('is fed by the real writes: an apply tells the recruiter', async () => {
    const recruiter = await makeRecruiter(ctx);
    const candidate = await makeCandidate(ctx);
    const job = await postJob(ctx, recruiter);
    const s = await stream(recruiter);
    await started(s);
    const applied = await call(ctx, 'POST', `/api/candidate/applyjob/${job._id}`, {
      token: candidate.token,
      body: { Note: 'hello' },
    });
    expect(applied.status).toBe(201);
    expect((await s.next(1))[0]?.data).toEqual({ type: 'notification' });
    s.close();
  });

  it('tells a message to both sides, and tells its writer it was theirs', async () => {
    const { recruiter, candidate, applicationId } = await hiring(ctx);
    const writer = await stream(recruiter);
    const reader = await stream(candidate);
    await Promise.all([started(writer), started(reader)]);
    const sent = await send(ctx, recruiter, applicationId, 'Are you free on Monday?');
    expect(sent.status).toBe(201);
    const messageId = sent.body.data._id;
    // The reader's bell also hears of the new notification.
    expect((await reader.next(2)).map((e) => e.data)).toEqual([
      { type: 'message', applicationId, messageId },
      { type: 'notification' },
    ]);
    expect((await writer.next(1))[0]?.data).toEqual({
      type: 'message',
      applicationId,
      messageId,
      byYou: true,
    });
    expect(await writer.quiet(200)).toEqual([]);
    writer.close();
    reader.close();
  });

  it("tells a batch's writes, read once the batch is answered", async () => {
    const { recruiter, candidate, applicationId } = await hiring(ctx);
    const reader = await stream(candidate);
    await started(reader);
    const path = `/applications/${applicationId}/messages`;
    const res = await call(ctx, 'POST', '/api/outbox/batch', {
      token: recruiter.token,
      body: {
        writes: [
          { key: `live-batch-1-${applicationId}`, path, body: { text: 'One' } },
          { key: `live-batch-2-${applicationId}`, path, body: { text: 'Two' } },
        ],
      },
    });
    expect(res.body.data.map((a: { status: number }) => a.status)).toEqual([201, 201]);
    const ids = res.body.data.map((a: { body: { data: { _id: string } } }) => a.body.data._id);
    expect((await reader.next(4)).map((e) => e.data)).toEqual([
      { type: 'message', applicationId, messageId: ids[0] },
      { type: 'notification' },
      { type: 'message', applicationId, messageId: ids[1] },
      { type: 'notification' },
    ]);
    reader.close();
  });

  it('resumes after its last id with what it missed, once and in order', async () => {
    const first = await stream(ana);
    await started(first);
    await note(ana, 'one');
    const [one] = await first.next(1);
    first.close();
    // Missed while away: two for ana, one for ben.
    await publishLive(ctx.db, [ana.id], { type: 'move', applicationId: 'a1', stage: 'screening' });
    await publishLive(ctx.db, [ben.id], { type: 'notification' });
    await publishLive(ctx.db, [ana.id, ben.id], { type: 'message', applicationId: 'a1', messageId: 'm1' });
    const again = await stream(ana, { 'last-event-id': String(one?.id) });
    const missed = await again.next(2);
    expect(missed.map((e) => e.data)).toEqual([
      { type: 'move', applicationId: 'a1', stage: 'screening' },
      { type: 'message', applicationId: 'a1', messageId: 'm1' },
    ]);
    expect(Number(missed[0]?.id)).toBeGreaterThan(Number(one?.id));
    expect(Number(missed[1]?.id)).toBeGreaterThan(Number(missed[0]?.id));
    await note(ana, 'live again');
    expect((await again.next(1))[0]?.data).toEqual({ type: 'notification' });
    expect(await again.quiet(300)).toEqual([]);
    // The same point through the query string (a reader that opens a new request itself).
    const byQuery = await stream(ana, {}, `?lastEventId=${one?.id}`);
    expect((await byQuery.next(3)).map((e) => (e.data as { type: string }).type)).toEqual([
      'move',
      'message',
      'notification',
    ]);
    again.close();
    byQuery.close();
  });

  it('says reset when the resume point is no longer kept', async () => {
    await publishLive(ctx.db, [ana.id], { type: 'notification' });
    await publishLive(ctx.db, [ana.id], { type: 'notification' });
    // The kept events end long ago but for the newest, which always stays.
    await ctx.db.execute(sql`delete from ${liveEvents} where seq < (select max(seq) from ${liveEvents})`);
    const s = await stream(ana, { 'last-event-id': '1' });
    expect((await s.next(1))[0]?.data).toEqual({ type: 'reset' });
    s.close();
    const ahead = await stream(ana, { 'last-event-id': '999999999' });
    expect((await ahead.next(1))[0]?.data).toEqual({ type: 'reset' });
    ahead.close();
  });

  it.skipIf(!process.env.DATABASE_URL)('numbers events in commit order (PostgreSQL)', async () => {
    let letGo = () => {};
    const held = new Promise<void>((r) => {
      letGo = r;
    });
    let inserted = () => {};
    const wrote = new Promise<void>((r) => {
      inserted = r;
    });
    const early = ctx.db.transaction(async (tx) => {
      await publishLive(tx, [ana.id], { type: 'move', applicationId: 'early', stage: 'offer' });
      inserted();
      await held;
    });
    await wrote;
    await publishLive(ctx.db, [ana.id], { type: 'move', applicationId: 'late', stage: 'offer' });
    letGo();
    await early;
    const rows = await ctx.db.execute(
      sql`select event->>'applicationId' as app from ${liveEvents} where event->>'type' = 'move'
          and event->>'stage' = 'offer' order by seq`,
    );
    // Inserted first, committed last: numbered last, so a stream that saw `late` misses nothing.
    expect((rows as unknown as { rows: { app: string }[] }).rows.map((r) => r.app)).toEqual([
      'late',
      'early',
    ]);
  });

  it(`holds at most ${maxStreamsPerUser} streams of one user`, async () => {
    const user = await makeUser(ctx, 'candidate');
    const many = await Promise.all(Array.from({ length: maxStreamsPerUser }, () => stream(user)));
    await Promise.all(many.map((s) => started(s)));
    const refused = await call(ctx, 'GET', '/api/events', { token: user.token });
    expect([refused.status, refused.body.success]).toEqual([429, false]);
    for (const s of many) s.close();
  });
});
