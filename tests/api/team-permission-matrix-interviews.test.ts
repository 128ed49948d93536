// The permission matrix of interviews within a company's team: every interview route called by the
// company's Owner, a Recruiter, an Interviewer on the interview, an Interviewer of the company who
// is not on it, another company's recruiter and the candidate. A refusal changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, type TestUser } from './harness.ts';
import { applyAs, move } from './hiring-fixtures.ts';
import { interviewSetups } from './interview-matrix.ts';
import { makeCandidate, makeRecruiter, postJob } from './jobs-fixtures.ts';
import { type MatrixRow, matrixCases, tryRoute } from './matrix-attempt.ts';
import { teammate } from './team-fixtures.ts';

const who = ['owner', 'recruiter', 'onIt', 'notOnIt', 'rival', 'candidate'] as const;
type Who = (typeof who)[number];

// biome-ignore format: the table is read by people: one route per line, one column per caller.
const matrix: MatrixRow[] = [
  //  route                                        owner recr  onIt  notOn rival cand
  ['GET /api/applications/:id/interviews',          200,  200,  200,  403,  403,  200],
  ['GET /api/interviews/mine',                      200,  200,  200,  200,  200,  403],
  ['POST /api/applications/:id/interviews',         201,  201,  403,  403,  403,  403],
  ['PATCH /api/interviews/:id',                     200,  200,  403,  403,  403,  403],
  ['POST /api/interviews/:id/cancel',               200,  200,  403,  403,  403,  403],
  ['POST /api/interviews/:id/choose',               403,  403,  403,  403,  403,  200],
  ['PUT /api/account/time-zone',                    200,  200,  200,  200,  200,  200],
];

let ctx: TestContext;
let users: Record<Who, TestUser>;
beforeAll(async () => {
  ctx = await createTestContext();
  const owner = await makeRecruiter(ctx, 'Team Co');
  users = {
    owner,
    recruiter: await teammate(ctx, owner, 'recruiter'),
    onIt: await teammate(ctx, owner, 'interviewer'),
    notOnIt: await teammate(ctx, owner, 'interviewer'),
    rival: await makeRecruiter(ctx, 'Rival Co'),
    candidate: await makeCandidate(ctx),
  };
});
afterAll(() => ctx.close());

const setups = interviewSetups(
  () => ctx,
  () => ({ owner: users.owner, onIt: [users.onIt] }),
  async () => {
    const job = await postJob(ctx, users.owner);
    const applicationId = await applyAs(ctx, users.candidate, job._id);
    expect((await move(ctx, users.owner, applicationId, { from: 'applied', to: 'interview' })).status).toBe(
      201,
    );
    return applicationId;
  },
  (w: Who) => users[w].id,
);

describe('permission matrix: interviews × every member of the team, a rival and the candidate', () => {
  it('has a setup for every row', () => {
    expect(Object.keys(setups).sort()).toEqual(matrix.map(([route]) => route).sort());
  });

  it.each(matrixCases(matrix, who))('%s as %s answers %i', async (route, w, status) => {
    const attempt = await setups[route]!(w);
    const { res, ok } = await tryRoute(ctx, route, status, attempt, users[w].token);
    await attempt.check?.(res, ok);
  });
});
