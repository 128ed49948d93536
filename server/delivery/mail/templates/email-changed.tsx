/** @jsxRuntime automatic */
// Sent to the old address once an account moved to a new one: its owner hears of it, even when
// it was not them.
import { z } from 'zod';
import { Layout, Paragraph } from './layout.tsx';
import { mailTemplate } from './template.ts';

const data = z.object({ name: z.string(), newEmail: z.string() });

export const emailChangedMail = mailTemplate({
  data,
  subject: () => 'The email of your Hireloop account was changed',
  Body: ({ data: d, origin }) => (
    <Layout preview={`Your account now uses ${d.newEmail}`} heading="Your email was changed" origin={origin}>
      <Paragraph>
        Hi {d.name}, your Hireloop account now uses the address {d.newEmail}. Hireloop's emails go there from
        now on, and you sign in with it.
      </Paragraph>
      <Paragraph>
        If you did not make this change, someone else knows your password: reply to this email so that we can
        give the account back to you.
      </Paragraph>
    </Layout>
  ),
});
