// The outbox and its replay, against fake IndexedDB and a real server with a real database.
import 'fake-indexeddb/auto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../../src/offline/db.ts';
import { discardEntry, enqueue, listOutbox, retryEntry } from '../../../src/offline/outbox.ts';
import { backoffMs, replayOutbox } from '../../../src/offline/replay.ts';
import { applicationMoves, messages, posts } from '../../../server/db/schema.ts';
import { createTestContext, makeUser, type TestContext, type TestUser } from '../../api/harness.ts';
import { hiring } from '../../api/hiring-fixtures.ts';
import { injectFetch } from '../inject-fetch.ts';

let ctx: TestContext;
let recruiter: TestUser;
let candidate: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  recruiter = await makeUser(ctx, 'recruiter');
  candidate = await makeUser(ctx, 'candidate');
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await db.outbox.clear();
  await ctx.db.delete(posts);
});

const queuePost = (content: string, token = recruiter.token, now = Date.now()) =>
  enqueue(
    { kind: 'post', request: { method: 'POST', path: '/feed/post', body: { content } }, token, ref: {} },
    now,
  );

const serverPosts = async () => (await ctx.db.select().from(posts)).map((p) => p.content).sort();

describe('replay', () => {
  it('sends queued entries in the order they were made and empties the outbox', async () => {
    const log: string[] = [];
    const t = Date.now();
    await queuePost('first', recruiter.token, t);
    await queuePost('second', recruiter.token, t + 1);
    await queuePost('third', recruiter.token, t + 2);
    const result = await replayOutbox({ fetchImpl: injectFetch(ctx.app, log) });
    expect(result).toEqual({ sent: 3, failed: 0, waiting: 0 });
    const rows = await ctx.db.select().from(posts).orderBy(posts.createdAt);
    expect(rows.map((r) => r.content)).toEqual(['first', 'second', 'third']);
    expect(await listOutbox()).toEqual([]);
  });

  it('marks an entry the server refuses as failed with its message, keeps it, and goes on', async () => {
    await queuePost('from a candidate', candidate.token, 1);
    await queuePost('from the recruiter', recruiter.token, 2);
    const result = await replayOutbox({ fetchImpl: injectFetch(ctx.app) });
    expect(result).toEqual({ sent: 1, failed: 1, waiting: 0 });
    const [kept] = await listOutbox();
    expect(kept).toMatchObject({ state: 'failed', error: 'Only recruiters can do this' });
    expect(await serverPosts()).toEqual(['from the recruiter']);
    await discardEntry(kept!.id);
    expect(await listOutbox()).toEqual([]);
  });

  it('keeps entries pending with a growing backoff while the network is down, then sends them', async () => {
    let now = 1_000_000;
    await queuePost('queued offline', recruiter.token, now);
    const offline = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    expect(await replayOutbox({ fetchImpl: offline, now: () => now })).toEqual({
      sent: 0,
      failed: 0,
      waiting: 1,
    });
    const [afterFirst] = await listOutbox();
    expect(afterFirst).toMatchObject({ state: 'pending', attempts: 1, nextAttemptAt: now + backoffMs(1) });
    // Not due yet: nothing is sent, even with the network back.
    expect(await replayOutbox({ fetchImpl: injectFetch(ctx.app), now: () => now })).toEqual({
      sent: 0,
      failed: 0,
      waiting: 1,
    });
    now += backoffMs(1);
    expect(await replayOutbox({ fetchImpl: injectFetch(ctx.app), now: () => now })).toEqual({
      sent: 1,
      failed: 0,
      waiting: 0,
    });
    expect(await serverPosts()).toEqual(['queued offline']);
    expect([backoffMs(1), backoffMs(2), backoffMs(3), backoffMs(30)]).toEqual([2000, 4000, 8000, 300_000]);
  });

  it('retries a 5xx later instead of failing it', async () => {
    await queuePost('server hiccup', recruiter.token, 1);
    const unavailable = (async () =>
      new Response('{"success":false,"message":"down"}', { status: 503 })) as typeof fetch;
    await replayOutbox({ fetchImpl: unavailable, now: () => 10 });
    expect((await listOutbox())[0]).toMatchObject({ state: 'pending', attempts: 1, error: null });
  });

  it('sends each entry exactly once when replays are triggered many times at once', async () => {
    await queuePost('one', recruiter.token, 1);
    await queuePost('two', recruiter.token, 2);
    const fetchImpl = injectFetch(ctx.app);
    await Promise.all([1, 2, 3, 4].map(() => replayOutbox({ fetchImpl })));
    expect(await serverPosts()).toEqual(['one', 'two']);
    expect(await listOutbox()).toEqual([]);
  });

  it('survives a crash between the server committing and the client hearing back', async () => {
    await queuePost('committed but unanswered', recruiter.token, 1);
    const real = injectFetch(ctx.app);
    const answerLost = (async (input: string | URL | Request, init?: RequestInit) => {
      await real(input, init);
      throw new TypeError('connection reset');
    }) as typeof fetch;
    await replayOutbox({ fetchImpl: answerLost, now: () => 10 });
    expect(await serverPosts()).toEqual(['committed but unanswered']);
    expect(await listOutbox()).toHaveLength(1);
    // The same Idempotency-Key is answered from storage: still exactly one post.
    const result = await replayOutbox({ fetchImpl: real, now: () => Date.now() + 10 * 60_000 });
    expect(result).toEqual({ sent: 1, failed: 0, waiting: 0 });
    expect(await serverPosts()).toEqual(['committed but unanswered']);
  });

  it('lets the user retry a failed entry', async () => {
    const entry = await queuePost('x', candidate.token, 1);
    await replayOutbox({ fetchImpl: injectFetch(ctx.app) });
    expect((await db.outbox.get(entry.id))?.state).toBe('failed');
    await retryEntry(entry.id);
    expect(await db.outbox.get(entry.id)).toMatchObject({ state: 'pending', attempts: 0, error: null });
  });
});

