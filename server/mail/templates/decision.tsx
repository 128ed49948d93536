/** @jsxRuntime automatic */
// To a candidate: the recruiter decided on their application.
import { z } from 'zod';
import { ActionButton } from './action-button.tsx';
import { Layout, Paragraph } from './layout.tsx';
import { absolute, mailTemplate } from './template.ts';

const data = z.object({
  jobTitle: z.string(),
  companyName: z.string(),
  outcome: z.enum(['accepted', 'rejected']),
  /** The job's in-app path. */
  link: z.string(),
});

export const decisionMail = mailTemplate({
  data,
  subject: (d) =>
    d.outcome === 'accepted'
      ? `You're hired: ${d.jobTitle} at ${d.companyName}`
      : `An update on your application for ${d.jobTitle}`,
  Body: ({ data: d, origin, unsubscribeUrl }) => {
    const accepted = d.outcome === 'accepted';
    return (
      <Layout
        preview={`Your application for ${d.jobTitle} at ${d.companyName} was ${d.outcome}`}
        heading={accepted ? 'Congratulations, you are hired' : 'Your application was not selected'}
        origin={origin}
        unsubscribeUrl={unsubscribeUrl}
      >
        <Paragraph>
          Your application for {d.jobTitle} at {d.companyName} was {d.outcome}.
        </Paragraph>
        <Paragraph>
          {accepted
            ? 'The recruiter will be in touch about the next steps.'
            : 'Thank you for applying. There are more jobs waiting for you on Hireloop.'}
        </Paragraph>
        <ActionButton href={absolute(origin, d.link)}>View the job</ActionButton>
      </Layout>
    );
  },
});
