/** @jsxRuntime automatic */
// To a teammate named with @ in a note about an applicant. Names who wrote and about whom, never
// the note itself: a mailbox is a weaker place than the signed-in application page.
import { z } from 'zod';
import { ActionButton } from './action-button.tsx';
import { Layout, Paragraph } from './layout.tsx';
import { absolute, mailTemplate } from './template.ts';

const data = z.object({
  authorName: z.string(),
  candidateName: z.string(),
  jobTitle: z.string(),
  /** The application, in-app. */
  link: z.string(),
});
type Data = z.infer<typeof data>;

const headline = (d: Data) => `${d.authorName} mentioned you in a note about ${d.candidateName}`;

export const mentionMail = mailTemplate({
  data,
  subject: headline,
  Body: ({ data: d, origin, unsubscribeUrl }) => (
    <Layout preview={headline(d)} heading={headline(d)} origin={origin} unsubscribeUrl={unsubscribeUrl}>
      <Paragraph>
        The note is on {d.candidateName}'s application for {d.jobTitle}. Read it and reply on Hireloop.
      </Paragraph>
      <ActionButton href={absolute(origin, d.link)}>Open the application</ActionButton>
    </Layout>
  ),
});
