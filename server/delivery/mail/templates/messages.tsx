/** @jsxRuntime automatic */
// To either side of a thread: messages they have not read for an hour. Names who wrote and about
// which job, never what was written: a mailbox is a weaker place than the signed-in thread.
import { z } from 'zod';
import { ActionButton } from './action-button.tsx';
import { Layout, Paragraph } from './layout.tsx';
import { absolute, mailTemplate } from './template.ts';

const data = z.object({
  fromName: z.string(),
  jobTitle: z.string(),
  /** The thread, in-app. */
  link: z.string(),
  items: z.array(z.object({})).min(1),
  /** How many unread messages gathered into this mail. */
  count: z.number().int().min(1).default(1),
});
type Data = z.infer<typeof data>;

const headline = (d: Data) =>
  d.count === 1
    ? `${d.fromName} sent you a message about ${d.jobTitle}`
    : `${d.fromName} sent you ${d.count} messages about ${d.jobTitle}`;

export const messagesMail = mailTemplate({
  data,
  subject: headline,
  Body: ({ data: d, origin, unsubscribeUrl }) => (
    <Layout preview={headline(d)} heading={headline(d)} origin={origin} unsubscribeUrl={unsubscribeUrl}>
      <Paragraph>You have not read {d.count === 1 ? 'it' : 'them'} yet. Reply on Hireloop.</Paragraph>
      <ActionButton href={absolute(origin, d.link)}>Read the messages</ActionButton>
    </Layout>
  ),
});
