/** @jsxRuntime automatic */
// Sent at sign-up (and on "Resend"): the link that confirms the address is the user's.
import { z } from 'zod';
import { ActionButton } from './action-button.tsx';
import { Layout, Paragraph } from './layout.tsx';
import { absolute, mailTemplate } from './template.ts';

const data = z.object({
  name: z.string(),
  /** /verify-email?token=…: the in-app path of the link. */
  link: z.string(),
});

export const verifyMail = mailTemplate({
  data,
  subject: () => 'Confirm your email for Hireloop',
  Body: ({ data: d, origin }) => (
    <Layout
      preview="Confirm your email to get Hireloop's emails"
      heading="Confirm your email"
      origin={origin}
    >
      <Paragraph>Hi {d.name}, welcome to Hireloop.</Paragraph>
      <Paragraph>
        Confirm that this address is yours, so that we can email you about your applications and jobs. The
        link works once, for 24 hours.
      </Paragraph>
      <ActionButton href={absolute(origin, d.link)}>Confirm my email</ActionButton>
      <Paragraph>If you did not sign up for Hireloop, you can ignore this email.</Paragraph>
    </Layout>
  ),
});
