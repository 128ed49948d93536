// The permission matrix's calls of the hiring conversation: the board, moves, the timeline, notes
// and messages. "candidate" is the one who applied and "owner" the job's recruiter; everyone else
// is refused, and a refusal writes nothing (the matrix compares the whole database).
import { and, eq, isNotNull } from 'drizzle-orm';
import { expect } from 'vitest';
import { applicationMoves, applicationNotes, messages } from '../../server/db/schema.ts';
import type { TestContext, TestUser } from './harness.ts';
import type { MatrixAttempt, MatrixRow } from './matrix-attempt.ts';

// biome-ignore format: the table is read by people: one route per line, one column per caller.
export const hiringRows: MatrixRow[] = [
  //  route                                        visitor cand  other owner rival noRole tamper expired
  ['GET /api/jobs/:jobId/board',                    401,   403,  403,  200,  403,  403,   401,   401],
  ['POST /api/applications/:applicationId/moves',   401,   403,  403,  201,  403,  403,   401,   401],
  ['GET /api/applications/:applicationId/timeline', 401,   200,  403,  200,  403,  403,   401,   401],
  // Notes are the recruiter's: the candidate they are about is refused too.
  ['GET /api/applications/:applicationId/notes',    401,   403,  403,  200,  403,  403,   401,   401],
  ['POST /api/applications/:applicationId/notes',   401,   403,  403,  201,  403,  403,   401,   401],
  ['GET /api/applications/:applicationId/messages', 401,   200,  403,  200,  403,  403,   401,   401],
  ['POST /api/applications/:applicationId/messages',401,   201,  403,  201,  403,  403,   401,   401],
  ['POST /api/applications/:applicationId/messages/seen', 401, 200, 403, 200, 403, 403,  401,   401],
  ['GET /api/messages/threads',                     401,   200,  200,  200,  200,  200,   401,   401],
  // The outbox's batch: refused at once without a session, else each write answered as alone.
  ['POST /api/outbox/batch',                        401,   200,  200,  200,  200,  200,   401,   401],
];

type Parties = { candidate: TestUser; owner: TestUser };

/**
 * `appliedJob`: a new job of the owner that the candidate applied to. `idOf`: the caller's user id
 * (undefined for the visitor and the bad tokens).
 */
