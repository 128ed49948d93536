// Scheduling an interview. One time schedules it; two to five are proposed for
// the candidate to choose. Everyone on it is mailed (interview-notices.ts) in the same transaction.
import { eq } from 'drizzle-orm';
import type { Interview, ScheduleBody } from '../../../contract/interviews.ts';
import type { Db, Tx } from '../../db/client.ts';
import { interviewInterviewers, interviews, interviewTimes } from '../../db/schema.ts';
import { type Actor, requireActor } from '../common/actor.ts';
import { conversationFor } from '../hiring/access.ts';
import { requireInterviewStage } from './interview-access.ts';
import { sendInterviewNotices } from './interview-notices.ts';
import { peopleOf } from './interview-people.ts';
import { oneToWire } from './interview-rows.ts';
import { busyWarnings, companyInterviewers, futureTimes, requirePlace } from './interview-rules.ts';

export type InterviewAnswer = { success: true; message: string; data: Interview; warnings: string[] };

/** One time: that time, scheduled. Several: proposed, no time yet. */
export const timing = (times: Date[]) =>
  times.length === 1
    ? { status: 'scheduled' as const, startsAt: times[0] as Date, proposed: [] }
    : { status: 'proposed' as const, startsAt: null, proposed: times };

export async function writeTimes(tx: Tx, interviewId: string, times: Date[]) {
  await tx.delete(interviewTimes).where(eq(interviewTimes.interviewId, interviewId));
  if (times.length)
    await tx.insert(interviewTimes).values(times.map((startsAt) => ({ interviewId, startsAt })));
}

/**
 * The interview's rows and the warnings it goes through with, in the caller's transaction; the
 * notices are the caller's (scheduleInterview sends them; the budget bench times them apart).
 */
export async function writeInterview(tx: Tx, actor: Actor | null, applicationId: string, body: ScheduleBody) {
  const me = requireActor(actor);
  const { conversation: c } = await conversationFor(tx, actor, applicationId, ['recruiter'], {
    lock: true,
    refusal: "Only the company's recruiters can schedule interviews",
  });
  requireInterviewStage(c);
  const place = { location: body.location || null, videoUrl: body.videoUrl ?? null };
  requirePlace(place);
  const times = futureTimes(body.times);
  // Read once: the interviewers' standing here, and everyone's address and zone for the mails.
  const people = await peopleOf(tx, c.companyId, [c.candidateId, me.id, ...body.interviewerIds]);
  const interviewerIds = companyInterviewers(people, body.interviewerIds);
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
  return { me, c, row, when, interviewerIds, warnings, people };
}

/** POST /applications/:id/interviews */
export async function scheduleInterview(
  db: Db,
  actor: Actor | null,
  applicationId: string,
  body: ScheduleBody,
): Promise<InterviewAnswer> {
  return db.transaction(async (tx) => {
    const { me, c, row, when, interviewerIds, warnings, people } = await writeInterview(
      tx,
      actor,
      applicationId,
      body,
    );
    await sendInterviewNotices(tx, c, {
      event: when.status,
      row,
      proposedTimes: when.proposed,
      interviewerIds,
      organizerId: me.id,
      people,
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
