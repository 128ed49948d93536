// A member taken off the team is taken off the interviews still to come, as a recruiter taking
// them off each one would: the interview goes on for the others with its invitation updated (a
// higher SEQUENCE), the leaver's calendar drops it, and their reminders go. Nothing more about the
// company's candidates reaches them.
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { applications, interviewInterviewers, interviews, jobs } from '../../db/schema.ts';
import { type Actor, requireActor } from '../common/actor.ts';
import { lockedInterview } from './interview-access.ts';
import { sendInterviewNotices } from './interview-notices.ts';
import { interviewersOf, proposedTimesOf } from './interview-rows.ts';
import { syncInterviewReminders } from './reminders.ts';

export async function takeOffUpcomingInterviews(
  tx: Tx,
  actor: Actor | null,
  companyId: string,
  userId: string,
): Promise<void> {
  const me = requireActor(actor);
  const theirs = await tx
    .select({ id: interviews.id })
    .from(interviews)
    .innerJoin(
      interviewInterviewers,
      and(eq(interviewInterviewers.interviewId, interviews.id), eq(interviewInterviewers.userId, userId)),
    )
    .innerJoin(applications, eq(applications.id, interviews.applicationId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(and(eq(jobs.recruiterId, companyId), inArray(interviews.status, ['scheduled', 'proposed'])));
  for (const { id } of theirs) {
    const { row: before, c } = await lockedInterview(tx, actor, id, 'recruiter');
    await tx
      .delete(interviewInterviewers)
      .where(and(eq(interviewInterviewers.interviewId, id), eq(interviewInterviewers.userId, userId)));
    const [row] = await tx
      .update(interviews)
      .set({ sequence: before.sequence + 1, updatedAt: new Date() })
      .where(eq(interviews.id, id))
      .returning();
    if (!row) continue;
    await sendInterviewNotices(tx, c, {
      event: row.status === 'proposed' ? 'proposed' : 'changed',
      row,
      proposedTimes: await proposedTimesOf(tx, id),
      interviewerIds: await interviewersOf(tx, id),
      removedIds: [userId],
      heldTime: row.status === 'scheduled' ? row.startsAt : null,
      organizerId: row.createdBy ?? me.id,
    });
    await syncInterviewReminders(tx, id);
  }
}
