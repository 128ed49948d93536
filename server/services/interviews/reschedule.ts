// Changing an interview: any field again. The invitation goes out again with a higher SEQUENCE;
// an interviewer taken off it is told it is cancelled for them.
import { syncInterviewReminders } from './reminders.ts';
import { and, eq, notInArray } from 'drizzle-orm';
import type { RescheduleBody } from '../../../contract/interviews.ts';
import type { Db } from '../../db/client.ts';
import { interviewInterviewers, interviews } from '../../db/schema.ts';
import { badRequest } from '../../http-error.ts';
import { type Actor, requireActor } from '../common/actor.ts';
import { lockedInterview, requireInterviewStage, requireNotCancelled } from './interview-access.ts';
import { sendInterviewNotices } from './interview-notices.ts';
import { peopleOf } from './interview-people.ts';
import { interviewersOf, oneToWire, proposedTimesOf } from './interview-rows.ts';
import { busyWarnings, companyInterviewers, futureTimes, requirePlace } from './interview-rules.ts';
import { type InterviewAnswer, timing, writeTimes } from './schedule.ts';

const hasChange = (body: RescheduleBody) => Object.values(body).some((v) => v !== undefined);

/** PATCH /interviews/:id: any field again; the invitation goes out again with a higher SEQUENCE. */
export async function rescheduleInterview(
  db: Db,
  actor: Actor | null,
  interviewId: string,
  body: RescheduleBody,
): Promise<InterviewAnswer> {
  const me = requireActor(actor);
  if (!hasChange(body)) throw badRequest('Nothing to change: give the fields to change');
  return db.transaction(async (tx) => {
    const { row: before, c } = await lockedInterview(tx, actor, interviewId, 'recruiter');
    requireNotCancelled(before);
    requireInterviewStage(c);
    const place = {
      location: body.location !== undefined ? body.location || null : before.location,
      videoUrl: body.videoUrl !== undefined ? body.videoUrl || null : before.videoUrl,
    };
    requirePlace(place);
    const times = body.times ? futureTimes(body.times) : undefined;
    const when = times ? timing(times) : undefined;
    const oldInterviewers = await interviewersOf(tx, interviewId);
    const interviewerIds = body.interviewerIds
      ? companyInterviewers(await peopleOf(tx, c.companyId, body.interviewerIds), body.interviewerIds)
      : oldInterviewers;
    const [row] = await tx
      .update(interviews)
      .set({
        title: body.title ?? before.title,
        durationMinutes: body.durationMinutes ?? before.durationMinutes,
        ...place,
        timeZone: body.timeZone ?? before.timeZone,
        ...(when ? { status: when.status, startsAt: when.startsAt } : {}),
        sequence: before.sequence + 1,
        updatedAt: new Date(),
      })
      .where(eq(interviews.id, interviewId))
      .returning();
    if (!row) throw new Error('The interview could not be saved');
    if (when) await writeTimes(tx, interviewId, when.proposed);
    if (body.interviewerIds) {
      await tx
        .delete(interviewInterviewers)
        .where(
          and(
            eq(interviewInterviewers.interviewId, interviewId),
            notInArray(interviewInterviewers.userId, interviewerIds),
          ),
        );
      await tx
        .insert(interviewInterviewers)
        .values(interviewerIds.map((userId) => ({ interviewId, userId })))
        .onConflictDoNothing();
    }
    const proposed = when ? when.proposed : await proposedTimesOf(tx, interviewId);
    const warnings = await busyWarnings(tx, {
      interviewId,
      interviewerIds,
      times: row.startsAt && row.status === 'scheduled' ? [row.startsAt] : proposed,
      minutes: row.durationMinutes,
      timeZone: row.timeZone,
    });
    await sendInterviewNotices(tx, c, {
      event: row.status === 'proposed' ? 'proposed' : 'changed',
      row,
      proposedTimes: proposed,
      interviewerIds,
      removedIds: oldInterviewers.filter((id) => !interviewerIds.includes(id)),
      heldTime: before.status === 'scheduled' ? before.startsAt : null,
      // One organiser for the event's whole life: calendars match updates to it.
      organizerId: row.createdBy ?? me.id,
    });
    await syncInterviewReminders(tx, interviewId);
    return { success: true as const, message: 'Interview updated', data: await oneToWire(tx, row), warnings };
  });
}
