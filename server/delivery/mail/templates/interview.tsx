/** @jsxRuntime automatic */
// To the candidate and each interviewer: an interview scheduled, proposed, changed or cancelled.
// Times are written in the recipient's time zone, named; a scheduled (or cancelled) time also
// travels as an iCalendar invitation (interview-calendar.ts) that calendars file by themselves.
import { z } from 'zod';
import { zonedSpan } from '../../../../contract/zoned-time.ts';
import { ActionButton } from './action-button.tsx';
import { calendarData, interviewCalendar } from './interview-calendar.ts';
import { Layout, Paragraph } from './layout.tsx';
import { absolute, mailTemplate } from './template.ts';

const data = z.object({
  event: z.enum(['scheduled', 'proposed', 'changed', 'cancelled']),
  forCandidate: z.boolean(),
  title: z.string(),
  jobTitle: z.string(),
  companyName: z.string(),
  candidateName: z.string(),
  durationMinutes: z.number(),
  /** The time, or null while the candidate chooses among `proposedTimes`. */
  startsAt: z.string().nullable(),
  proposedTimes: z.array(z.string()),
  /** The recipient's zone: their device's, else the one the interview was scheduled in. */
  timeZone: z.string(),
  location: z.string().nullable(),
  videoUrl: z.string().nullable(),
  /** The application, in-app: where the candidate chooses a time. */
  link: z.string(),
  /** The invitation, when there is a time for calendars to hold or to drop. */
  calendar: calendarData.nullable(),
});
type Data = z.infer<typeof data>;

function wording(d: Data) {
  const about = `${d.title} for ${d.jobTitle} at ${d.companyName}`;
  const who = d.forCandidate ? 'Your interview' : `The interview with ${d.candidateName}`;
  switch (d.event) {
    case 'proposed':
      return d.forCandidate
        ? {
            subject: `Choose a time for your interview: ${d.jobTitle}`,
            heading: 'Choose a time for your interview',
          }
        : {
            subject: `Times proposed to ${d.candidateName}: ${d.title}`,
            heading: `Times proposed for ${about}`,
          };
    case 'changed':
      return { subject: `Updated: ${about}`, heading: `${who} was changed` };
    case 'cancelled':
      return { subject: `Cancelled: ${about}`, heading: `${who} was cancelled` };
    default:
      return { subject: `Interview: ${about}`, heading: `${who} is scheduled` };
  }
}

export const interviewMail = mailTemplate({
  data,
  subject: (d) => wording(d).subject,
  calendar: (d) => (d.calendar ? interviewCalendar(d.calendar) : undefined),
  Body: ({ data: d, origin }) => {
    const w = wording(d);
    const choosing = d.event === 'proposed';
    return (
      <Layout preview={w.subject} heading={w.heading} origin={origin}>
        <Paragraph>
          {d.title} for {d.jobTitle} at {d.companyName}
          {d.forCandidate ? '.' : `, with ${d.candidateName}.`}
        </Paragraph>
        {d.startsAt ? (
          <Paragraph>When: {zonedSpan(d.startsAt, d.durationMinutes, d.timeZone)}</Paragraph>
        ) : null}
        {choosing
          ? d.proposedTimes.map((t) => (
              <Paragraph key={t}>{zonedSpan(t, d.durationMinutes, d.timeZone)}</Paragraph>
            ))
          : null}
        {d.location ? <Paragraph>Where: {d.location}</Paragraph> : null}
        {d.videoUrl ? <Paragraph>Video link: {d.videoUrl}</Paragraph> : null}
        {choosing && !d.forCandidate ? (
          <Paragraph>The candidate chooses one of these times; you will get the invitation then.</Paragraph>
        ) : null}
        <ActionButton href={absolute(origin, d.link)}>
          {choosing && d.forCandidate ? 'Choose a time' : 'View the application'}
        </ActionButton>
      </Layout>
    );
  },
});
