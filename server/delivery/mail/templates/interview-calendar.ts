// The iCalendar invitation an interview mail carries (RFC 5545 with the iTIP methods of RFC 5546):
// REQUEST for a new or changed time, CANCEL when it is off. The UID is the interview's id and the
// SEQUENCE its row's, so a calendar replaces the event it holds instead of adding another.
import ical, { ICalAttendeeRole, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { z } from 'zod';

const person = z.object({ name: z.string(), email: z.string() });

export const calendarData = z.object({
  method: z.enum(['REQUEST', 'CANCEL']),
  uid: z.string(),
  sequence: z.number().int().min(0),
  /** Instants in UTC: every calendar converts them to its owner's zone. */
  startsAt: z.string(),
  endsAt: z.string(),
  summary: z.string(),
  description: z.string(),
  location: z.string().nullable(),
  videoUrl: z.string().nullable(),
  organizer: person,
  attendees: z.array(person),
});
export type CalendarData = z.infer<typeof calendarData>;

/** The text/calendar part, and the method its Content-Type names. */
export function interviewCalendar(d: CalendarData): { method: string; content: string } {
  const method = d.method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST;
  const calendar = ical({ prodId: { company: 'Hireloop', product: 'Interviews' }, method });
  calendar.createEvent({
    id: d.uid,
    sequence: d.sequence,
    start: new Date(d.startsAt),
    end: new Date(d.endsAt),
    summary: d.summary,
    description: d.videoUrl ? `${d.description}\n\nVideo: ${d.videoUrl}` : d.description,
    // A video interview's "place" is its link: calendars show it where people look for one.
    location: d.location ?? d.videoUrl,
    url: d.videoUrl,
    status: d.method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: d.organizer,
    attendees: d.attendees.map((a) => ({ ...a, role: ICalAttendeeRole.REQ, rsvp: true })),
  });
  return { method: d.method, content: calendar.toString() };
}
