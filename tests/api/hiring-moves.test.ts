import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationMoves, applications, mailOutbox, notifications, users } from '../../server/db/schema.ts';
import { call, createTestContext, type TestContext } from './harness.ts';
import { hiring, move, timeline } from './hiring-fixtures.ts';
import { makeRecruiter, newKey, unknownId } from './jobs-fixtures.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const stageOf = async (id: string) =>
  (await ctx.db.select().from(applications).where(eq(applications.id, id)))[0];
const movesOf = (id: string) =>
  ctx.db.select().from(applicationMoves).where(eq(applicationMoves.applicationId, id));

describe('POST /api/applications/:id/moves', () => {
  it('moves forwards and backwards, recording who, when, from and to', async () => {
    const h = await hiring(ctx);
    const first = await move(ctx, h.recruiter, h.applicationId, { from: 'applied', to: 'interview' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      success: true,
      data: {
        applicationId: h.applicationId,
        stage: 'interview',
        move: { from: 'applied', to: 'interview', by: { _id: h.recruiter.id, role: 'recruiter' } },
      },
    });
    const back = await move(ctx, h.recruiter, h.applicationId, { from: 'interview', to: 'screening' });
    expect(back.status).toBe(201);
    // The old answers follow: still pending while the stage is open.
    expect(await stageOf(h.applicationId)).toMatchObject({ stage: 'screening', status: 'pending' });
    const t = await timeline(ctx, h.candidate, h.applicationId);
    expect(t.status).toBe(200);
    expect(t.body.data.stage).toBe('screening');
    expect(t.body.data.moves.map((m: { from: string | null; to: string }) => [m.from, m.to])).toEqual([
      [null, 'applied'],
      ['applied', 'interview'],
      ['interview', 'screening'],
    ]);
    expect(t.body.data.moves[0].by).toMatchObject({ _id: h.candidate.id, role: 'candidate' });
  });

  it('answers 409 with the current stage when the card moved meanwhile, and changes nothing', async () => {
    const h = await hiring(ctx);
    await move(ctx, h.recruiter, h.applicationId, { from: 'applied', to: 'screening' });
    const stale = await move(ctx, h.recruiter, h.applicationId, { from: 'applied', to: 'offer' });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({
      success: false,
      message: 'This application has moved meanwhile: it is now in Screening',
      currentStage: 'screening',
    });
    expect((await stageOf(h.applicationId))?.stage).toBe('screening');
    expect(await movesOf(h.applicationId)).toHaveLength(1);
  });

  it('answers 409 for a withdrawn application, replayed from the outbox too', async () => {
    const h = await hiring(ctx);
    const key = newKey();
    const withdrawn = await call(ctx, 'PUT', `/api/candidate/withdraw/${h.applicationId}`, {
      token: h.candidate.token,
    });
    expect(withdrawn.status).toBe(200);
    for (let i = 0; i < 2; i++) {
      const res = await move(
        ctx,
        h.recruiter,
        h.applicationId,
        { from: 'applied', to: 'screening' },
        {
          'idempotency-key': key,
        },
      );
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({
        currentStage: 'withdrawn',
        message: 'The candidate has withdrawn this application',
      });
    }
    expect((await stageOf(h.applicationId))?.stage).toBe('withdrawn');
    // The withdrawal is in the timeline, by the candidate.
    const t = await timeline(ctx, h.recruiter, h.applicationId);
    expect(t.body.data.moves.at(-1)).toMatchObject({
      from: 'applied',
      to: 'withdrawn',
      by: { role: 'candidate' },
    });
  });

  it('replays the same Idempotency-Key as one move', async () => {
    const h = await hiring(ctx);
    const key = newKey();
    const body = { from: 'applied', to: 'screening' };
    const a = await move(ctx, h.recruiter, h.applicationId, body, { 'idempotency-key': key });
    const b = await move(ctx, h.recruiter, h.applicationId, body, { 'idempotency-key': key });
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    expect(b.headers['idempotent-replayed']).toBe('true');
    expect(b.body).toEqual(a.body);
    expect(await movesOf(h.applicationId)).toHaveLength(1);
  });

  it('refuses unknown and unreachable stages with 400, changing nothing', async () => {
    const h = await hiring(ctx);
    const cases: [unknown, string][] = [
      [
        { from: 'applied', to: 'shortlist' },
        'Stage must be one of applied, screening, interview, offer, hired, rejected, withdrawn',
      ],
      [{ from: 'applied', to: 'applied' }, 'The application is already in Applied'],
      [{ from: 'applied', to: 'withdrawn' }, 'Only the candidate can withdraw an application'],
      [{ from: 'withdrawn', to: 'applied' }, 'An application in Withdrawn cannot be moved to Applied'],
      [{ from: 'hired', to: 'rejected' }, 'An application in Hired cannot be moved to Not selected'],
      [
        { to: 'screening' },
        'Stage must be one of applied, screening, interview, offer, hired, rejected, withdrawn',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await move(ctx, h.recruiter, h.applicationId, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toContain(message);
    }
    expect(await movesOf(h.applicationId)).toHaveLength(0);
  });

  it('lets only the job’s recruiter move: 401, 403, 404', async () => {
    const h = await hiring(ctx);
    const other = await makeRecruiter(ctx, 'Other Co');
    const body = { from: 'applied', to: 'screening' };
    expect((await call(ctx, 'POST', `/api/applications/${h.applicationId}/moves`, { body })).status).toBe(
      401,
    );
    const byCandidate = await move(ctx, h.candidate, h.applicationId, body);
    expect(byCandidate.status).toBe(403);
    const byOther = await move(ctx, other, h.applicationId, body);
    expect(byOther).toMatchObject({
      status: 403,
      body: { message: 'You can only move applications to your own jobs' },
    });
    expect((await move(ctx, h.recruiter, unknownId, body)).status).toBe(404);
    expect(await movesOf(h.applicationId)).toHaveLength(0);
  });

  it('reopens a rejected or hired application to an open stage only, and tells the candidate', async () => {
    const h = await hiring(ctx);
    expect((await move(ctx, h.recruiter, h.applicationId, { from: 'applied', to: 'rejected' })).status).toBe(
      201,
    );
    expect(await stageOf(h.applicationId)).toMatchObject({ status: 'rejected' });
    expect(
      (await move(ctx, h.recruiter, h.applicationId, { from: 'rejected', to: 'interview' })).status,
    ).toBe(201);
    expect(await stageOf(h.applicationId)).toMatchObject({
      stage: 'interview',
      status: 'pending',
      decidedAt: null,
    });
    expect((await move(ctx, h.recruiter, h.applicationId, { from: 'interview', to: 'hired' })).status).toBe(
      201,
    );
    expect(await stageOf(h.applicationId)).toMatchObject({ status: 'accepted' });
    const told = await ctx.db.select().from(notifications).where(eq(notifications.userId, h.candidate.id));
    expect(told.map((n) => [n.kind, n.text]).sort()).toEqual(
      [
        ['application-decided', 'Your application for Platform Engineer at Acme Corp was rejected'],
        ['stage', 'Your application for Platform Engineer at Acme Corp moved to Interview'],
        ['application-decided', 'Your application for Platform Engineer at Acme Corp was accepted'],
      ].sort(),
    );
  });
});

describe('the candidate’s email about a move', () => {
  const mailsOf = (userId: string) =>
    ctx.db.select().from(mailOutbox).where(eq(mailOutbox.userId, userId)).orderBy(mailOutbox.createdAt);

  it('mails each move to a confirmed candidate once, the open stages as well as the decisions', async () => {
    const h = await hiring(ctx);
    await ctx.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, h.candidate.id));
    const address = h.candidate.email.toLowerCase();
    const toInterview = { from: 'applied', to: 'interview' };
    const key = { 'idempotency-key': newKey() };
    expect((await move(ctx, h.recruiter, h.applicationId, toInterview, key)).status).toBe(201);
    expect((await move(ctx, h.recruiter, h.applicationId, toInterview, key)).status).toBe(201); // replayed
    const reject = { from: 'interview', to: 'rejected' };
    expect((await move(ctx, h.recruiter, h.applicationId, reject)).status).toBe(201);
    const mails = await mailsOf(h.candidate.id);
    expect(mails.map((m) => [m.kind, m.toAddress, m.data])).toEqual([
      [
        'decision',
        address,
        {
          jobTitle: 'Platform Engineer',
          companyName: 'Acme Corp',
          outcome: 'moved',
          stage: 'Interview',
          link: `/applications/${h.applicationId}`,
        },
      ],
      [
        'decision',
        address,
        expect.objectContaining({ outcome: 'rejected', link: `/jobs/Info/${h.job.UrlPath}` }),
      ],
    ]);
  });

  it('mails nobody whose address is unconfirmed', async () => {
    const h = await hiring(ctx);
    expect((await move(ctx, h.recruiter, h.applicationId, { from: 'applied', to: 'screening' })).status).toBe(
      201,
    );
    expect(await mailsOf(h.candidate.id)).toEqual([]);
  });
});

