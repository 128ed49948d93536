import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../server/db/schema.ts';
import { type NewNotification, notify } from '../../server/delivery/in-app/notify.ts';
import { call, createTestContext, makeUser, type TestContext, type TestUser, walkPages } from './harness.ts';
import { makeCandidate, makeRecruiter, postJob, unknownId } from './jobs-fixtures.ts';

let ctx: TestContext;
let ana: TestUser;
let ben: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  ana = await makeUser(ctx, 'candidate');
  ben = await makeUser(ctx, 'recruiter');
});
afterAll(() => ctx.close());

const list = (user: TestUser, query = '') =>
  call(ctx, 'GET', `/api/notifications${query}`, { token: user.token });
const markRead = (user: TestUser, body: unknown) =>
  call(ctx, 'PUT', '/api/notifications/read', { token: user.token, body });
const alertFor = (user: TestUser, text: string): NewNotification => ({
  userId: user.id,
  kind: 'job-alert',
  text,
  link: '/jobs',
});
const rowsOf = (user: TestUser) =>
  ctx.db.select().from(notifications).where(eq(notifications.userId, user.id));

describe('notifications', () => {
  it('answers an empty list with no unread for a new user', async () => {
    const fresh = await makeUser(ctx, null);
    const res = await list(fresh);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: [], unread: 0, nextCursor: null });
  });

  it('exist only if the transaction that wrote them commits', async () => {
    const before = (await rowsOf(ana)).length;
    await expect(
      ctx.db.transaction(async (tx) => {
        await notify(tx, [alertFor(ana, 'rolled back')]);
        throw new Error('the event failed');
      }),
    ).rejects.toThrow('the event failed');
    expect(await rowsOf(ana)).toHaveLength(before);
    await ctx.db.transaction((tx) => notify(tx, [alertFor(ana, 'committed')]));
    expect(await rowsOf(ana)).toHaveLength(before + 1);
  });

  it('lists only your own, newest first, page by page, with the unread count of all', async () => {
    for (let i = 1; i <= 5; i++) {
      await notify(ctx.db, [alertFor(ben, `Ben ${i}`)]);
      // "Newest" needs distinct times: PGlite's clock can give two quick statements the same one.
      await new Promise((r) => setTimeout(r, 2));
    }
    await notify(ctx.db, [alertFor(ana, 'Not for Ben')]);
    const { rows, sizes } = await walkPages(ctx, '/api/notifications?limit=2', ben.token);
    expect(sizes).toEqual([2, 2, 1]);
    expect(rows.map((n) => n.text)).toEqual(['Ben 5', 'Ben 4', 'Ben 3', 'Ben 2', 'Ben 1']);
    expect(rows[0]).toEqual({
      id: expect.any(String),
      kind: 'job-alert',
      text: 'Ben 5',
      link: '/jobs',
      createdAt: expect.any(String),
      read: false,
    });
    expect((await list(ben, '?limit=1')).body.unread).toBe(5);
  });

  it('marks the given ids read, ignoring ids that are not yours', async () => {
    const [benFirst] = (await list(ben, '?limit=1')).body.data;
    const [anaFirst] = (await list(ana, '?limit=1')).body.data;
    const res = await markRead(ben, { ids: [benFirst.id, anaFirst.id, unknownId] });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Notifications marked as read', unread: 4 });
    expect((await list(ben, '?limit=1')).body.data[0].read).toBe(true);
    expect((await list(ana, '?limit=1')).body.data[0].read).toBe(false);
  });

  it('marks all of yours read, and nobody else’s', async () => {
    const anaUnread = (await list(ana)).body.unread;
    expect(anaUnread).toBeGreaterThan(0);
    const res = await markRead(ben, { all: true });
    expect(res.body.unread).toBe(0);
    expect((await list(ben)).body.data.every((n: { read: boolean }) => n.read)).toBe(true);
    expect((await list(ana)).body.unread).toBe(anaUnread);
  });

  it.each([
    [{}, 'Send {ids: [...]} or {all: true}'],
    [{ all: false }, 'Send {ids: [...]} or {all: true}'],
    [{ ids: [] }, 'Give at least one notification id'],
    [{ ids: ['not-an-id'] }, 'Each id must be a notification id'],
    [{ ids: Array.from({ length: 101 }, () => unknownId) }, 'Send {ids: [...]} or {all: true}'],
  ])('refuses %j with a 400 and changes nothing', async (body, message) => {
    const before = await rowsOf(ana);
    const res = await markRead(ana, body);
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toBe(message);
    expect(await rowsOf(ana)).toEqual(before);
  });

  it('needs a session', async () => {
    const res = await call(ctx, 'GET', '/api/notifications');
    expect(res.status).toBe(401);
    expect(res.body.success).toBe(false);
  });
});

