/** @jsxRuntime automatic */
// To the candidate and each interviewer, 24 hours and 1 hour before a scheduled interview: when it
// starts in the recipient's own time zone (named), how long it lasts, and where.
import { z } from 'zod';
import { zonedTime } from '../../../../contract/zoned-time.ts';
import { ActionButton } from './action-button.tsx';
import { Layout, Paragraph } from './layout.tsx';
import { absolute, mailTemplate } from './template.ts';

const data = z.object({
  title: z.string(),
  jobTitle: z.string(),
  companyName: z.string(),
  /** The start, an ISO instant (UTC). */
  startsAt: z.string(),
  /** The recipient's zone (their device's, else the interview's): the time is shown in it. */
  timeZone: z.string(),
  durationMinutes: z.number(),
  /** 1440 or 60: the reminder a day before, or an hour before. */
  minutesBefore: z.number(),
  location: z.string().nullable(),
  videoUrl: z.string().nullable(),
  /** The application's in-app path. */
  link: z.string(),
});

type Reminder = z.infer<typeof data>;

const inWhat = (d: Reminder) => (d.minutesBefore >= 1440 ? 'in 24 hours' : 'in 1 hour');

export const interviewReminderMail = mailTemplate({
  data,
  subject: (d) => `Reminder: ${d.title} ${inWhat(d)}`,
  Body: ({ data: d, origin, unsubscribeUrl }) => (
    <Layout
      preview={`${d.title} for ${d.jobTitle} at ${d.companyName} starts ${inWhat(d)}`}
      heading={`${d.title} starts ${inWhat(d)}`}
      origin={origin}
      unsubscribeUrl={unsubscribeUrl}
    >
      <Paragraph>
        {d.title} for {d.jobTitle} at {d.companyName} starts on {zonedTime(d.startsAt, d.timeZone)} and lasts{' '}
        {d.durationMinutes} minutes.
      </Paragraph>
      {d.location ? <Paragraph>Where: {d.location}</Paragraph> : null}
      {d.videoUrl ? <Paragraph>Video link: {d.videoUrl}</Paragraph> : null}
      <ActionButton href={absolute(origin, d.link)}>View the application</ActionButton>
    </Layout>
  ),
});
