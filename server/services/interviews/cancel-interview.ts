// Taking an interview off everyone's calendar, kept on the record: status cancelled, SEQUENCE
// raised, METHOD:CANCEL to the candidate and each interviewer, reminders dropped. The cancel route
// does it for one interview; a move to a closed stage does it for every interview still to come.
import { and, asc, eq, gt, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { interviews, interviewTimes } from '../../db/schema.ts';
import type { Conversation } from '../hiring/access.ts';
import { sendInterviewNotices } from './interview-notices.ts';
import { type InterviewRow, interviewersOf, proposedTimesOf } from './interview-rows.ts';
import { syncInterviewReminders } from './reminders.ts';

/** Cancels the (locked, not yet cancelled) interview and tells everyone on it. */
export async function writeCancellation(
  tx: Tx,
  c: Conversation,
  before: InterviewRow,
): Promise<InterviewRow> {
  const [row] = await tx
    .update(interviews)
    .set({ status: 'cancelled', sequence: before.sequence + 1, updatedAt: new Date() })
    .where(eq(interviews.id, before.id))
    .returning();
  if (!row) throw new Error('The interview could not be saved');
  await sendInterviewNotices(tx, c, {
    event: 'cancelled',
    row,
    proposedTimes: await proposedTimesOf(tx, before.id),
    interviewerIds: await interviewersOf(tx, before.id),
    heldTime: before.status === 'scheduled' ? before.startsAt : null,
    organizerId: row.createdBy ?? c.team[0] ?? c.recruiterId,
  });
  await syncInterviewReminders(tx, before.id);
  return row;
}

/**
 * An application that is closed (hired, rejected, withdrawn) has nothing to interview for: its
 * interviews still to come (a scheduled time ahead, or a proposed time not yet passed) are
 * cancelled in the move's transaction. The application is locked already; its interviews are
 * locked after it, the order every interview write takes.
 */
export async function cancelUpcomingInterviews(tx: Tx, c: Conversation): Promise<void> {
  const timeAhead = sql`exists (select 1 from ${interviewTimes} t
    where t.interview_id = ${interviews.id} and t.starts_at > now())`;
  const upcoming = await tx
    .select()
    .from(interviews)
    .where(
      and(
        eq(interviews.applicationId, c.id),
        or(
          and(eq(interviews.status, 'scheduled'), gt(interviews.startsAt, sql`now()`)),
          and(eq(interviews.status, 'proposed'), timeAhead),
        ),
      ),
    )
    .orderBy(asc(interviews.id))
    .for('update');
  for (const row of upcoming) await writeCancellation(tx, c, row);
}
