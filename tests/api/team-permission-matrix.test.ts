// The permission matrix of a company's team: every team route, and every old route whose meaning
// the team changed, called by the company's Owner, a Recruiter, an Interviewer of the application's
// interview and one not on it, another company's recruiter and the candidate who applied. A refusal
// changes nothing in the database.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyMembers, jobs, messages } from '../../server/db/schema.ts';
import { createTestContext, type TestContext, type TestUser } from './harness.ts';
import { applyAs } from './hiring-fixtures.ts';
import { jobBody, makeCandidate, makeRecruiter, postJob } from './jobs-fixtures.ts';
import { interviewOf } from './interview-fixtures.ts';
import { scorecardSetups } from './scorecard-matrix.ts';
import { teammate } from './team-fixtures.ts';
import { teamSetups } from './team-matrix.ts';
import { type MatrixAttempt, type MatrixRow, matrixCases, tryRoute } from './matrix-attempt.ts';

const who = ['owner', 'recruiter', 'onIntv', 'interviewer', 'rival', 'candidate'] as const;
type Who = (typeof who)[number];

// biome-ignore format: the table is read by people: one route per line, one column per caller.
const matrix: MatrixRow[] = [
  //  route                                              owner recr  onIv  intv  rival cand
  ['GET /api/team',                                       200,  200,  200,  200,  200,  403],
  ['POST /api/team/invitations',                          201,  403,  403,  403,  201,  403],
  ['PATCH /api/team/members/:userId',                     200,  403,  403,  403,  404,  403],
  ['DELETE /api/team/members/:userId',                    200,  403,  403,  403,  404,  403],
  ['POST /api/team/owner',                                200,  403,  403,  403,  404,  403],
  ['POST /api/postjob',                                   201,  201,  403,  403,  201,  403],
  ['GET /api/getjob',                                     200,  200,  200,  200,  200,  403],
  ['PUT /api/recruiter/closeJob/:UrlPath',                200,  200,  403,  403,  403,  403],
  ['PUT /api/recruiter/reopenJob/:UrlPath',               200,  200,  403,  403,  403,  403],
  ['GET /api/recruiter/applicant/:UrlPath',               200,  200,  403,  403,  403,  403],
  ['PUT /api/recruiter/acceptJob/:applicationId',         200,  200,  403,  403,  403,  403],
  ['PUT /api/recruiter/rejectJob/:applicationId',         200,  200,  403,  403,  403,  403],
  ['GET /api/jobs/:jobId/board',                          200,  200,  403,  403,  403,  403],
  ['POST /api/applications/:applicationId/moves',         201,  201,  403,  403,  403,  403],
  ['GET /api/applications/:applicationId/timeline',       200,  200,  200,  403,  403,  200],
  ['GET /api/applications/:applicationId/notes',          200,  200,  200,  403,  403,  403],
  ['POST /api/applications/:applicationId/notes',         201,  201,  201,  403,  403,  403],
  ['GET /api/applications/:applicationId/messages',       200,  200,  403,  403,  403,  200],
  ['POST /api/applications/:applicationId/messages',      201,  201,  403,  403,  403,  201],
  ['POST /api/applications/:applicationId/messages/seen', 200,  200,  403,  403,  403,  200],
  // An interviewer reads the application they interview (and its résumé), its scorecards, and sends
  // their own; the job's criteria are its recruiters'.
  ['GET /api/applications/:applicationId',                200,  200,  200,  403,  403,  403],
  ['GET /api/applications/:applicationId/scorecards',     200,  200,  200,  403,  403,  403],
  ['POST /api/interviews/:id/scorecard',                  403,  403,  201,  403,  403,  403],
  ['GET /api/jobs/:jobId/scorecard-criteria',             200,  200,  403,  403,  403,  403],
  ['PUT /api/jobs/:jobId/scorecard-criteria',             200,  200,  403,  403,  403,  403],
];

let ctx: TestContext;
let users: Record<Who, TestUser>;
beforeAll(async () => {
  ctx = await createTestContext();
  const owner = await makeRecruiter(ctx, 'Team Co');
  users = {
    owner,
    recruiter: await teammate(ctx, owner, 'recruiter'),
    onIntv: await teammate(ctx, owner, 'interviewer'),
    interviewer: await teammate(ctx, owner, 'interviewer'),
    rival: await makeRecruiter(ctx, 'Rival Co'),
    candidate: await makeCandidate(ctx),
  };
});
afterAll(() => ctx.close());

/**
 * A new job, the candidate's application with an interview by "onIntv", and another candidate's
 * application to the same job with an interview by "interviewer": on the job, not on this one.
 */
async function applied() {
  const job = await postJob(ctx, users.owner);
  const applicationId = await applyAs(ctx, users.candidate, job._id);
  const interviewId = await interviewOf(ctx, applicationId, [users.onIntv]);
  const other = await applyAs(ctx, await makeCandidate(ctx), job._id);
  await interviewOf(ctx, other, [users.interviewer]);
  return { job, applicationId, interviewId };
}

