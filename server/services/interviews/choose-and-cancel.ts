// The candidate chooses one of the proposed times; the team cancels an interview. Both tell
// everyone on it, in the same transaction, with the invitation's SEQUENCE raised.
import { syncInterviewReminders } from './reminders.ts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { interviews, interviewTimes } from '../../db/schema.ts';
import { badRequest, conflict } from '../../http-error.ts';
import type { Actor } from '../common/actor.ts';
import { writeCancellation } from './cancel-interview.ts';
import { interviewersOf } from './interview-rows.ts';
import { lockedInterview, requireNotCancelled } from './interview-access.ts';
import { sendInterviewNotices } from './interview-notices.ts';
import { oneToWire } from './interview-rows.ts';
import type { InterviewAnswer } from './schedule.ts';

/** POST /interviews/:id/choose: one of the proposed times, and no other, schedules it. */
export async function chooseTime(
  db: Db,
  actor: Actor | null,
  interviewId: string,
  startsAt: string,
): Promise<InterviewAnswer> {
  return db.transaction(async (tx) => {
    const { row: before, c } = await lockedInterview(tx, actor, interviewId, 'candidate');
    requireNotCancelled(before);
    if (before.status !== 'proposed') throw conflict('This interview already has its time');
    const chosen = new Date(startsAt);
    const [proposed] = await tx
      .select()
      .from(interviewTimes)
      .where(and(eq(interviewTimes.interviewId, interviewId), eq(interviewTimes.startsAt, chosen)));
    if (!proposed) throw badRequest('Choose one of the proposed times');
    if (chosen.getTime() <= Date.now()) throw badRequest('This time has passed: choose a later one');
    const [row] = await tx
      .update(interviews)
      .set({ status: 'scheduled', startsAt: chosen, sequence: before.sequence + 1, updatedAt: new Date() })
      .where(eq(interviews.id, interviewId))
      .returning();
    if (!row) throw new Error('The interview could not be saved');
    await tx.delete(interviewTimes).where(eq(interviewTimes.interviewId, interviewId));
    await sendInterviewNotices(tx, c, {
      event: 'scheduled',
      row,
      proposedTimes: [],
      interviewerIds: await interviewersOf(tx, interviewId),
      organizerId: row.createdBy ?? c.team[0] ?? c.recruiterId,
    });
    await syncInterviewReminders(tx, interviewId);
    return {
      success: true as const,
      message: 'Interview scheduled',
      data: await oneToWire(tx, row),
      warnings: [],
    };
  });
}

/** POST /interviews/:id/cancel: off everyone's calendar (METHOD:CANCEL), kept on the record. */
export async function cancelInterview(
  db: Db,
  actor: Actor | null,
  interviewId: string,
): Promise<InterviewAnswer> {
  return db.transaction(async (tx) => {
    const { row: before, c } = await lockedInterview(tx, actor, interviewId, 'recruiter');
    if (before.status === 'cancelled') throw conflict('This interview is already cancelled');
    const row = await writeCancellation(tx, c, before);
    return {
      success: true as const,
      message: 'Interview cancelled',
      data: await oneToWire(tx, row),
      warnings: [],
    };
  });
}
