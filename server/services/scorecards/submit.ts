// POST /interviews/:id/scorecard: an interviewer of the interview sends their scorecard, once. It
// may have been written offline: the outbox replays it with the same Idempotency-Key (answered from
// storage), and the unique (interview, author) index keeps a second, different one out.
import { eq, sql } from 'drizzle-orm';
import type { Recommendation, ScorecardResponse } from '../../../contract/scorecards.ts';
import type { Db, Tx } from '../../db/client.ts';
import {
  applications,
  companyMembers,
  interviewInterviewers,
  interviews,
  jobs,
  scorecards,
  users,
} from '../../db/schema.ts';
import { badRequest, conflict, forbidden, notFound } from '../../http-error.ts';
import { type Actor, requireActor } from '../common/actor.ts';
import { once } from '../common/idempotency.ts';
import { memberNameSql } from '../team/membership.ts';
import { criteriaOf } from './criteria.ts';

type Input = {
  interviewId: string;
  ratings: Record<string, number>;
  recommendation: Recommendation;
  notes: string;
  key: string | undefined;
};

/** The interview, its job, and whether the caller is one of its interviewers and on the company's team. */
async function interviewFor(tx: Tx, me: string, interviewId: string) {
  const [row] = await tx
    .select({
      applicationId: interviews.applicationId,
      title: interviews.title,
      status: interviews.status,
      jobId: applications.jobId,
      asked: sql<boolean>`exists (select 1 from ${interviewInterviewers} ii
        join ${companyMembers} m on m.user_id = ii.user_id and m.company_id = ${jobs.recruiterId}
        where ii.interview_id = ${interviews.id} and ii.user_id = ${me})`,
    })
    .from(interviews)
    .innerJoin(applications, eq(applications.id, interviews.applicationId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(eq(interviews.id, interviewId));
  return row;
}

/** Every criterion of the job rated, and nothing else. */
async function checkRatings(tx: Tx, jobId: string, ratings: Record<string, number>) {
  const criteria = await criteriaOf(tx, jobId);
  const unrated = criteria.find((c) => ratings[c._id] === undefined);
  if (unrated) throw badRequest(`Rate every criterion: "${unrated.name}" has no rating`);
  const ids = new Set(criteria.map((c) => c._id));
  if (Object.keys(ratings).some((id) => !ids.has(id))) {
    throw badRequest("A rating names a criterion this job does not have: reload and rate the job's criteria");
  }
}

export async function submitScorecard(db: Db, actor: Actor | null, input: Input) {
  const me = requireActor(actor);
  const { interviewId, key, ...request } = input;
  return once<ScorecardResponse>(
    db,
    { userId: me.id, key, route: `scorecard ${interviewId}`, request },
    async (tx) => {
      const interview = await interviewFor(tx, me.id, interviewId);
      if (!interview) throw notFound('Interview not found');
      if (!interview.asked || me.role !== 'recruiter') {
        throw forbidden('Only the interviewers of this interview can send its scorecard');
      }
      if (interview.status === 'cancelled')
        throw conflict('This interview was cancelled: it takes no scorecard');
      await checkRatings(tx, interview.jobId, request.ratings);
      const [row] = await tx
        .insert(scorecards)
        .values({ interviewId, applicationId: interview.applicationId, authorId: me.id, ...request })
        .onConflictDoNothing()
        .returning();
      if (!row) throw conflict('You have already sent your scorecard for this interview');
      const [author] = await tx.select({ name: memberNameSql }).from(users).where(eq(users.id, me.id));
      return {
        statusCode: 201,
        body: {
          success: true,
          message: 'Scorecard sent',
          data: {
            _id: row.id,
            interviewId,
            interviewTitle: interview.title,
            by: { _id: me.id, fullName: author?.name ?? me.username },
            ratings: row.ratings,
            recommendation: row.recommendation,
            notes: row.notes,
            submittedAt: row.submittedAt.toISOString(),
          },
        },
      };
    },
  );
}
