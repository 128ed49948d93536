// Interviews on the wire: a recruiter schedules one from an application at the Interview stage,
// either at one time or at up to five proposed times the candidate chooses from. Times travel as
// ISO 8601 instants (UTC); each screen shows them in its viewer's time zone, named.
import { z } from 'zod';
import { idParam, text } from './common.ts';

/** The most times a recruiter may propose for the candidate to choose from. */
export const maxProposedTimes = 5;
export const interviewLengths = [15, 30, 45, 60, 90, 120] as const;

/** An IANA zone the runtime knows ("Europe/Lisbon"); UTC is always accepted. */
export const timeZone = z
  .string({ error: 'The time zone is required' })
  .max(64, 'This time zone is not known')
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, 'This time zone is not known');

const instant = z.iso.datetime({ offset: true, error: 'A time must be a date and time' });

export const interviewStatuses = ['proposed', 'scheduled', 'cancelled'] as const;

const interviewFields = {
  title: text('The title', 120),
  durationMinutes: z.coerce
    .number({ error: 'The length is required' })
    .refine((n) => (interviewLengths as readonly number[]).includes(n), {
      message: `The length must be one of ${interviewLengths.join(', ')} minutes`,
    }),
  /** A place to meet; give this or a video link. Empty: none (a change to a video interview). */
  location: z.string().trim().max(300, 'The place must be at most 300 characters').optional(),
  /**
   * http(s) only: the link is opened from screens, mails and calendars (never `javascript:`).
   * Empty: none (an empty form field, or a change to an interview in person).
   */
  videoUrl: z
    .union(
      [
        z.literal(''),
        z
          .url({ protocol: /^https?$/, error: 'The video link must be a web address (https://…)' })
          .max(500, 'The video link must be at most 500 characters'),
      ],
      { error: 'The video link must be a web address (https://…)' },
    )
    .optional(),
  interviewerIds: z
    .array(idParam('Interviewer'))
    .min(1, 'Choose at least one interviewer')
    .max(10, 'Choose at most 10 interviewers'),
  /** One time schedules it; two to five are proposed for the candidate to choose. */
  times: z
    .array(instant)
    .min(1, 'Give at least one time')
    .max(maxProposedTimes, `Propose at most ${maxProposedTimes} times`),
  /** The organiser's zone, named in the invitation. */
  timeZone,
};

export const scheduleBody = z.object(interviewFields);
export type ScheduleBody = z.infer<typeof scheduleBody>;

/** A reschedule: any field again; new times raise the invitation's SEQUENCE and mail an update. */
export const rescheduleBody = z.object(interviewFields).partial();
export type RescheduleBody = z.infer<typeof rescheduleBody>;

export const chooseTimeBody = z.object({ startsAt: instant });

export const applicationParam = z.object({ id: idParam('Application') });
export const interviewParam = z.object({ id: idParam('Interview') });

export const interviewer = z.object({ userId: z.string(), name: z.string() });

export const interview = z.object({
  _id: z.string(),
  applicationId: z.string(),
  title: z.string(),
  durationMinutes: z.number(),
  location: z.string().nullable(),
  videoUrl: z.string().nullable(),
  status: z.enum(interviewStatuses),
  /** The chosen or given time; null while proposed times wait for the candidate. */
  startsAt: z.string().nullable(),
  /** The proposed times, oldest first; empty once scheduled. */
  proposedTimes: z.array(z.string()),
  timeZone: z.string(),
  interviewers: z.array(interviewer),
  /** The iCalendar SEQUENCE of the last invitation sent. */
  sequence: z.number(),
});
export type Interview = z.infer<typeof interview>;

export const interviewResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: interview,
  /** Soft problems the write went through with: an interviewer already busy at a time. */
  warnings: z.array(z.string()),
});

export const interviewsResponse = z.object({ success: z.literal(true), data: z.array(interview) });

/** The most interviews GET /interviews/mine answers with, soonest first. */
export const myInterviewsCap = 100;

/** One of the caller's interviews, with what finds its application: the candidate and the job. */
export const myInterview = interview.extend({
  candidateName: z.string(),
  jobTitle: z.string(),
  /** The application's page in the app. */
  link: z.string(),
});
export type MyInterview = z.infer<typeof myInterview>;

/**
 * GET /interviews/mine: a member's interviews (on it, or scheduled by them), not cancelled, whose
 * time is at most 7 days past; soonest first, at most `myInterviewsCap`.
 */
export const myInterviewsResponse = z.object({ success: z.literal(true), data: z.array(myInterview) });

/** The device's time zone, which the server uses for the times in that person's mails. */
export const timeZoneBody = z.object({ timeZone });

export const timeZoneResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ timeZone: z.string() }),
});
