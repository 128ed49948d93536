// The permission matrix's calls of scorecards: a job's criteria, sending a scorecard, reading an
// application's scorecards, and the one-application read. "owner" is the job's recruiter and the
// interviewer of its interview; everyone else is refused and nothing is written.
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { scorecardCriteria, scorecards } from '../../server/db/schema.ts';
import type { TestContext } from './harness.ts';
import type { MatrixAttempt, MatrixRow } from './matrix-attempt.ts';

// biome-ignore format: the table is read by people: one route per line, one column per caller.
export const scorecardRows: MatrixRow[] = [
  //  route                                           visitor cand  other owner rival noRole tamper expired
  ['GET /api/jobs/:jobId/scorecard-criteria',          401,   403,  403,  200,  403,  403,   401,   401],
  ['PUT /api/jobs/:jobId/scorecard-criteria',          401,   403,  403,  200,  403,  403,   401,   401],
  ['POST /api/interviews/:id/scorecard',               401,   403,  403,  201,  403,  403,   401,   401],
  // The candidate never sees the scorecards about them.
  ['GET /api/applications/:applicationId/scorecards',  401,   403,  403,  200,  403,  403,   401,   401],
  ['GET /api/applications/:applicationId',             401,   403,  403,  200,  403,  403,   401,   401],
];

/** `interviewed`: a new job's application with an interview of it (whose interviewer may score it). */
export function scorecardSetups<Who extends string>(
  ctxOf: () => TestContext,
  interviewed: () => Promise<{ job: { _id: string }; applicationId: string; interviewId: string }>,
): Record<string, (who: Who) => Promise<MatrixAttempt>> {
  const db = () => ctxOf().db;
  const appliedJob = interviewed;
  return {
    'GET /api/jobs/:jobId/scorecard-criteria': async () => ({
      url: `/api/jobs/${(await appliedJob()).job._id}/scorecard-criteria`,
    }),
    'PUT /api/jobs/:jobId/scorecard-criteria': async () => {
      const { job } = await appliedJob();
      return {
        url: `/api/jobs/${job._id}/scorecard-criteria`,
        body: { criteria: [{ name: 'Coding' }] },
        check: async (_res, ok) => {
          const rows = await db()
            .select()
            .from(scorecardCriteria)
            .where(eq(scorecardCriteria.jobId, job._id));
          expect(rows).toHaveLength(ok ? 1 : 0);
        },
      };
    },
    'POST /api/interviews/:id/scorecard': async () => {
      const { interviewId } = await interviewed();
      return {
        url: `/api/interviews/${interviewId}/scorecard`,
        body: { ratings: {}, recommendation: 'yes' },
        check: async (_res, ok) => {
          const rows = await db().select().from(scorecards).where(eq(scorecards.interviewId, interviewId));
          expect(rows).toHaveLength(ok ? 1 : 0);
        },
      };
    },
    'GET /api/applications/:applicationId/scorecards': async () => ({
      url: `/api/applications/${(await appliedJob()).applicationId}/scorecards`,
    }),
    'GET /api/applications/:applicationId': async () => {
      const { applicationId } = await appliedJob();
      return {
        url: `/api/applications/${applicationId}`,
        check: (res, ok) => {
          if (ok) expect(res.body.data).toMatchObject({ _id: applicationId, stage: expect.any(String) });
        },
      };
    },
  };
}