describe('notifications written by their events', () => {
  it('an apply tells the recruiter, a decision tells the candidate; each links to where it happened', async () => {
    const recruiter = await makeRecruiter(ctx, 'Event Co');
    const candidate = await makeCandidate(ctx);
    const job = await postJob(ctx, recruiter, { JobTitle: 'Event Role' });
    const applied = await call(ctx, 'POST', `/api/candidate/applyjob/${job._id}`, { token: candidate.token });
    const told = (await list(recruiter)).body;
    expect(told.unread).toBe(1);
    expect(told.data[0]).toMatchObject({
      kind: 'new-applicant',
      text: expect.stringMatching(/ applied to Event Role$/),
      link: `/jobs/Info/Applicants/${job.UrlPath}`,
    });
    await call(ctx, 'PUT', `/api/recruiter/acceptJob/${applied.body.data._id}`, { token: recruiter.token });
    const decided = (await list(candidate)).body.data.find(
      (n: { kind: string }) => n.kind === 'application-decided',
    );
    expect(decided).toMatchObject({
      text: 'Your application for Event Role at Acme Corp was accepted',
      link: `/jobs/Info/${job.UrlPath}`,
      read: false,
    });
  });

  it('a refused apply or decision writes no notification', async () => {
    const recruiter = await makeRecruiter(ctx, 'Quiet Co');
    const candidate = await makeCandidate(ctx);
    const job = await postJob(ctx, recruiter);
    await call(ctx, 'POST', `/api/candidate/applyjob/${job._id}`, { token: candidate.token });
    await call(ctx, 'POST', `/api/candidate/applyjob/${job._id}`, { token: candidate.token }); // 409
    expect((await list(recruiter)).body.unread).toBe(1);
    const other = await makeRecruiter(ctx, 'Other Co');
    const [app] = (await call(ctx, 'GET', '/api/activity', { token: candidate.token })).body;
    await call(ctx, 'PUT', `/api/recruiter/rejectJob/${app._id}`, { token: other.token }); // 403
    expect((await list(candidate)).body.unread).toBe(0);
  });

  it('answers 304 to a poll that changed nothing, and 200 once something did', async () => {
    const user = await makeUser(ctx, 'candidate');
    const first = await list(user, '?limit=20');
    const etag = first.headers.etag as string;
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const same = await call(ctx, 'GET', '/api/notifications?limit=20', {
      token: user.token,
      headers: { 'if-none-match': etag },
    });
    expect(same.status).toBe(304);
    await notify(ctx.db, [alertFor(user, 'New')]);
    const changed = await call(ctx, 'GET', '/api/notifications?limit=20', {
      token: user.token,
      headers: { 'if-none-match': etag },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.unread).toBe(1);
    await markRead(user, { all: true });
    const afterRead = await call(ctx, 'GET', '/api/notifications?limit=20', {
      token: user.token,
      headers: { 'if-none-match': changed.headers.etag as string },
    });
    expect(afterRead.status).toBe(200);
    expect(afterRead.body.unread).toBe(0);
  });
});
