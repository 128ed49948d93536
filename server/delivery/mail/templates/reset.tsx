/** @jsxRuntime automatic */
// Sent from "Forgot password?": the link that sets a new password.
import { z } from 'zod';
import { ActionButton } from './action-button.tsx';
import { Layout, Paragraph } from './layout.tsx';
import { absolute, mailTemplate } from './template.ts';

const data = z.object({
  name: z.string(),
  /** /reset-password?token=…: the in-app path of the link. */
  link: z.string(),
});

export const resetMail = mailTemplate({
  data,
  subject: () => 'Reset your Hireloop password',
  Body: ({ data: d, origin }) => (
    <Layout preview="A link to choose a new password" heading="Reset your password" origin={origin}>
      <Paragraph>Hi {d.name}, someone asked to reset the password of your Hireloop account.</Paragraph>
      <Paragraph>
        The link works once, for 1 hour. Setting a new password signs your account out on every device.
      </Paragraph>
      <ActionButton href={absolute(origin, d.link)}>Choose a new password</ActionButton>
      <Paragraph>If it was not you, ignore this email: your password stays as it is.</Paragraph>
    </Layout>
  ),
});
