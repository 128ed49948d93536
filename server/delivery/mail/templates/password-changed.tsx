/** @jsxRuntime automatic */
// Sent after a reset or a change: the owner hears of it, even when it was not them.
import { z } from 'zod';
import { ActionButton } from './action-button.tsx';
import { Layout, Paragraph } from './layout.tsx';
import { absolute, mailTemplate } from './template.ts';

const data = z.object({ name: z.string() });

export const passwordChangedMail = mailTemplate({
  data,
  subject: () => 'Your Hireloop password was changed',
  Body: ({ data: d, origin }) => (
    <Layout preview="Your password was changed" heading="Your password was changed" origin={origin}>
      <Paragraph>
        Hi {d.name}, the password of your Hireloop account was just changed, and your other devices were
        signed out.
      </Paragraph>
      <Paragraph>If it was not you, choose a new password now with "Forgot password?".</Paragraph>
      <ActionButton href={absolute(origin, '/forgot-password')}>Reset my password</ActionButton>
    </Layout>
  ),
});
