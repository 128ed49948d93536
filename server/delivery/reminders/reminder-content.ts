// What a due interview reminder says: its bell (and push) text and its mail's data, in the
// recipient's own time zone, named. The sweep (reminder-sweep.ts) reads the rows; this words them.
import { applicationLink } from '../../../contract/hiring.ts';
import { zonedTime } from '../../../contract/zoned-time.ts';

/** A due reminder as the sweep reads it, with its interview, job and recipient's zone. */
export type Due = {
  id: string;
  user_id: string;
  minutes_before: number;
  starts_ms: number;
  /** Still the interview's time, and still ahead: otherwise the row goes unsent. */
  current: boolean;
  title: string;
  duration_minutes: number;
  location: string | null;
  video_url: string | null;
  application_id: string;
  time_zone: string;
  job_title: string;
  company_name: string;
};

/** The cause key of a reminder's mail: one mail per reminder row, however often it is swept. */
export const reminderCause = (reminderId: string) => `interview-reminder:${reminderId}`;

const inWhat = (minutesBefore: number) => (minutesBefore >= 1440 ? 'in 24 hours' : 'in 1 hour');

export function bellOf(r: Due) {
  const at = zonedTime(new Date(r.starts_ms), r.time_zone);
  return {
    userId: r.user_id,
    kind: 'interview-reminder' as const,
    text: `${r.title} for ${r.job_title} starts ${inWhat(r.minutes_before)}: ${at}`,
    link: applicationLink(r.application_id),
  };
}

export function mailOf(r: Due) {
  return {
    userId: r.user_id,
    causeKey: reminderCause(r.id),
    data: {
      title: r.title,
      jobTitle: r.job_title,
      companyName: r.company_name,
      startsAt: new Date(r.starts_ms).toISOString(),
      timeZone: r.time_zone,
      durationMinutes: r.duration_minutes,
      minutesBefore: r.minutes_before,
      location: r.location,
      videoUrl: r.video_url,
      link: applicationLink(r.application_id),
    },
  };
}
