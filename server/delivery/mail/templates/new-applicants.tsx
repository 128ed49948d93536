/** @jsxRuntime automatic */
// To a job's recruiter: who applied since the last such email (at most one an hour per job).
import { z } from 'zod';
import { ActionButton } from './action-button.tsx';
import { Layout, Paragraph } from './layout.tsx';
import { absolute, mailTemplate } from './template.ts';

const data = z.object({
  jobTitle: z.string(),
  /** The job's applicants page, in-app. */
  link: z.string(),
  items: z.array(z.object({ name: z.string() })).min(1),
  /** How many applied in all; more than the names listed when many did. */
  count: z.number().int().min(1).default(1),
});
type Data = z.infer<typeof data>;

const headline = (d: Data) =>
  d.count === 1
    ? `${d.items[0]?.name} applied to ${d.jobTitle}`
    : `${d.count} new applicants for ${d.jobTitle}`;

export const newApplicantsMail = mailTemplate({
  data,
  subject: headline,
  Body: ({ data: d, origin, unsubscribeUrl }) => {
    const more = d.count - d.items.length;
    return (
      <Layout preview={headline(d)} heading={headline(d)} origin={origin} unsubscribeUrl={unsubscribeUrl}>
        {d.count > 1 && (
          <Paragraph>
            {d.items.map((i) => i.name).join(', ')}
            {more > 0 ? ` and ${more} more` : ''} applied.
          </Paragraph>
        )}
        <Paragraph>Review their applications, résumés and notes on Hireloop.</Paragraph>
        <ActionButton href={absolute(origin, d.link)}>See the applicants</ActionButton>
      </Layout>
    );
  },
});
