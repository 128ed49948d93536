// GET /applications/:id/interviews: the company's Owners and Recruiters and the candidate see every
// interview of the application; an Interviewer of the company sees those they are on, and nobody
// else sees any.
import { and, desc, eq, exists, sql } from 'drizzle-orm';
import type { Interview } from '../../../contract/interviews.ts';
import type { Db } from '../../db/client.ts';
import { applications, companyMembers, interviewInterviewers, interviews, jobs } from '../../db/schema.ts';
import { forbidden, notFound } from '../../http-error.ts';
import { type Actor, requireActor } from '../common/actor.ts';
import { hiringRoles } from '../team/membership.ts';
import { toWire } from './interview-rows.ts';

export async function listInterviews(
  db: Db,
  actor: Actor | null,
  applicationId: string,
): Promise<Interview[]> {
  const me = requireActor(actor);
  const [application] = await db
    .select({ candidateId: applications.candidateId, role: companyMembers.role })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .leftJoin(
      companyMembers,
      and(eq(companyMembers.userId, me.id), eq(companyMembers.companyId, jobs.recruiterId)),
    )
    .where(eq(applications.id, applicationId));
  if (!application) throw notFound('Application not found');
  const all =
    (me.role === 'candidate' && me.id === application.candidateId) ||
    (me.role === 'recruiter' && application.role !== null && hiringRoles.includes(application.role));
  const asInterviewer = me.role === 'recruiter' && application.role === 'interviewer';
  if (!all && !asInterviewer) {
    throw forbidden(
      'You can only see interviews of your own applications, or of ones your company hires for',
    );
  }
  const onIt = exists(
    db
      .select({ one: sql`1` })
      .from(interviewInterviewers)
      .where(
        and(eq(interviewInterviewers.interviewId, interviews.id), eq(interviewInterviewers.userId, me.id)),
      ),
  );
  const rows = await db
    .select()
    .from(interviews)
    .where(and(eq(interviews.applicationId, applicationId), all ? undefined : onIt))
    .orderBy(desc(interviews.createdAt));
  if (!all && rows.length === 0) throw forbidden('You are not on any interview of this application');
  return toWire(db, rows);
}