const companyOf = async (user: TestUser) =>
  (await ctx.db.select().from(companyMembers).where(eq(companyMembers.userId, user.id)))[0]!.companyId;

// Every team route but accepting an invitation, which the callers here, all on a team already, have no use for.
const { 'POST /api/team/invitations/accept': _accept, ...teamRoutes } = teamSetups(
  () => ctx,
  () => users.owner,
  companyOf,
  (w: Who) => users[w],
);

const setups: Record<string, (w: Who) => Promise<MatrixAttempt>> = {
  ...teamRoutes,
  ...scorecardSetups<Who>(() => ctx, applied),
  'GET /api/getjob': async (w) => {
    const { job } = await applied();
    return {
      url: '/api/getjob?limit=50',
      check: (res, ok) => {
        if (!ok) return;
        const ids = res.body.data.map((j: { _id: string }) => j._id);
        expect(ids.includes(job._id)).toBe(w === 'owner' || w === 'recruiter');
      },
    };
  },
  'POST /api/postjob': async (w) => {
    const title = `Posted by ${w} ${Math.random().toString(36).slice(2)}`;
    return {
      url: '/api/postjob',
      body: jobBody({ JobTitle: title }),
      check: async (_res, ok) => {
        const [row] = await ctx.db.select().from(jobs).where(eq(jobs.title, title));
        if (!ok) return expect(row).toBeUndefined();
        // A teammate's job is the company's.
        const [company] = await ctx.db
          .select()
          .from(companyMembers)
          .where(eq(companyMembers.userId, users[w].id));
        expect(row?.recruiterId).toBe(company?.companyId);
      },
    };
  },
  'PUT /api/recruiter/closeJob/:UrlPath': async () => ({
    url: `/api/recruiter/closeJob/${(await applied()).job.UrlPath}`,
  }),
  'PUT /api/recruiter/reopenJob/:UrlPath': async () => {
    const { job } = await applied();
    await ctx.db.update(jobs).set({ closedAt: new Date() }).where(eq(jobs.id, job._id));
    return { url: `/api/recruiter/reopenJob/${job.UrlPath}` };
  },
  'GET /api/recruiter/applicant/:UrlPath': async () => ({
    url: `/api/recruiter/applicant/${(await applied()).job.UrlPath}`,
  }),
  'PUT /api/recruiter/acceptJob/:applicationId': async () => ({
    url: `/api/recruiter/acceptJob/${(await applied()).applicationId}`,
  }),
  'PUT /api/recruiter/rejectJob/:applicationId': async () => ({
    url: `/api/recruiter/rejectJob/${(await applied()).applicationId}`,
  }),
  'GET /api/jobs/:jobId/board': async () => ({ url: `/api/jobs/${(await applied()).job._id}/board` }),
  'POST /api/applications/:applicationId/moves': async () => ({
    url: `/api/applications/${(await applied()).applicationId}/moves`,
    // applied() has an interview scheduled: the application is at Interview.
    body: { from: 'interview', to: 'offer' },
  }),
  'GET /api/applications/:applicationId/timeline': async () => ({
    url: `/api/applications/${(await applied()).applicationId}/timeline`,
  }),
  'GET /api/applications/:applicationId/notes': async () => ({
    url: `/api/applications/${(await applied()).applicationId}/notes`,
  }),
  'POST /api/applications/:applicationId/notes': async () => ({
    url: `/api/applications/${(await applied()).applicationId}/notes`,
    body: { text: 'A note' },
  }),
  'GET /api/applications/:applicationId/messages': async () => ({
    url: `/api/applications/${(await applied()).applicationId}/messages`,
  }),
  'POST /api/applications/:applicationId/messages': async () => ({
    url: `/api/applications/${(await applied()).applicationId}/messages`,
    body: { text: 'Hello' },
  }),
  'POST /api/applications/:applicationId/messages/seen': async (w) => {
    const { applicationId } = await applied();
    // The candidate reads the team's message; the team reads the candidate's.
    const fromTeam = w === 'candidate';
    const [row] = await ctx.db
      .insert(messages)
      .values({
        applicationId,
        senderId: fromTeam ? users.owner.id : users.candidate.id,
        recipientId: fromTeam ? users.candidate.id : users.owner.id,
        text: 'Hello',
      })
      .returning();
    return {
      url: `/api/applications/${applicationId}/messages/seen`,
      body: { upTo: row!.id },
      check: (res, ok) => {
        if (ok) expect(res.body.data.seen).toBe(1);
      },
    };
  },
};

describe('permission matrix: teams, every team route and every route it changed × every teammate', () => {
  it('has a setup for every row', () => {
    expect(Object.keys(setups).sort()).toEqual(matrix.map(([route]) => route).sort());
  });

  it.each(matrixCases(matrix, who))('%s as %s answers %i', async (route, w, status) => {
    const attempt = await setups[route]!(w);
    const { res, ok } = await tryRoute(ctx, route, status, attempt, users[w].token);
    await attempt.check?.(res, ok);
  });
});
