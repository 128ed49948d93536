/** @jsxRuntime automatic */
// Sent to the new address of an email change: the link that confirms the address is the person's.
import { z } from 'zod';
import { ActionButton } from './action-button.tsx';
import { Layout, Paragraph } from './layout.tsx';
import { absolute, mailTemplate } from './template.ts';

// No name: the address has not yet proved to be the person's, so the mail carries no text the
// account chose (a name could be any words an account holder wants mailed to a stranger).
const data = z.object({
  newEmail: z.string(),
  /** /confirm-email?token=…: the in-app path of the link. */
  link: z.string(),
});

export const emailChangeMail = mailTemplate({
  data,
  subject: () => 'Confirm your new email for Hireloop',
  Body: ({ data: d, origin }) => (
    <Layout
      preview="Confirm the new address of your Hireloop account"
      heading="Confirm your new email"
      origin={origin}
    >
      <Paragraph>Hi, someone asked to move a Hireloop account to {d.newEmail}.</Paragraph>
      <Paragraph>
        If it was you, confirm that this address is yours to make the change. The link works once, for an
        hour.
      </Paragraph>
      <ActionButton href={absolute(origin, d.link)}>Confirm my new email</ActionButton>
      <Paragraph>If you did not ask for this, ignore this email: your account stays as it is.</Paragraph>
    </Layout>
  ),
});
