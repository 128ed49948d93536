import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, messages, notifications } from '../../server/db/schema.ts';
import { call, createTestContext, type TestContext, type TestUser } from './harness.ts';
import { hiring, send } from './hiring-fixtures.ts';
import { makeCandidate, makeRecruiter, newKey, unknownId } from './jobs-fixtures.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const thread = (user: TestUser, id: string, query = '') =>
  call(ctx, 'GET', `/api/applications/${id}/messages${query}`, { token: user.token });
const seen = (user: TestUser, id: string, upTo: string) =>
  call(ctx, 'POST', `/api/applications/${id}/messages/seen`, { token: user.token, body: { upTo } });
/** Unread messages in all the user's threads, as the thread list counts them. */
const unread = async (user: TestUser) =>
  (await call(ctx, 'GET', '/api/messages/threads', { token: user.token })).body.unread;
const verify = (user: TestUser) =>
  ctx.db.execute(`update users set email_verified_at = now() where id = '${user.id}'`);

describe('messages', () => {
  it('carries text both ways, as text, and marks it seen', async () => {
    const h = await hiring(ctx);
    const html = '<img src=x onerror=alert(1)> Are you free on Monday?';
    const sent = await send(ctx, h.recruiter, h.applicationId, `  ${html}  `);
    expect(sent.status).toBe(201);
    expect(sent.body.data).toMatchObject({ mine: true, text: html, seenAt: null });
    expect(await unread(h.candidate)).toBe(1);
    const reply = await send(ctx, h.candidate, h.applicationId, 'Yes, Monday works.');
    expect(reply.status).toBe(201);

    const read = await thread(h.candidate, h.applicationId);
    expect(read.status).toBe(200);
    expect(read.body.data.thread).toEqual({
      applicationId: h.applicationId,
      jobTitle: 'Platform Engineer',
      withName: h.recruiter.username,
      stage: 'applied',
    });
    expect(read.body.data.messages.map((m: { text: string; mine: boolean }) => [m.text, m.mine])).toEqual([
      [html, false],
      ['Yes, Monday works.', true],
    ]);
    expect(read.body.data.before).toBeNull();

    const marked = await seen(h.candidate, h.applicationId, sent.body.data._id);
    expect(marked.body).toMatchObject({ success: true, data: { seen: 1 } });
    expect(await unread(h.candidate)).toBe(0);
    const recruiterView = await thread(h.recruiter, h.applicationId);
    expect(recruiterView.body.data.messages[0]).toMatchObject({ mine: true, seenAt: expect.any(String) });
    // Marking your own message does nothing: only the other side's are yours to read.
    expect((await seen(h.candidate, h.applicationId, reply.body.data._id)).body.data.seen).toBe(0);
  });

  it('refuses empty, over-long and non-text messages with 400, and a withdrawn thread with 409', async () => {
    const h = await hiring(ctx);
    for (const [text, message] of [
      ['   ', 'Message is required'],
      ['x'.repeat(2001), 'Message must be at most 2000 characters'],
      [42, 'Message is required'],
    ] as const) {
      const res = await send(ctx, h.candidate, h.applicationId, text);
      expect(res).toMatchObject({ status: 400, body: { success: false, message } });
    }
    expect((await send(ctx, h.candidate, h.applicationId, 'x'.repeat(2000))).status).toBe(201);
    await call(ctx, 'PUT', `/api/candidate/withdraw/${h.applicationId}`, { token: h.candidate.token });
    const late = await send(ctx, h.recruiter, h.applicationId, 'Still there?');
    expect(late).toMatchObject({ status: 409, body: { message: 'This application was withdrawn' } });
    const rows = await ctx.db.select().from(messages).where(eq(messages.applicationId, h.applicationId));
    expect(rows).toHaveLength(1);
  });

  it('belongs to the candidate and the job’s recruiter only', async () => {
    const h = await hiring(ctx);
    const stranger = await makeCandidate(ctx);
    const other = await makeRecruiter(ctx, 'Other Co');
    for (const user of [stranger, other]) {
      expect((await send(ctx, user, h.applicationId, 'hi')).status).toBe(403);
      expect((await thread(user, h.applicationId)).status).toBe(403);
    }
    expect((await send(ctx, h.candidate, unknownId, 'hi')).status).toBe(404);
    expect((await call(ctx, 'GET', `/api/applications/${h.applicationId}/messages`)).status).toBe(401);
    const other404 = await seen(h.candidate, h.applicationId, unknownId);
    expect(other404).toMatchObject({ status: 404, body: { message: 'Message not found in this thread' } });
  });

  it('replays the same Idempotency-Key as one message', async () => {
    const h = await hiring(ctx);
    const key = newKey();
    const a = await send(ctx, h.candidate, h.applicationId, 'Once only', { 'idempotency-key': key });
    const b = await send(ctx, h.candidate, h.applicationId, 'Once only', { 'idempotency-key': key });
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.body).toEqual(a.body);
    const rows = await ctx.db.select().from(messages).where(eq(messages.applicationId, h.applicationId));
    expect(rows).toHaveLength(1);
  });

  it('pages a long thread from the newest, older pages by cursor, nothing skipped or repeated', async () => {
    const h = await hiring(ctx);
    const start = Date.now() - 1000_000;
    await ctx.db.insert(messages).values(
      Array.from({ length: 120 }, (_, i) => ({
        applicationId: h.applicationId,
        senderId: i % 2 ? h.candidate.id : h.recruiter.id,
        recipientId: i % 2 ? h.recruiter.id : h.candidate.id,
        text: `m${i}`,
        // Every pair shares a time: the id orders them.
        createdAt: new Date(start + Math.floor(i / 2) * 1000),
      })),
    );
    const seenTexts: string[] = [];
    let query = '';
    for (let page = 0; page < 5; page++) {
      const res = await thread(h.recruiter, h.applicationId, query);
      expect(res.status).toBe(200);
      seenTexts.unshift(...res.body.data.messages.map((m: { text: string }) => m.text));
      if (!res.body.data.before) break;
      query = `?before=${res.body.data.before}`;
    }
    expect(seenTexts).toHaveLength(120);
    expect(new Set(seenTexts).size).toBe(120);
    const first = await thread(h.recruiter, h.applicationId);
    expect(first.body.data.messages).toHaveLength(50);
    expect(first.body.data.messages.at(-1).text).toMatch(/^m11[89]$/);
  });
});

