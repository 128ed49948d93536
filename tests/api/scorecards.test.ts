// Scorecards: only an interviewer of the interview sends one, once; a replayed key is answered the
// same; the company's recruiters see them all, an interviewer the others' only once theirs is in,
// the candidate never. The board's card counts them.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scorecards } from '../../server/db/schema.ts';
import { fingerprint } from './db-fingerprint.ts';
import { call, createTestContext, type TestContext, type TestUser } from './harness.ts';
import { hiring } from './hiring-fixtures.ts';
import { interviewOf, scorecardsOf, setCriteria, submit } from './interview-fixtures.ts';
import { makeRecruiter, newKey, unknownId } from './jobs-fixtures.ts';
import { teammate } from './team-fixtures.ts';

let ctx: TestContext;
let owner: TestUser;
let alice: TestUser;
let bob: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  owner = await makeRecruiter(ctx, 'Scorecard Co');
  alice = await teammate(ctx, owner, 'interviewer');
  bob = await teammate(ctx, owner, 'interviewer');
});
afterAll(() => ctx.close());

/** A job with two criteria, an application, and an interview of it by Alice and Bob. */
async function interviewed() {
  const h = await hiring(ctx, owner);
  const criteria = (await setCriteria(ctx, owner, h.job._id, [{ name: 'Coding' }, { name: 'Design' }])).body
    .data as { _id: string }[];
  const interviewId = await interviewOf(ctx, h.applicationId, [alice, bob]);
  const ratings = (a: number, b: number) => ({ [criteria[0]!._id]: a, [criteria[1]!._id]: b });
  return { ...h, criteria, interviewId, ratings };
}
const rowsOf = (interviewId: string) =>
  ctx.db.select().from(scorecards).where(eq(scorecards.interviewId, interviewId));

describe('sending a scorecard', () => {
  it('is stored once; the same key replays the answer, another scorecard is a 409', async () => {
    const s = await interviewed();
    const body = { ratings: s.ratings(3, 4), recommendation: 'yes', notes: 'Solid on SQL' };
    const key = newKey();
    const first = await submit(ctx, alice, s.interviewId, body, { 'idempotency-key': key });
    expect(first).toMatchObject({
      status: 201,
      body: {
        success: true,
        data: {
          interviewId: s.interviewId,
          by: { _id: alice.id },
          recommendation: 'yes',
          notes: 'Solid on SQL',
        },
      },
    });
    const again = await submit(ctx, alice, s.interviewId, body, { 'idempotency-key': key });
    expect([again.status, again.headers['idempotent-replayed'], again.body]).toEqual([
      201,
      'true',
      first.body,
    ]);
    const other = await submit(
      ctx,
      alice,
      s.interviewId,
      { ...body, recommendation: 'no' },
      { 'idempotency-key': newKey() },
    );
    expect(other).toMatchObject({
      status: 409,
      body: { success: false, message: 'You have already sent your scorecard for this interview' },
    });
    const reused = await submit(
      ctx,
      alice,
      s.interviewId,
      { ...body, notes: 'Changed' },
      { 'idempotency-key': key },
    );
    expect(reused.status).toBe(422);
    expect(await rowsOf(s.interviewId)).toHaveLength(1);
  });

  it('refuses anyone not on the interview, and stores nothing', async () => {
    const s = await interviewed();
    const carol = await teammate(ctx, owner, 'interviewer');
    const recruiter = await teammate(ctx, owner, 'recruiter');
    await interviewOf(ctx, s.applicationId, [carol]);
    const rival = await makeRecruiter(ctx, 'Rival Co');
    const body = { ratings: s.ratings(2, 2), recommendation: 'no' };
    const before = await fingerprint(ctx);
    for (const user of [carol, recruiter, owner, rival, s.candidate]) {
      expect(await submit(ctx, user, s.interviewId, body)).toMatchObject({
        status: 403,
        body: { success: false, message: 'Only the interviewers of this interview can send its scorecard' },
      });
    }
    expect((await call(ctx, 'POST', `/api/interviews/${s.interviewId}/scorecard`, { body })).status).toBe(
      401,
    );
    expect((await submit(ctx, alice, unknownId, body)).status).toBe(404);
    expect(await fingerprint(ctx)).toEqual(before);
  });

  it('refuses a removed teammate and a cancelled interview', async () => {
    const s = await interviewed();
    const cancelled = await interviewOf(ctx, s.applicationId, [alice], { status: 'cancelled' });
    const body = { ratings: s.ratings(2, 2), recommendation: 'no' };
    expect(await submit(ctx, alice, cancelled, body)).toMatchObject({
      status: 409,
      body: { message: 'This interview was cancelled: it takes no scorecard' },
    });
    const dave = await teammate(ctx, owner, 'interviewer');
    const interviewId = await interviewOf(ctx, s.applicationId, [dave]);
    await call(ctx, 'DELETE', `/api/team/members/${dave.id}`, { token: owner.token });
    expect((await submit(ctx, dave, interviewId, body)).status).toBe(403);
  });

  it('answers every bad scorecard with a 400 that says why', async () => {
    const s = await interviewed();
    const [coding, design] = s.criteria.map((c) => c._id) as [string, string];
    const before = await fingerprint(ctx);
    const bad: [unknown, RegExp][] = [
      [{ ratings: { [coding]: 3 }, recommendation: 'yes' }, /Rate every criterion: "Design" has no rating/],
      [
        { ratings: { ...s.ratings(3, 3), [unknownId]: 2 }, recommendation: 'yes' },
        /criterion this job does not have/,
      ],
      [{ ratings: s.ratings(5, 3), recommendation: 'yes' }, /from 1 to 4/],
      [{ ratings: s.ratings(0, 3), recommendation: 'yes' }, /from 1 to 4/],
      [{ ratings: { [coding]: 2.5, [design]: 3 }, recommendation: 'yes' }, /from 1 to 4/],
      [{ ratings: { [coding]: '3', [design]: 3 }, recommendation: 'yes' }, /from 1 to 4/],
      [{ ratings: s.ratings(3, 3), recommendation: 'maybe' }, /recommendation must be one of/],
      [{ ratings: s.ratings(3, 3) }, /recommendation must be one of/],
      [
        { ratings: s.ratings(3, 3), recommendation: 'yes', notes: 'x'.repeat(2001) },
        /at most 2000 characters/,
      ],
      [{ ratings: [3, 3], recommendation: 'yes' }, /ratings must map criteria to ratings/],
    ];
    for (const [body, message] of bad) {
      const res = await submit(ctx, alice, s.interviewId, body);
      expect([res.status, res.body.success, res.body.message]).toEqual([
        400,
        false,
        expect.stringMatching(message),
      ]);
    }
    expect((await submit(ctx, alice, 'not-an-id', { ratings: {}, recommendation: 'yes' })).status).toBe(400);
    expect(await fingerprint(ctx)).toEqual(before);
  });

  it('is the recommendation alone when the job has no criteria', async () => {
    const h = await hiring(ctx, owner);
    const interviewId = await interviewOf(ctx, h.applicationId, [alice]);
    const res = await submit(ctx, alice, interviewId, { ratings: {}, recommendation: 'strong-yes' });
    expect(res).toMatchObject({ status: 201, body: { data: { ratings: {}, notes: '' } } });
  });
});