export function hiringSetups<Who extends string>(
  ctxOf: () => TestContext,
  parties: () => Parties,
  appliedJob: () => Promise<{ job: { _id: string }; applicationId: string }>,
  idOf: (who: Who) => string | undefined,
): Record<string, (who: Who) => Promise<MatrixAttempt>> {
  const db = () => ctxOf().db;
  const rowsOf = async <T>(rows: Promise<T[]>) => (await rows).length;
  /** A message in the application's thread to the caller where the caller is a party. */
  const messageTo = async (applicationId: string, w: Who) => {
    const { candidate, owner } = parties();
    const toOwner = idOf(w) === owner.id;
    const [row] = await db()
      .insert(messages)
      .values({
        applicationId,
        senderId: toOwner ? candidate.id : owner.id,
        recipientId: toOwner ? owner.id : candidate.id,
        text: 'Hello',
      })
      .returning();
    return row!.id;
  };
  return {
    'GET /api/jobs/:jobId/board': async () => {
      const { job, applicationId } = await appliedJob();
      return {
        url: `/api/jobs/${job._id}/board`,
        check: (res, ok) => {
          if (ok) expect(res.body.data.cards.map((c: any) => c.applicationId)).toEqual([applicationId]);
        },
      };
    },
    'POST /api/applications/:applicationId/moves': async () => {
      const { applicationId } = await appliedJob();
      return {
        url: `/api/applications/${applicationId}/moves`,
        body: { from: 'applied', to: 'screening' },
        check: async (_res, ok) => {
          const moved = db()
            .select()
            .from(applicationMoves)
            .where(eq(applicationMoves.applicationId, applicationId));
          expect(await rowsOf(moved)).toBe(ok ? 1 : 0);
        },
      };
    },
    'POST /api/outbox/batch': async (w) => {
      const { applicationId } = await appliedJob();
      const mine = idOf(w) === parties().owner.id;
      return {
        url: '/api/outbox/batch',
        body: {
          writes: [
            {
              key: `matrix-${applicationId}`,
              path: `/applications/${applicationId}/moves`,
              body: { from: 'applied', to: 'screening' },
            },
          ],
        },
        check: async (res, ok) => {
          if (ok) expect(res.body.data.map((a: any) => a.status)).toEqual([mine ? 201 : 403]);
          const moved = db()
            .select()
            .from(applicationMoves)
            .where(eq(applicationMoves.applicationId, applicationId));
          expect(await rowsOf(moved)).toBe(ok && mine ? 1 : 0);
        },
      };
    },
    'GET /api/applications/:applicationId/timeline': async () => {
      const { applicationId } = await appliedJob();
      return { url: `/api/applications/${applicationId}/timeline` };
    },
    'GET /api/applications/:applicationId/notes': async () => {
      const { applicationId } = await appliedJob();
      await db()
        .insert(applicationNotes)
        .values({ applicationId, authorId: parties().owner.id, text: 'Private' });
      return {
        url: `/api/applications/${applicationId}/notes`,
        check: (res, ok) => {
          if (ok) expect(res.body.data.map((n: any) => n.text)).toEqual(['Private']);
        },
      };
    },
    'POST /api/applications/:applicationId/notes': async () => {
      const { applicationId } = await appliedJob();
      return {
        url: `/api/applications/${applicationId}/notes`,
        body: { text: 'Strong candidate' },
        check: async (_res, ok) => {
          const notes = db()
            .select()
            .from(applicationNotes)
            .where(eq(applicationNotes.applicationId, applicationId));
          expect(await rowsOf(notes)).toBe(ok ? 1 : 0);
        },
      };
    },
    'GET /api/applications/:applicationId/messages': async (w) => {
      const { applicationId } = await appliedJob();
      await messageTo(applicationId, w);
      return {
        url: `/api/applications/${applicationId}/messages`,
        check: (res, ok) => {
          if (ok) expect(res.body.data.messages.map((m: any) => m.text)).toEqual(['Hello']);
        },
      };
    },
    'POST /api/applications/:applicationId/messages': async (w) => {
      const { applicationId } = await appliedJob();
      return {
        url: `/api/applications/${applicationId}/messages`,
        body: { text: 'Matrix message' },
        check: async (_res, ok) => {
          const sent = db().select().from(messages).where(eq(messages.applicationId, applicationId));
          const rows = await sent;
          expect(rows.map((m) => m.senderId)).toEqual(ok ? [idOf(w)] : []);
        },
      };
    },
    'POST /api/applications/:applicationId/messages/seen': async (w) => {
      const { applicationId } = await appliedJob();
      const id = await messageTo(applicationId, w);
      return {
        url: `/api/applications/${applicationId}/messages/seen`,
        body: { upTo: id },
        check: async (_res, ok) => {
          const read = db()
            .select()
            .from(messages)
            .where(and(eq(messages.id, id), isNotNull(messages.seenAt)));
          expect(await rowsOf(read)).toBe(ok ? 1 : 0);
        },
      };
    },
    'GET /api/messages/threads': async (w) => {
      const { applicationId } = await appliedJob();
      await messageTo(applicationId, w);
      const { candidate, owner } = parties();
      return {
        url: '/api/messages/threads',
        // A thread is listed for its two parties only.
        check: (res, ok) => {
          if (!ok) return;
          const listed = res.body.data.some((t: any) => t.applicationId === applicationId);
          expect(listed).toBe(idOf(w) === candidate.id || idOf(w) === owner.id);
        },
      };
    },
  };
}