describe('the old calls as moves', () => {
  it('hire and reject are moves to Hired and Rejected, in the timeline, from any open stage', async () => {
    const h = await hiring(ctx);
    await move(ctx, h.recruiter, h.applicationId, { from: 'applied', to: 'offer' });
    const hire = await call(ctx, 'PUT', `/api/recruiter/acceptJob/${h.applicationId}`, {
      token: h.recruiter.token,
    });
    expect(hire).toMatchObject({ status: 200, body: { success: true, message: 'Application accepted' } });
    const again = await call(ctx, 'PUT', `/api/recruiter/rejectJob/${h.applicationId}`, {
      token: h.recruiter.token,
    });
    expect(again).toMatchObject({
      status: 409,
      body: { message: 'A decision has already been made on this application' },
    });
    const t = await timeline(ctx, h.recruiter, h.applicationId);
    expect(t.body.data.moves.at(-1)).toMatchObject({
      from: 'offer',
      to: 'hired',
      by: { _id: h.recruiter.id },
    });
    const history = await call(ctx, 'GET', '/api/activity', { token: h.candidate.token });
    expect(history.body[0]).toMatchObject({ Accept: true, Pending: false, status: 'accepted' });
    expect(history.body[0]).not.toHaveProperty('stage');
  });

  it('the lists gain stage (and unread messages) only when asked with=hiring', async () => {
    const h = await hiring(ctx);
    await move(ctx, h.recruiter, h.applicationId, { from: 'applied', to: 'screening' });
    const mine = await call(ctx, 'GET', '/api/activity?with=hiring', { token: h.candidate.token });
    expect(mine.body[0]).toMatchObject({ stage: 'screening', unreadMessages: 0, Pending: true });
    const url = `/api/recruiter/applicant/${h.job.UrlPath}`;
    const plain = await call(ctx, 'GET', url, { token: h.recruiter.token });
    expect(plain.body[0]).not.toHaveProperty('stage');
    const withStage = await call(ctx, 'GET', `${url}?with=hiring`, { token: h.recruiter.token });
    expect(withStage.body[0]).toMatchObject({ stage: 'screening', status: 'pending' });
    const bad = await call(ctx, 'GET', '/api/activity?with=everything', { token: h.candidate.token });
    expect(bad).toMatchObject({ status: 400, body: { success: false, message: 'with must be hiring' } });
  });
});
