import { boardPageSize } from '../../contract/hiring.ts';
import { fold } from '../../contract/search-text.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, users } from '../../server/db/schema.ts';
import { call, createTestContext, type TestContext, type TestUser } from './harness.ts';
import { hiring, move, send } from './hiring-fixtures.ts';
import { makeCandidate, makeRecruiter, postJob, unknownId } from './jobs-fixtures.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const board = (user: TestUser, jobId: string, query = '') =>
  call(ctx, 'GET', `/api/jobs/${jobId}/board${query}`, { token: user.token });

/** `n` applicants straight in the database, each a second apart in the stage's time. */
async function applicants(jobId: string, n: number) {
  const people = await ctx.db
    .insert(users)
    .values(
      Array.from({ length: n }, (_, i) => ({
        username: `bulk-${jobId.slice(0, 8)}-${i}`,
        usernameFolded: fold(`bulk-${jobId.slice(0, 8)}-${i}`),
        email: `bulk-${jobId.slice(0, 8)}-${i}@test.example.com`,
        role: 'candidate' as const,
      })),
    )
    .returning({ id: users.id });
  const base = Date.now() - 3600_000;
  await ctx.db
    .insert(applications)
    .values(people.map((p, i) => ({ jobId, candidateId: p.id, stageSince: new Date(base + i * 1000) })));
}

describe('GET /api/jobs/:jobId/board', () => {
  it('counts every stage and sends each column’s first page, newest move first, the rest by cursor', async () => {
    const h = await hiring(ctx);
    await applicants(h.job._id, boardPageSize + 4);
    await move(ctx, h.recruiter, h.applicationId, { from: 'applied', to: 'interview' });
    const res = await board(h.recruiter, h.job._id);
    expect(res.status).toBe(200);
    const { data } = res.body;
    expect(data.job).toEqual({ _id: h.job._id, JobTitle: 'Platform Engineer', UrlPath: h.job.UrlPath });
    expect(data.counts).toEqual({
      applied: boardPageSize + 4,
      screening: 0,
      interview: 1,
      offer: 0,
      hired: 0,
      rejected: 0,
      withdrawn: 0,
    });
    const applied = data.cards.filter((c: { stage: string }) => c.stage === 'applied');
    expect(applied).toHaveLength(boardPageSize);
    const since = applied.map((c: { stageSince: string }) => c.stageSince);
    expect(since).toEqual([...since].sort().reverse());
    expect(Object.keys(data.more)).toEqual(['applied']);
    const rest = await board(h.recruiter, h.job._id, `?stage=applied&cursor=${data.more.applied}`);
    expect(rest.body.data.cards).toHaveLength(4);
    expect(rest.body.data.more).toEqual({});
    const ids = new Set(
      [...applied, ...rest.body.data.cards].map((c: { applicationId: string }) => c.applicationId),
    );
    expect(ids.size).toBe(boardPageSize + 4);
    const card = data.cards.find((c: { stage: string }) => c.stage === 'interview');
    expect(card).toMatchObject({
      applicationId: h.applicationId,
      candidate: { _id: h.candidate.id, headline: 'Computer Science', ProfileImage: null },
      unreadMessages: 0,
      notes: 0,
    });
  });

  it('answers a job without applicants with every count at zero and no cards', async () => {
    const recruiter = await makeRecruiter(ctx, 'Empty Co');
    const job = await postJob(ctx, recruiter);
    const res = await board(recruiter, job._id);
    expect(res.status).toBe(200);
    expect(res.body.data.cards).toEqual([]);
    expect(res.body.data.more).toEqual({});
    expect(Object.values(res.body.data.counts)).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });

  it('shows the recruiter’s unread messages and the notes on each card', async () => {
    const h = await hiring(ctx);
    await send(ctx, h.candidate, h.applicationId, 'Any news?');
    await send(ctx, h.candidate, h.applicationId, 'Hello?');
    await call(ctx, 'POST', `/api/applications/${h.applicationId}/notes`, {
      token: h.recruiter.token,
      body: { text: 'Call back Friday' },
    });
    const [card] = (await board(h.recruiter, h.job._id)).body.data.cards;
    expect(card).toMatchObject({ unreadMessages: 2, notes: 1 });
  });

  it('is the job’s recruiter’s alone: 401, 403, 404, and a bad stage or cursor is 400', async () => {
    const h = await hiring(ctx);
    const other = await makeRecruiter(ctx, 'Other Co');
    const candidate = await makeCandidate(ctx);
    expect((await call(ctx, 'GET', `/api/jobs/${h.job._id}/board`)).status).toBe(401);
    expect(await board(other, h.job._id)).toMatchObject({
      status: 403,
      body: { success: false, message: 'You can only see the board of your own jobs' },
    });
    expect((await board(candidate, h.job._id)).status).toBe(403);
    expect((await board(h.recruiter, unknownId)).status).toBe(404);
    expect((await board(h.recruiter, h.job._id, '?stage=limbo')).status).toBe(400);
    expect((await board(h.recruiter, h.job._id, '?stage=applied&cursor=nonsense')).status).toBe(400);
  });
});
