// Scheduling an interview and changing it. One time schedules it; two to five are proposed for
// the candidate to choose. Everyone on it is mailed (interview-notices.ts) in the same transaction.
import { and, eq, notInArray } from 'drizzle-orm';
import type { Interview, RescheduleBody, ScheduleBody } from '../../../contract/interviews.ts';
import type { Db, Tx } from '../../db/client.ts';
import { interviewInterviewers, interviews, interviewTimes } from '../../db/schema.ts';
import { badRequest } from '../../http-error.ts';
import { type Actor, requireActor } from '../common/actor.ts';
import { conversationFor } from '../hiring/access.ts';
import { lockedInterview, requireInterviewStage, requireNotCancelled } from './interview-access.ts';
import { sendInterviewNotices } from './interview-notices.ts';
import { oneToWire } from './interview-rows.ts';
import { busyWarnings, companyInterviewers, futureTimes, requirePlace } from './interview-rules.ts';

export type InterviewAnswer = { success: true; message: string; data: Interview; warnings: string[] };

/** One time: that time, scheduled. Several: proposed, no time yet. */
const timing = (times: Date[]) =>
  times.length === 1
    ? { status: 'scheduled' as const, startsAt: times[0] as Date, proposed: [] }
    : { status: 'proposed' as const, startsAt: null, proposed: times };

async function writeTimes(tx: Tx, interviewId: string, times: Date[]) {
  await tx.delete(interviewTimes).where(eq(interviewTimes.interviewId, interviewId));
  if (times.length)
    await tx.insert(interviewTimes).values(times.map((startsAt) => ({ interviewId, startsAt })));
}

/** POST /applications/:id/interviews */
export async function scheduleInterview(
  db: Db,
  actor: Actor | null,
  applicationId: string,
  body: ScheduleBody,
): Promise<InterviewAnswer> {
  const me = requireActor(actor);
  return db.transaction(async (tx) => {
    const { conversation: c } = await conversationFor(tx, actor, applicationId, ['recruiter'], {
      lock: true,
      refusal: "Only the company's recruiters can schedule interviews",
    });
    requireInterviewStage(c);
    const place = { location: body.location || null, videoUrl: body.videoUrl ?? null };
    requirePlace(place);
    const times = futureTimes(body.times);
    const interviewerIds = await companyInterviewers(tx, c.companyId, body.interviewerIds);
    const when = timing(times);
    const [row] = await tx
      .insert(interviews)
      .values({
        applicationId,
        title: body.title,
        durationMinutes: body.durationMinutes,
        ...place,
        startsAt: when.startsAt,
        timeZone: body.timeZone,
        status: when.status,
        createdBy: me.id,
      })
      .returning();
    if (!row) throw new Error('The interview could not be saved');
    await writeTimes(tx, row.id, when.proposed);
    await tx
      .insert(interviewInterviewers)
      .values(interviewerIds.map((userId) => ({ interviewId: row.id, userId })));
    const warnings = await busyWarnings(tx, {
      interviewId: row.id,
      interviewerIds,
      times,
      minutes: row.durationMinutes,
      timeZone: row.timeZone,
    });
    await sendInterviewNotices(tx, c, {
      event: when.status,
      row,
      proposedTimes: when.proposed,
      interviewerIds,
      organizerId: me.id,
    });
    // reminders: syncInterviewReminders(tx, row.id)
    return {
      success: true as const,
      message: when.status === 'scheduled' ? 'Interview scheduled' : 'Times proposed to the candidate',
      data: await oneToWire(tx, row),
      warnings,
    };
  });
}

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
      videoUrl: body.videoUrl ?? before.videoUrl,
    };
    requirePlace(place);
    const times = body.times ? futureTimes(body.times) : undefined;
    const when = times ? timing(times) : undefined;
    const oldInterviewers = (
      await tx.select().from(interviewInterviewers).where(eq(interviewInterviewers.interviewId, interviewId))
    ).map((r) => r.userId);
    const interviewerIds = body.interviewerIds
      ? await companyInterviewers(tx, c.companyId, body.interviewerIds)
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
    const proposed = when
      ? when.proposed
      : (await tx.select().from(interviewTimes).where(eq(interviewTimes.interviewId, interviewId))).map(
          (t) => t.startsAt,
        );
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
    // reminders: syncInterviewReminders(tx, interviewId)
    return { success: true as const, message: 'Interview updated', data: await oneToWire(tx, row), warnings };
  });
}