describe('threads, the bell and the unread email', () => {
  it('lists threads by latest activity with unread counts, and the bell keeps one entry per thread', async () => {
    const recruiter = await makeRecruiter(ctx, 'Thread Co');
    const a = await hiring(ctx, recruiter);
    const b = await hiring(ctx, recruiter);
    await send(ctx, a.candidate, a.applicationId, 'First from A');
    await send(ctx, b.candidate, b.applicationId, 'Hello from B');
    await send(ctx, a.candidate, a.applicationId, 'Second from A');
    const list = await call(ctx, 'GET', '/api/messages/threads', { token: recruiter.token });
    expect(list.status).toBe(200);
    expect(list.body.unread).toBe(3);
    expect(list.body.data.map((t: { lastText: string; unread: number }) => [t.lastText, t.unread])).toEqual([
      ['Second from A', 2],
      ['Hello from B', 1],
    ]);
    const paged = await call(ctx, 'GET', '/api/messages/threads?limit=1', { token: recruiter.token });
    const next = await call(ctx, 'GET', `/api/messages/threads?limit=1&cursor=${paged.body.nextCursor}`, {
      token: recruiter.token,
    });
    expect(next.body.data.map((t: { applicationId: string }) => t.applicationId)).toEqual([b.applicationId]);

    const bell = await ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, recruiter.id), eq(notifications.kind, 'message')));
    expect(bell.map((n) => n.link).sort()).toEqual(
      [`/applications/${a.applicationId}`, `/applications/${b.applicationId}`].sort(),
    );

    const newest = (await thread(recruiter, a.applicationId)).body.data.messages.at(-1)._id;
    await seen(recruiter, a.applicationId, newest);
    const after = await ctx.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, recruiter.id),
          eq(notifications.link, `/applications/${a.applicationId}`),
        ),
      );
    expect(after.every((n) => n.readAt !== null)).toBe(true);
  });

  it('queues an email due an hour later, and drops it once the thread is read', async () => {
    const h = await hiring(ctx);
    await verify(h.candidate);
    const sent = await send(ctx, h.recruiter, h.applicationId, 'Can we talk?');
    await send(ctx, h.recruiter, h.applicationId, 'Tomorrow maybe?');
    const key = `messages:${h.candidate.id}:${h.applicationId}`;
    const queued = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.gatherKey, key));
    expect(queued).toHaveLength(1);
    expect(queued[0]?.count).toBe(2);
    const wait = (queued[0]?.dueAt.getTime() ?? 0) - Date.now();
    expect(wait).toBeGreaterThan(59 * 60_000);
    expect(wait).toBeLessThanOrEqual(60 * 60_000);
    // Reading only the first leaves the email waiting; reading them all drops it.
    await seen(h.candidate, h.applicationId, sent.body.data._id);
    expect(await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.gatherKey, key))).toHaveLength(1);
    const last = (await thread(h.candidate, h.applicationId)).body.data.messages.at(-1)._id;
    await seen(h.candidate, h.applicationId, last);
    expect(await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.gatherKey, key))).toHaveLength(0);
  });
});