describe('who sees the scorecards', () => {
  it('shows recruiters all, an interviewer the others only after sending, never the candidate', async () => {
    const s = await interviewed();
    await submit(ctx, bob, s.interviewId, { ratings: s.ratings(4, 4), recommendation: 'strong-yes' });
    const recruiter = await teammate(ctx, owner, 'recruiter');
    for (const user of [owner, recruiter]) {
      const res = await scorecardsOf(ctx, user, s.applicationId);
      expect(res.body.data).toMatchObject({ viewer: 'team', myInterviews: [] });
      expect(res.body.data.scorecards.map((c: { by: { _id: string } }) => c.by._id)).toEqual([bob.id]);
      expect(res.body.data.criteria.map((c: { name: string }) => c.name)).toEqual(['Coding', 'Design']);
    }
    const before = await scorecardsOf(ctx, alice, s.applicationId);
    expect(before.body.data).toMatchObject({
      viewer: 'interviewer',
      scorecards: [],
      myInterviews: [{ _id: s.interviewId, title: 'Technical interview', submitted: false }],
    });
    await submit(ctx, alice, s.interviewId, { ratings: s.ratings(2, 3), recommendation: 'no' });
    const after = await scorecardsOf(ctx, alice, s.applicationId);
    expect(after.body.data.scorecards.map((c: { by: { _id: string } }) => c.by._id)).toEqual([
      bob.id,
      alice.id,
    ]);
    expect(after.body.data.myInterviews[0].submitted).toBe(true);
    const carol = await teammate(ctx, owner, 'interviewer');
    for (const user of [s.candidate, carol, await makeRecruiter(ctx, 'Rival Co')]) {
      expect(await scorecardsOf(ctx, user, s.applicationId)).toMatchObject({
        status: 403,
        body: { success: false, message: expect.stringMatching(/hiring team and the interviewers/) },
      });
    }
  });

  it('puts the count and the average recommendation on the board card', async () => {
    const s = await interviewed();
    await submit(ctx, alice, s.interviewId, { ratings: s.ratings(2, 3), recommendation: 'no' });
    await submit(ctx, bob, s.interviewId, { ratings: s.ratings(4, 4), recommendation: 'strong-yes' });
    const board = await call(ctx, 'GET', `/api/jobs/${s.job._id}/board`, { token: owner.token });
    const card = board.body.data.cards.find(
      (c: { applicationId: string }) => c.applicationId === s.applicationId,
    );
    expect(card).toMatchObject({ scorecards: 2, score: 3 });
    const other = await hiring(ctx, owner);
    const empty = await call(ctx, 'GET', `/api/jobs/${other.job._id}/board`, { token: owner.token });
    expect(empty.body.data.cards[0]).toMatchObject({ scorecards: 0, score: null });
  });
});