describe('queued uploads', () => {
  const queueImagePost = () =>
    enqueue({
      kind: 'post',
      request: { method: 'POST', path: '/feed/post', body: { content: 'with a picture' } },
      token: recruiter.token,
      ref: {},
      upload: { blob: new Blob(['png']), fileName: 'a.png', folder: 'feed-posts', field: 'image' },
    });

  it('keeps an entry pending when the upload fails on the network, and fails it when storage refuses', async () => {
    const entry = await queueImagePost();
    const flaky = async () => {
      throw Object.assign(new Error('retry limit'), { code: 'storage/retry-limit-exceeded' });
    };
    await replayOutbox({ fetchImpl: injectFetch(ctx.app), upload: flaky });
    expect(await db.outbox.get(entry.id)).toMatchObject({ state: 'pending', attempts: 1 });
    const refused = async () => {
      throw Object.assign(new Error('no'), { code: 'storage/unauthorized' });
    };
    await replayOutbox({ fetchImpl: injectFetch(ctx.app), upload: refused, now: () => Date.now() + 60_000 });
    expect(await db.outbox.get(entry.id)).toMatchObject({ state: 'failed' });
    expect(await serverPosts()).toEqual([]);
  });

  it('waits in the worker (no uploader) and is sent by a page with the uploaded URL', async () => {
    await queueImagePost();
    expect(await replayOutbox({ fetchImpl: injectFetch(ctx.app) })).toEqual({
      sent: 0,
      failed: 0,
      waiting: 1,
    });
    const result = await replayOutbox({
      fetchImpl: injectFetch(ctx.app),
      upload: async () => 'https://example.com/not-our-bucket.png',
    });
    // The server checks the URL: one outside our bucket is refused with its reason, never stored.
    expect(result).toEqual({ sent: 0, failed: 1, waiting: 0 });
    expect((await listOutbox())[0]?.error).toMatch(/storage/i);
  });
});

describe('queued hiring writes', () => {
  it('go as batches, each entry settled by its own answer, and order kept around other writes', async () => {
    const h = await hiring(ctx);
    const path = `/applications/${h.applicationId}`;
    const queue = (kind: 'move' | 'message', sub: string, body: Record<string, unknown>, at: number) =>
      enqueue(
        {
          kind,
          request: { method: 'POST', path: `${path}/${sub}`, body },
          token: h.recruiter.token,
          ref: {},
        },
        at,
      );
    const moved = await queue('move', 'moves', { from: 'applied', to: 'screening' }, 1);
    const stale = await queue('move', 'moves', { from: 'applied', to: 'offer' }, 2);
    await queue('message', 'messages', { text: 'first' }, 3);
    await queuePost('between', h.recruiter.token, 4);
    await queue('message', 'messages', { text: 'second' }, 5);
    await queue('message', 'messages', { text: 'third' }, 6);
    const log: string[] = [];
    const settled: string[] = [];
    const result = await replayOutbox({
      fetchImpl: injectFetch(ctx.app, log),
      onSettled: (entry, outcome) =>
        settled.push(`${entry.id === moved.id ? 'moved' : entry.request.path.split('/').pop()} ${outcome}`),
    });
    expect(result).toEqual({ sent: 5, failed: 1, waiting: 0 });
    expect(log).toEqual(['POST /api/outbox/batch', 'POST /api/feed/post', 'POST /api/outbox/batch']);
    expect(settled).toEqual([
      'moved sent',
      'moves failed',
      'messages sent',
      'post sent',
      'messages sent',
      'messages sent',
    ]);
    const [left] = await listOutbox();
    expect(left).toMatchObject({ id: stale.id, state: 'failed', error: expect.stringMatching(/Screening/) });
    const texts = (
      await ctx.db.select().from(messages).where(eq(messages.applicationId, h.applicationId))
    ).map((m) => m.text);
    expect(texts.sort()).toEqual(['first', 'second', 'third']);
    const moves = await ctx.db
      .select()
      .from(applicationMoves)
      .where(eq(applicationMoves.applicationId, h.applicationId));
    expect(moves.filter((m) => m.fromStage !== null)).toHaveLength(1);
  });

  it('keeps a batch whose answer was lost, and the next replay is answered from storage', async () => {
    const h = await hiring(ctx);
    const queue = (text: string, at: number) =>
      enqueue(
        {
          kind: 'message',
          request: { method: 'POST', path: `/applications/${h.applicationId}/messages`, body: { text } },
          token: h.recruiter.token,
          ref: {},
        },
        at,
      );
    await queue('one', 1);
    await queue('two', 2);
    const real = injectFetch(ctx.app);
    const answerLost = (async (input: string | URL | Request, init?: RequestInit) => {
      await real(input, init);
      throw new TypeError('connection reset');
    }) as typeof fetch;
    expect(await replayOutbox({ fetchImpl: answerLost, now: () => 10 })).toMatchObject({
      sent: 0,
      waiting: 2,
    });
    expect(await replayOutbox({ fetchImpl: real, now: () => Date.now() + 60_000 })).toEqual({
      sent: 2,
      failed: 0,
      waiting: 0,
    });
    const sent = await ctx.db.select().from(messages).where(eq(messages.applicationId, h.applicationId));
    expect(sent.map((m) => m.text).sort()).toEqual(['one', 'two']);
  });
});
