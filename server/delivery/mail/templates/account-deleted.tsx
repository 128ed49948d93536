/** @jsxRuntime automatic */
// Sent when an account is deleted, to the address it had: the last mail Hireloop sends there.
import { z } from 'zod';
import { Layout, Paragraph } from './layout.tsx';
import { mailTemplate } from './template.ts';

const data = z.object({ name: z.string() });

export const accountDeletedMail = mailTemplate({
  data,
  subject: () => 'Your Hireloop account was deleted',
  Body: ({ data: d, origin }) => (
    <Layout
      preview="Your account and everything in it were deleted"
      heading="Your account was deleted"
      origin={origin}
    >
      <Paragraph>
        Hi {d.name}, your Hireloop account was deleted as you asked: your profile, your files, your
        applications, saved jobs and alerts, and the jobs and posts you published are gone.
      </Paragraph>
      <Paragraph>This is the last email you receive from Hireloop. You are welcome back any time.</Paragraph>
      <Paragraph>
        If you did not delete it, someone knew your password: use a new one wherever you used it.
      </Paragraph>
    </Layout>
  ),
});
