// A company's team: its members and their roles, and the owner's invitations by email.
import { z } from 'zod';
import { email } from './auth.ts';
import { idParam } from './common.ts';

export const memberRoles = ['owner', 'recruiter', 'interviewer'] as const;
export const memberRole = z.enum(memberRoles, { error: 'The role must be Owner, Recruiter or Interviewer' });
export type MemberRole = z.infer<typeof memberRole>;

export const invitedRole = z.enum(['recruiter', 'interviewer'], {
  error: 'An invitation is for a Recruiter or an Interviewer',
});

export const memberRoleLabels: Record<MemberRole, string> = {
  owner: 'Owner',
  recruiter: 'Recruiter',
  interviewer: 'Interviewer',
};

/** How long an invitation's link works. */
export const invitationDays = 7;

/** The in-app path an invitation mails: it works signed in or out (sign-up, then back). */
export const invitationLink = (secret: string) => `/team/join?token=${encodeURIComponent(secret)}`;

export const teamMember = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: memberRole,
  joinedAt: z.string(),
});
export type TeamMember = z.infer<typeof teamMember>;

export const pendingInvitation = z.object({
  _id: z.string(),
  email: z.string(),
  role: invitedRole,
  expiresAt: z.string(),
});
export type PendingInvitation = z.infer<typeof pendingInvitation>;

export const team = z.object({
  companyId: z.string(),
  companyName: z.string(),
  myRole: memberRole,
  members: z.array(teamMember),
  /** Invitations not yet used nor expired; the owner's alone, empty for everyone else. */
  invitations: z.array(pendingInvitation),
});
export type Team = z.infer<typeof team>;

export const teamResponse = z.object({ success: z.literal(true), data: team });

export const inviteBody = z.object({ email, role: invitedRole });
export type InviteBody = z.infer<typeof inviteBody>;

export const inviteResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: pendingInvitation,
});

export const acceptBody = z.object({
  token: z
    .string({ error: 'The invitation link is missing its token' })
    .max(200, 'This invitation is not valid'),
});

export const acceptResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  /** Accepting makes a new account a recruiter's: the client updates its session with it. */
  role: z.literal('recruiter'),
  data: z.object({ companyName: z.string(), memberRole: memberRole }),
});

export const memberParam = z.object({ userId: idParam('Member') });
export const roleBody = z.object({ role: memberRole });
export const handOverBody = z.object({ userId: idParam('Member') });

export const teamChangeResponse = z.object({ success: z.literal(true), message: z.string(), data: team });
