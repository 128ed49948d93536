// A company's team: one query for the Team tab, the owner's changes (they need the network and
// say so offline) and accepting an invitation.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { MemberRole, Team } from '../../../contract/team.ts';
import { http } from '../../lib/http.ts';
import { setRole } from '../../lib/session.ts';
import { isOffline } from '../../offline/index.ts';
import { toast } from '../../ui/toaster/toast.ts';

export const TEAM_OFFLINE = 'You are offline. Team changes need the network — connect and try again.';

const teamKey = (userId: string | undefined) => ['team', userId ?? 'anonymous'] as const;

export const teamQueryOptions = (userId: string | undefined) =>
  queryOptions({
    queryKey: teamKey(userId),
    queryFn: ({ signal }) => http.get<{ data: Team }>('/team', { signal }).then((r) => r.data),
  });

type Changed = { message: string; data: Team };

export type TeamChange =
  | { kind: 'invite'; email: string; role: 'recruiter' | 'interviewer' }
  | { kind: 'role'; userId: string; role: MemberRole }
  | { kind: 'remove'; userId: string }
  | { kind: 'hand-over'; userId: string };

function send(change: TeamChange): Promise<{ message: string; data?: Team }> {
  switch (change.kind) {
    case 'invite':
      // Its answer is the invitation, not the team: the team is fetched again.
      return http
        .post<{ message: string }>('/team/invitations', { email: change.email, role: change.role })
        .then(({ message }) => ({ message }));
    case 'role':
      return http.patch<Changed>(`/team/members/${change.userId}`, { role: change.role });
    case 'remove':
      return http.delete<Changed>(`/team/members/${change.userId}`);
    case 'hand-over':
      return http.post<Changed>('/team/owner', { userId: change.userId });
  }
}

/** The owner's changes: the answer's team replaces the cached one (an invitation refetches it). */
export function useTeamChange(userId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: TeamChange) => {
      if (isOffline()) throw new Error(TEAM_OFFLINE);
      return send(change);
    },
    onSuccess: async (answer) => {
      toast({ title: answer.message, type: 'success' });
      if (answer.data) queryClient.setQueryData(teamKey(userId), answer.data);
      else await queryClient.invalidateQueries({ queryKey: teamKey(userId) });
    },
  });
}

type Accepted = { message: string; role: 'recruiter'; data: { companyName: string; memberRole: MemberRole } };

/** Joins the team of the invitation; a new account becomes a recruiter's, as onboarding would. */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => {
      if (isOffline()) throw new Error(TEAM_OFFLINE);
      return http.post<Accepted>('/team/invitations/accept', { token });
    },
    onSuccess: async (answer) => {
      setRole(answer.role);
      await queryClient.invalidateQueries();
    },
  });
}
