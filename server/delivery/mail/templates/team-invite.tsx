/** @jsxRuntime automatic */
// To anyone a company's owner invites: the link that joins the company's team, once, for 7 days.
import { z } from 'zod';
import { ActionButton } from './action-button.tsx';
import { Layout, Paragraph } from './layout.tsx';
import { absolute, mailTemplate } from './template.ts';

const data = z.object({
  companyName: z.string(),
  invitedBy: z.string(),
  /** Recruiter or Interviewer, as shown. */
  role: z.string(),
  /** /team/join?token=…: the in-app path of the link. */
  link: z.string(),
});

export const teamInviteMail = mailTemplate({
  data,
  subject: (d) => `Join ${d.companyName} on Hireloop`,
  Body: ({ data: d, origin }) => (
    <Layout
      preview={`${d.invitedBy} invited you to hire with ${d.companyName}`}
      heading={`Join ${d.companyName} on Hireloop`}
      origin={origin}
    >
      <Paragraph>
        {d.invitedBy} invited you to join {d.companyName}'s team on Hireloop as {d.role}.
      </Paragraph>
      <Paragraph>
        Sign up with this address, or sign in if you already have an account. The link works once, for 7 days.
      </Paragraph>
      <ActionButton href={absolute(origin, d.link)}>Join the team</ActionButton>
      <Paragraph>If you did not expect this invitation, you can ignore this email.</Paragraph>
    </Layout>
  ),
});
