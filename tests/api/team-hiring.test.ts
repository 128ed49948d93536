import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, notifications, users } from '../../server/db/schema.ts';
import { call, createTestContext, type TestContext, type TestUser } from './harness.ts';
import { applyAs, hiring, move, send, timeline } from './hiring-fixtures.ts';
import { makeCandidate, makeRecruiter, newKey } from './jobs-fixtures.ts';
import { teammate } from './team-fixtures.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const bellOf = (user: TestUser, kind: 'new-applicant' | 'message' | 'mention') =>
  ctx.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, user.id), eq(notifications.kind, kind)));
const note = (user: TestUser, applicationId: string, text: string) =>
  call(ctx, 'POST', `/api/applications/${applicationId}/notes`, {
    token: user.token,
    body: { text },
    headers: { 'idempotency-key': newKey() },
  });

describe("a job's hiring team", () => {
  it("a recruiter who joined sees the first one's listings, applicants and board", async () => {
    const h = await hiring(ctx);
    const second = await teammate(ctx, h.recruiter, 'recruiter');
    const listings = await call(ctx, 'GET', '/api/getjob', { token: second.token });
    expect(listings.body.data.map((j: { _id: string }) => j._id)).toEqual([h.job._id]);
    const board = await call(ctx, 'GET', `/api/jobs/${h.job._id}/board`, { token: second.token });
    expect(board.status).toBe(200);
    expect(board.body.data.cards.map((c: { applicationId: string }) => c.applicationId)).toEqual([
      h.applicationId,
    ]);
    const applicants = await call(ctx, 'GET', `/api/recruiter/applicant/${h.job.UrlPath}`, {
      token: second.token,
    });
    expect(applicants.status).toBe(200);
  });

  it('moves and notes name the teammate who made them', async () => {
    const h = await hiring(ctx);
    const second = await teammate(ctx, h.recruiter, 'recruiter');
    const [profile] = await ctx.db.select().from(users).where(eq(users.id, second.id));
    const moved = await move(
      ctx,
      second,
      h.applicationId,
      { from: 'applied', to: 'screening' },
      { 'idempotency-key': newKey() },
    );
    expect(moved.status).toBe(201);
    expect(moved.body.data.move.by).toEqual({
      _id: second.id,
      fullName: profile?.username,
      role: 'recruiter',
    });
    const moves = (await timeline(ctx, h.recruiter, h.applicationId)).body.data.moves;
    expect(moves.at(-1).by).toMatchObject({ _id: second.id, fullName: profile?.username });
    const written = await note(second, h.applicationId, 'Strong on SQL');
    expect(written.body.data.by).toEqual({ _id: second.id, fullName: profile?.username });
    const read = await call(ctx, 'GET', `/api/applications/${h.applicationId}/notes`, {
      token: h.recruiter.token,
    });
    expect(read.body.data[0].by._id).toBe(second.id);
  });

  it('a new applicant and a candidate message reach every Owner and Recruiter', async () => {
    const h = await hiring(ctx);
    const second = await teammate(ctx, h.recruiter, 'recruiter');
    const interviewer = await teammate(ctx, h.recruiter, 'interviewer');
    // Only a confirmed address is mailed.
    await ctx.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, second.id));
    const late = await makeCandidate(ctx);
    await applyAs(ctx, late, h.job._id);
    expect(await bellOf(h.recruiter, 'new-applicant')).toHaveLength(2);
    expect(await bellOf(second, 'new-applicant')).toHaveLength(1);
    expect(await bellOf(interviewer, 'new-applicant')).toHaveLength(0);
    const applicantMail = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'new-applicants'));
    expect(applicantMail.map((m) => m.gatherKey)).toContain(`new-applicants:${h.job._id}:${second.id}`);

    expect(
      (await send(ctx, h.candidate, h.applicationId, 'Hello team', { 'idempotency-key': newKey() })).status,
    ).toBe(201);
    expect(await bellOf(h.recruiter, 'message')).toHaveLength(1);
    expect(await bellOf(second, 'message')).toHaveLength(1);
    const reply = await send(ctx, second, h.applicationId, 'Hello from the team', {
      'idempotency-key': newKey(),
    });
    expect(reply.status).toBe(201);
    expect(await bellOf(h.candidate, 'message')).toHaveLength(1);
    const threads = await call(ctx, 'GET', '/api/messages/threads', { token: second.token });
    expect(threads.body.data).toEqual([
      expect.objectContaining({ applicationId: h.applicationId, withName: `Full ${h.candidate.username}` }),
    ]);
  });

  it("lists the candidate's thread, unread, for a teammate who has not written in it", async () => {
    const h = await hiring(ctx);
    const second = await teammate(ctx, h.recruiter, 'recruiter');
    const interviewer = await teammate(ctx, h.recruiter, 'interviewer');
    await send(ctx, h.candidate, h.applicationId, 'Is the role still open?', { 'idempotency-key': newKey() });
    const threads = await call(ctx, 'GET', '/api/messages/threads', { token: second.token });
    expect(threads.body.data).toEqual([
      expect.objectContaining({
        applicationId: h.applicationId,
        lastText: 'Is the role still open?',
        unread: 1,
      }),
    ]);
    expect(threads.body.unread).toBe(1);
    const none = await call(ctx, 'GET', '/api/messages/threads', { token: interviewer.token });
    expect(none.body.data).toEqual([]);
  });

  it('@Name in a note tells that teammate in the app and by email, and nobody else', async () => {
    const h = await hiring(ctx);
    const second = await teammate(ctx, h.recruiter, 'recruiter');
    const third = await teammate(ctx, h.recruiter, 'recruiter');
    // Only a confirmed address is mailed.
    await ctx.db
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(inArray(users.id, [second.id, third.id]));
    expect((await note(h.recruiter, h.applicationId, `@${second.username}, can you call them?`)).status).toBe(
      201,
    );
    const [told] = await bellOf(second, 'mention');
    expect(told?.link).toBe(`/applications/${h.applicationId}`);
    expect(await bellOf(third, 'mention')).toHaveLength(0);
    const mailed = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'mention'));
    expect(mailed.map((m) => m.userId)).toEqual([second.id]);
    expect(mailed[0]?.data).toMatchObject({ link: `/applications/${h.applicationId}` });
    await note(h.recruiter, h.applicationId, `@${third.username}x is not a teammate`);
    expect(await bellOf(third, 'mention')).toHaveLength(0);
  });

  it("an Interviewer, another company's recruiter and a removed member are refused", async () => {
    const h = await hiring(ctx);
    const interviewer = await teammate(ctx, h.recruiter, 'interviewer');
    const removed = await teammate(ctx, h.recruiter, 'recruiter');
    await call(ctx, 'DELETE', `/api/team/members/${removed.id}`, { token: h.recruiter.token });
    const stranger = await makeRecruiter(ctx, 'Other Co');
    for (const user of [interviewer, removed, stranger]) {
      expect((await call(ctx, 'GET', `/api/jobs/${h.job._id}/board`, { token: user.token })).status).toBe(
        403,
      );
      expect((await note(user, h.applicationId, 'hi')).status).toBe(403);
      const moved = await move(
        ctx,
        user,
        h.applicationId,
        { from: 'applied', to: 'screening' },
        { 'idempotency-key': newKey() },
      );
      expect(moved.status).toBe(403);
      expect((await send(ctx, user, h.applicationId, 'hi', { 'idempotency-key': newKey() })).status).toBe(
        403,
      );
      const listings = await call(ctx, 'GET', '/api/getjob', { token: user.token });
      expect(listings.body.data).toEqual([]);
    }
  });
});
