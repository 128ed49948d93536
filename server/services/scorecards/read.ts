// GET /applications/:applicationId/scorecards. The company's Owners and Recruiters see every
// scorecard; an interviewer sees the others' only once their own is in (so theirs is written
// unswayed); the candidate is refused, like anyone else outside the application.
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Scorecard, ScorecardsData } from '../../../contract/scorecards.ts';
import type { Db } from '../../db/client.ts';
import { applications, interviewInterviewers, interviews, scorecards, users } from '../../db/schema.ts';
import { type Actor, requireActor } from '../common/actor.ts';
import { conversationFor } from '../hiring/access.ts';
import { memberNameSql } from '../team/membership.ts';
import { criteriaOf } from './criteria.ts';

const refusal = 'Only the hiring team and the interviewers of this application can see its scorecards';

export async function readScorecards(
  db: Db,
  actor: Actor | null,
  applicationId: string,
): Promise<ScorecardsData> {
  const { side } = await conversationFor(db, actor, applicationId, ['recruiter', 'interviewer'], { refusal });
  const me = requireActor(actor).id;
  const [application] = await db
    .select({ jobId: applications.jobId })
    .from(applications)
    .where(eq(applications.id, applicationId));
  const rows = await db
    .select({
      id: scorecards.id,
      interviewId: scorecards.interviewId,
      interviewTitle: interviews.title,
      authorId: scorecards.authorId,
      name: memberNameSql,
      ratings: scorecards.ratings,
      recommendation: scorecards.recommendation,
      notes: scorecards.notes,
      submittedAt: scorecards.submittedAt,
    })
    .from(scorecards)
    .innerJoin(interviews, eq(interviews.id, scorecards.interviewId))
    .innerJoin(users, eq(users.id, scorecards.authorId))
    .where(eq(scorecards.applicationId, applicationId))
    .orderBy(asc(scorecards.submittedAt), asc(scorecards.id));
  const mine = await db
    .select({ _id: interviews.id, title: interviews.title })
    .from(interviewInterviewers)
    .innerJoin(interviews, eq(interviews.id, interviewInterviewers.interviewId))
    .where(
      and(
        eq(interviewInterviewers.userId, me),
        eq(interviews.applicationId, applicationId),
        ne(interviews.status, 'cancelled'),
      ),
    )
    .orderBy(asc(interviews.createdAt));
  const submitted = new Set(rows.filter((r) => r.authorId === me).map((r) => r.interviewId));
  const seesAll = side === 'recruiter' || submitted.size > 0;
  const shown = seesAll ? rows : rows.filter((r) => r.authorId === me);
  return {
    viewer: side === 'recruiter' ? 'team' : 'interviewer',
    criteria: application ? await criteriaOf(db, application.jobId) : [],
    scorecards: shown.map(
      (r): Scorecard => ({
        _id: r.id,
        interviewId: r.interviewId,
        interviewTitle: r.interviewTitle,
        by: { _id: r.authorId, fullName: r.name },
        ratings: r.ratings,
        recommendation: r.recommendation,
        notes: r.notes,
        submittedAt: r.submittedAt.toISOString(),
      }),
    ),
    myInterviews: mine.map((i) => ({ ...i, submitted: submitted.has(i._id) })),
  };
}
