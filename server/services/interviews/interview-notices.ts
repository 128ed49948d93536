// What an interview's change sends, in the transaction of the change: one mail per person (the
// candidate and each interviewer) with the times in their own zone and, when calendars hold or
// must drop a time, the invitation (REQUEST or CANCEL, UID = the interview, SEQUENCE = its row's);
// and the candidate's bell, with its push; and a live event for the open tabs of the candidate,
// the hiring team and the interviewers (those taken off too). One statement for all of it.
import { applicationLink } from '../../../contract/hiring.ts';
import type { Tx } from '../../db/client.ts';
import { delivery } from '../../delivery/delivery.ts';
import type { Conversation } from '../hiring/access.ts';
import { type People, type Person, peopleOf } from './interview-people.ts';
import type { InterviewRow } from './interview-rows.ts';

export type InterviewEvent = 'scheduled' | 'proposed' | 'changed' | 'cancelled';

export type InterviewNotice = {
  event: InterviewEvent;
  /** The row as it now is (its sequence already raised for a change). */
  row: InterviewRow;
  proposedTimes: Date[];
  interviewerIds: string[];
  /** Interviewers taken off it: they are told it is cancelled for them. */
  removedIds?: string[];
  /** The time calendars held before this change, if any: what a CANCEL drops. */
  heldTime?: Date | null;
  organizerId: string;
  /** The people above, when the caller has read them already (peopleOf). */
  people?: People;
};

const candidateText: Record<InterviewEvent, string> = {
  scheduled: 'An interview is scheduled',
  proposed: 'Choose a time for your interview',
  changed: 'Your interview was changed',
  cancelled: 'Your interview was cancelled',
};

export async function sendInterviewNotices(tx: Tx, c: Conversation, n: InterviewNotice): Promise<void> {
  const { row } = n;
  const removedIds = n.removedIds ?? [];
  const people =
    n.people ??
    (await peopleOf(tx, c.companyId, [c.candidateId, n.organizerId, ...n.interviewerIds, ...removedIds]));
  const person = (id: string) => people.get(id);
  const attendees = [c.candidateId, ...n.interviewerIds]
    .map(person)
    .filter((p): p is Person => p !== undefined)
    .map((p) => ({ name: p.name, email: p.email }));
  const organizer = person(n.organizerId);
  const calendarAt = (method: 'REQUEST' | 'CANCEL', at: Date) =>
    organizer
      ? {
          method,
          uid: row.id,
          sequence: row.sequence,
          stamp: row.updatedAt.toISOString(),
          startsAt: at.toISOString(),
          endsAt: new Date(at.getTime() + row.durationMinutes * 60_000).toISOString(),
          summary: `${row.title}: ${c.jobTitle} at ${c.company}`,
          description: `${row.title} for ${c.jobTitle} at ${c.company}, with ${c.candidateName}.`,
          location: row.location,
          videoUrl: row.videoUrl,
          organizer: { name: organizer.name, email: organizer.email },
          attendees,
        }
      : null;
  // Calendars get the time when there is one; a time they held and no longer have is cancelled.
  const onCalendars = row.status === 'scheduled' && row.startsAt ? row.startsAt : null;
  const current = onCalendars
    ? calendarAt('REQUEST', onCalendars)
    : n.heldTime
      ? calendarAt('CANCEL', n.heldTime)
      : null;
  const dropped = n.heldTime ? calendarAt('CANCEL', n.heldTime) : null;
  const mailTo = (id: string, event: InterviewEvent, calendar: typeof current) => {
    const p = person(id);
    if (!p) return [];
    return [
      delivery.queueMailSql({
        kind: 'interview',
        userId: id,
        data: {
          event,
          forCandidate: id === c.candidateId,
          title: row.title,
          jobTitle: c.jobTitle,
          companyName: c.company,
          candidateName: c.candidateName,
          durationMinutes: row.durationMinutes,
          startsAt: row.startsAt?.toISOString() ?? null,
          proposedTimes: n.proposedTimes.map((t) => t.toISOString()),
          timeZone: p.timeZone ?? row.timeZone,
          location: row.location,
          videoUrl: row.videoUrl,
          link: applicationLink(c.id),
          calendar,
        },
        causeKey: `interview:${row.id}:${row.sequence}:${id}`,
      }),
    ];
  };
  const mails = [
    ...[c.candidateId, ...n.interviewerIds].flatMap((id) => mailTo(id, n.event, current)),
    ...removedIds.flatMap((id) => mailTo(id, 'cancelled', dropped)),
  ];
  const bell = {
    userId: c.candidateId,
    kind: 'interview' as const,
    text: `${candidateText[n.event]}: ${c.jobTitle} at ${c.company}`,
    link: applicationLink(c.id),
  };
  const told = [c.candidateId, ...c.team, ...n.interviewerIds, ...removedIds];
  const live = { type: 'interview', applicationId: c.id, interviewId: row.id } as const;
  await delivery.notify(tx, [bell], [{ userIds: told, event: live }], mails);
}
