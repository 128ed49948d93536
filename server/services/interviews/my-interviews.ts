// GET /interviews/mine: where a member of a company finds the applications they interview. Their
// interviews (on it, or scheduled by them) of their company's jobs, not cancelled, whose time (the
// scheduled one, else the latest proposed) is at most a week old: the recent ones still want a
// scorecard. Soonest first, capped: nobody has more in a fortnight than a screen can show.
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { applicationLink } from '../../../contract/hiring.ts';
import { type MyInterview, myInterviewsCap } from '../../../contract/interviews.ts';
import type { Db } from '../../db/client.ts';
import {
  applications,
  candidateProfiles,
  interviewInterviewers,
  interviews,
  interviewTimes,
  jobs,
  users,
} from '../../db/schema.ts';
import type { Actor } from '../common/actor.ts';
import { candidateNameSql } from '../hiring/access.ts';
import { requireMember } from '../team/membership.ts';
import { toWire } from './interview-rows.ts';

export async function myInterviews(db: Db, actor: Actor | null): Promise<MyInterview[]> {
  const { companyId, actor: me } = await requireMember(db, actor);
  const latestProposed = sql`(select max(t.starts_at) from ${interviewTimes} t
    where t.interview_id = ${interviews.id})`;
  const when = sql`coalesce(${interviews.startsAt}, ${latestProposed})`;
  const onIt = sql`exists (select 1 from ${interviewInterviewers} ii
    where ii.interview_id = ${interviews.id} and ii.user_id = ${me.id})`;
  const rows = await db
    .select({
      row: interviews,
      candidateName: candidateNameSql,
      jobTitle: jobs.title,
    })
    .from(interviews)
    .innerJoin(applications, eq(applications.id, interviews.applicationId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(users, eq(users.id, applications.candidateId))
    .leftJoin(candidateProfiles, eq(candidateProfiles.userId, applications.candidateId))
    .where(
      and(
        eq(jobs.recruiterId, companyId),
        inArray(interviews.status, ['scheduled', 'proposed']),
        or(onIt, eq(interviews.createdBy, me.id)),
        sql`${when} >= now() - interval '7 days'`,
      ),
    )
    .orderBy(asc(when), asc(interviews.id))
    .limit(myInterviewsCap);
  const wire = await toWire(
    db,
    rows.map((r) => r.row),
  );
  return wire.map((w, i) => ({
    ...w,
    candidateName: rows[i]?.candidateName ?? '',
    jobTitle: rows[i]?.jobTitle ?? '',
    link: applicationLink(w.applicationId),
  }));
}
