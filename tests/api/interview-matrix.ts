// The permission matrices' calls of the interview routes. Each call gets a fresh application at
// the Interview stage (and, for the interview routes, a fresh interview of it with `onIt` as its
// interviewers); the check says what the call changed, or that a refusal changed nothing.
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { interviews, users } from '../../server/db/schema.ts';
import { call, type TestContext, type TestUser } from './harness.ts';
import { hoursFromNow } from './interview-scheduling-fixtures.ts';
import type { MatrixAttempt, MatrixRow } from './matrix-attempt.ts';

// biome-ignore format: the table is read by people: one route per line, one column per caller.
export const interviewRows: MatrixRow[] = [
  //  route                                        visitor cand  other owner rival noRole tamper expired
  ['GET /api/applications/:id/interviews',          401,   200,  403,  200,  403,  403,   401,   401],
  ['GET /api/interviews/mine',                      401,   403,  403,  200,  200,  403,   401,   401],
  ['POST /api/applications/:id/interviews',         401,   403,  403,  201,  403,  403,   401,   401],
  ['PATCH /api/interviews/:id',                     401,   403,  403,  200,  403,  403,   401,   401],
  ['POST /api/interviews/:id/cancel',               401,   403,  403,  200,  403,  403,   401,   401],
  ['POST /api/interviews/:id/choose',               401,   200,  403,  403,  403,  403,   401,   401],
  ['PUT /api/account/time-zone',                    401,   200,  200,  200,  200,  200,   401,   401],
];

export type InterviewPeople = { owner: TestUser; onIt: TestUser[] };

export function interviewSetups<Who extends string>(
  ctxOf: () => TestContext,
  people: () => InterviewPeople,
  /** A new application of the owner's company, by the matrix's candidate, at the Interview stage. */
  atInterview: () => Promise<string>,
  idOf: (w: Who) => string | undefined,
): Record<string, (w: Who) => Promise<MatrixAttempt>> {
  const db = () => ctxOf().db;
  const times = () => [hoursFromNow(30), hoursFromNow(54)];
  const body = (proposed: string[]) => ({
    title: 'Technical interview',
    durationMinutes: 45,
    location: 'Head office',
    interviewerIds: people().onIt.map((u) => u.id),
    times: proposed,
    timeZone: 'Europe/Lisbon',
  });
  /** An interview of a new application: scheduled, or proposed when given several times. */
  const interview = async (proposed = [hoursFromNow(30)]) => {
    const applicationId = await atInterview();
    const res = await call(ctxOf(), 'POST', `/api/applications/${applicationId}/interviews`, {
      token: people().owner.token,
      body: body(proposed),
    });
    if (res.status !== 201) throw new Error(`schedule failed: ${res.status} ${JSON.stringify(res.body)}`);
    return { applicationId, id: res.body.data._id as string, proposed };
  };
  const rowOf = async (id: string) => (await db().select().from(interviews).where(eq(interviews.id, id)))[0];
  return {
    'GET /api/applications/:id/interviews': async () => {
      const { applicationId, id } = await interview();
      return {
        url: `/api/applications/${applicationId}/interviews`,
        check: (res, ok) => {
          if (ok) expect(res.body.data.map((i: { _id: string }) => i._id)).toEqual([id]);
        },
      };
    },
    // A member's own interviews: those they are on or scheduled (the owner schedules them all).
    'GET /api/interviews/mine': async (w) => {
      const { id } = await interview();
      const me = idOf(w);
      const theirs = people().owner.id === me || people().onIt.some((u) => u.id === me);
      return {
        url: '/api/interviews/mine',
        check: (res, ok) => {
          if (ok) expect(res.body.data.some((i: { _id: string }) => i._id === id)).toBe(theirs);
        },
      };
    },
    'POST /api/applications/:id/interviews': async () => {
      const applicationId = await atInterview();
      return {
        url: `/api/applications/${applicationId}/interviews`,
        body: body([hoursFromNow(30)]),
        check: async (_res, ok) => {
          const rows = await db()
            .select()
            .from(interviews)
            .where(eq(interviews.applicationId, applicationId));
          expect(rows).toHaveLength(ok ? 1 : 0);
        },
      };
    },
    'PATCH /api/interviews/:id': async () => {
      const { id } = await interview();
      return {
        url: `/api/interviews/${id}`,
        body: { title: 'Final interview' },
        check: async (_res, ok) =>
          expect((await rowOf(id))?.title).toBe(ok ? 'Final interview' : 'Technical interview'),
      };
    },
    'POST /api/interviews/:id/cancel': async () => {
      const { id } = await interview();
      return {
        url: `/api/interviews/${id}/cancel`,
        check: async (_res, ok) => expect((await rowOf(id))?.status).toBe(ok ? 'cancelled' : 'scheduled'),
      };
    },
    'POST /api/interviews/:id/choose': async () => {
      const { id, proposed } = await interview(times());
      return {
        url: `/api/interviews/${id}/choose`,
        body: { startsAt: proposed[1] },
        check: async (_res, ok) => expect((await rowOf(id))?.status).toBe(ok ? 'scheduled' : 'proposed'),
      };
    },
    'PUT /api/account/time-zone': async (w) => {
      const zone = 'America/Sao_Paulo';
      return {
        url: '/api/account/time-zone',
        body: { timeZone: zone },
        check: async (_res, ok) => {
          const id = idOf(w);
          if (!id) return;
          const [row] = await db().select().from(users).where(eq(users.id, id));
          expect(row?.timeZone).toBe(ok ? zone : null);
          await db().update(users).set({ timeZone: null }).where(eq(users.id, id));
        },
      };
    },
  };
}