describe('notes', () => {
  const notes = (user: TestUser, id: string) =>
    call(ctx, 'GET', `/api/applications/${id}/notes`, { token: user.token });
  const addNote = (user: TestUser, id: string, text: unknown) =>
    call(ctx, 'POST', `/api/applications/${id}/notes`, { token: user.token, body: { text } });

  it('are written and read by the job’s recruiter only, newest first', async () => {
    const h = await hiring(ctx);
    expect((await addNote(h.recruiter, h.applicationId, ' Strong on SQL ')).status).toBe(201);
    const second = await addNote(h.recruiter, h.applicationId, 'Ask about notice period');
    expect(second.body.data).toMatchObject({ text: 'Ask about notice period', by: { _id: h.recruiter.id } });
    const list = await notes(h.recruiter, h.applicationId);
    expect(list.body.data.map((n: { text: string }) => n.text)).toEqual([
      'Ask about notice period',
      'Strong on SQL',
    ]);
    const other = await makeRecruiter(ctx, 'Other Co');
    for (const user of [h.candidate, other]) {
      expect(await notes(user, h.applicationId)).toMatchObject({
        status: 403,
        body: { success: false, message: 'Only the recruiter of this job can see its notes' },
      });
      expect((await addNote(user, h.applicationId, 'sneaky')).status).toBe(403);
    }
    expect((await addNote(h.recruiter, h.applicationId, '')).status).toBe(400);
    expect((await addNote(h.recruiter, h.applicationId, 'n'.repeat(2001))).status).toBe(400);
    expect((await notes(h.recruiter, h.applicationId)).body.data).toHaveLength(2);
  });

  it('never reach the candidate’s export, which holds the stages and messages', async () => {
    const h = await hiring(ctx);
    await addNote(h.recruiter, h.applicationId, 'Private: salary too high');
    await call(ctx, 'POST', `/api/applications/${h.applicationId}/moves`, {
      token: h.recruiter.token,
      body: { from: 'applied', to: 'screening' },
    });
    await send(ctx, h.recruiter, h.applicationId, 'Hello from the recruiter');
    const exported = await call(ctx, 'GET', '/api/account/export', { token: h.candidate.token });
    expect(exported.status).toBe(200);
    const text = JSON.stringify(exported.body);
    expect(text).not.toContain('salary too high');
    const data = exported.body.data ?? exported.body;
    expect(data.notesWritten).toEqual([]);
    expect(data.applications[0]).toMatchObject({
      state: 'Screening',
      timeline: [{ from: 'Applied', to: 'Screening', by: 'the recruiter' }],
    });
    expect(data.messages).toMatchObject([{ text: 'Hello from the recruiter', sentByMe: false }]);
    const recruiterExport = await call(ctx, 'GET', '/api/account/export', { token: h.recruiter.token });
    expect(JSON.stringify(recruiterExport.body)).toContain('salary too high');
  });
});
