/** @jsxRuntime automatic */
// To a candidate: the recruiter decided on their application, or moved it to another stage.
import { z } from 'zod';
import { ActionButton } from './action-button.tsx';
import { Layout, Paragraph } from './layout.tsx';
import { absolute, mailTemplate } from './template.ts';

const data = z.object({
  jobTitle: z.string(),
  companyName: z.string(),
  /** `moved`: to an open stage (Screening, Interview, Offer), named by `stage`. */
  outcome: z.enum(['accepted', 'rejected', 'moved']),
  stage: z.string().optional(),
  /** The in-app path the button opens: the job after a decision, the application after a move. */
  link: z.string(),
});

type Decision = z.infer<typeof data>;

function wording(d: Decision) {
  if (d.outcome === 'moved') {
    return {
      subject: `Your application for ${d.jobTitle} moved to ${d.stage}`,
      preview: `Your application for ${d.jobTitle} at ${d.companyName} moved to ${d.stage}`,
      heading: `Your application moved to ${d.stage}`,
      said: `Your application for ${d.jobTitle} at ${d.companyName} is now at the ${d.stage} stage.`,
      next: 'The recruiter may write to you in the application’s messages.',
      action: 'View your application',
    };
  }
  const accepted = d.outcome === 'accepted';
  return {
    subject: accepted
      ? `You're hired: ${d.jobTitle} at ${d.companyName}`
      : `An update on your application for ${d.jobTitle}`,
    preview: `Your application for ${d.jobTitle} at ${d.companyName} was ${d.outcome}`,
    heading: accepted ? 'Congratulations, you are hired' : 'Your application was not selected',
    said: `Your application for ${d.jobTitle} at ${d.companyName} was ${d.outcome}.`,
    next: accepted
      ? 'The recruiter will be in touch about the next steps.'
      : 'Thank you for applying. There are more jobs waiting for you on Hireloop.',
    action: 'View the job',
  };
}

export const decisionMail = mailTemplate({
  data,
  subject: (d) => wording(d).subject,
  Body: ({ data: d, origin, unsubscribeUrl }) => {
    const w = wording(d);
    return (
      <Layout preview={w.preview} heading={w.heading} origin={origin} unsubscribeUrl={unsubscribeUrl}>
        <Paragraph>{w.said}</Paragraph>
        <Paragraph>{w.next}</Paragraph>
        <ActionButton href={absolute(origin, d.link)}>{w.action}</ActionButton>
      </Layout>
    );
  },
});
