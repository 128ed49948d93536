// A person's interviews for "Export my data": those of their applications, and those they were
// asked to interview on, newest first.
import { desc, eq, exists, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { applications, interviewInterviewers, interviews, interviewTimes, jobs } from '../../db/schema.ts';

export async function interviewsOf(tx: Tx, userId: string) {
  const onIt = exists(
    tx
      .select({ one: sql`1` })
      .from(interviewInterviewers)
      .where(
        sql`${interviewInterviewers.interviewId} = ${interviews.id} and ${interviewInterviewers.userId} = ${userId}`,
      ),
  );
  const rows = await tx
    .select({
      i: interviews,
      candidateId: applications.candidateId,
      jobTitle: jobs.title,
      company: jobs.companyName,
      proposed: sql<
        string[]
      >`array(select to_char(t.starts_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
        from ${interviewTimes} t where t.interview_id = ${interviews.id} order by t.starts_at)`,
    })
    .from(interviews)
    .innerJoin(applications, eq(applications.id, interviews.applicationId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(or(eq(applications.candidateId, userId), onIt))
    .orderBy(desc(interviews.createdAt));
  return rows.map(({ i, candidateId, jobTitle, company, proposed }) => ({
    as: candidateId === userId ? ('candidate' as const) : ('interviewer' as const),
    jobTitle,
    company,
    title: i.title,
    status: i.status,
    startsAt: i.startsAt?.toISOString() ?? null,
    proposedTimes: proposed,
    timeZone: i.timeZone,
    location: i.location,
    videoUrl: i.videoUrl,
  }));
}
