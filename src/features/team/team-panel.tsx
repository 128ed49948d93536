// The Team tab of the company's profile: who is on the team and as what. The owner changes roles,
// removes members, hands ownership over and invites by email; everyone else reads.
import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import {
  type MemberRole,
  memberRoleLabels,
  memberRoles,
  type Team,
  type TeamMember,
} from '../../../contract/team.ts';
import { errorMessage } from '../../lib/http.ts';
import { useSession } from '../../lib/session.ts';
import { FormMessage } from '../../ui/form-field.tsx';
import { Select } from '../../ui/form-field-more.tsx';
import { JobBadge } from '../../ui/job-badge.tsx';
import { StateMessage } from '../../ui/screen.tsx';
import { teamQueryOptions, useTeamChange } from './api.ts';
import { InviteForm } from './invite-form.tsx';

export function TeamPanel() {
  const userId = useSession()?.user?._id;
  const team = useQuery(teamQueryOptions(userId));
  const change = useTeamChange(userId);
  if (team.isPending) return <Text color="fg.muted">Loading your team…</Text>;
  if (!team.data) {
    return (
      <StateMessage
        text={errorMessage(team.error, 'Could not load your team')}
        onRetry={() => void team.refetch()}
      />
    );
  }
  const owner = team.data.myRole === 'owner';
  const memberError = change.variables?.kind !== 'invite' && change.error ? errorMessage(change.error) : null;
  return (
    <Stack gap="5">
      <Heading as="h2" fontSize="xl">
        {team.data.companyName ? `${team.data.companyName}'s team` : 'Your team'}
      </Heading>
      <Stack as="ul" gap="2" listStyleType="none" aria-label="Team members">
        {team.data.members.map((m) => (
          <MemberRow key={m.userId} member={m} me={m.userId === userId} owner={owner} change={change} />
        ))}
      </Stack>
      {team.data.members.length === 1 && (
        <Text color="fg.muted">
          {owner ? 'Only you so far: invite your recruiters and interviewers below.' : 'Only you so far.'}
        </Text>
      )}
      <FormMessage message={memberError} />
      {owner && <Invitations team={team.data} change={change} />}
    </Stack>
  );
}

type RowProps = { member: TeamMember; me: boolean; owner: boolean; change: ReturnType<typeof useTeamChange> };

function MemberRow({ member: m, me, owner, change }: RowProps) {
  const busy =
    change.isPending &&
    change.variables &&
    'userId' in change.variables &&
    change.variables.userId === m.userId;
  return (
    <HStack as="li" justify="space-between" wrap="wrap" borderWidth="1px" rounded="md" px="3" py="2" gap="3">
      <Stack gap="0" minW="0">
        <Text fontWeight="medium">
          {m.name}
          {me && (
            <Text as="span" color="fg.muted" fontWeight="normal">
              {' '}
              (you)
            </Text>
          )}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {m.email}
        </Text>
      </Stack>
      {owner && !me ? (
        <HStack gap="2" wrap="wrap">
          <Select
            aria-label={`Role of ${m.name}`}
            options={memberRoles}
            labels={memberRoleLabels}
            value={m.role}
            onChange={(e) =>
              change.mutate({ kind: 'role', userId: m.userId, role: e.currentTarget.value as MemberRole })
            }
          />
          {m.role !== 'owner' && (
            <Button
              size="sm"
              variant="outline"
              onClick={() => change.mutate({ kind: 'hand-over', userId: m.userId })}
            >
              Make owner
            </Button>
          )}
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            aria-label={`Remove ${m.name}`}
            loading={Boolean(busy) && change.variables?.kind === 'remove'}
            onClick={() => change.mutate({ kind: 'remove', userId: m.userId })}
          >
            Remove
          </Button>
        </HStack>
      ) : (
        <JobBadge colorPalette={m.role === 'owner' ? 'blue' : 'gray'}>{memberRoleLabels[m.role]}</JobBadge>
      )}
    </HStack>
  );
}

function Invitations({ team, change }: { team: Team; change: ReturnType<typeof useTeamChange> }) {
  return (
    <Stack gap="3">
      <Heading as="h3" fontSize="lg">
        Invite a teammate
      </Heading>
      <Text color="fg.muted" fontSize="sm">
        The link works once, for 7 days. A Recruiter works on all the company's jobs and applicants; an
        Interviewer sees only the applications they are asked to interview, and writes scorecards and notes on
        them.
      </Text>
      <InviteForm change={change} />
      <Heading as="h3" fontSize="md">
        Waiting invitations
      </Heading>
      {team.invitations.length === 0 ? (
        <Text color="fg.muted">No invitations waiting.</Text>
      ) : (
        <Stack as="ul" gap="1" listStyleType="none" aria-label="Waiting invitations">
          {team.invitations.map((i) => (
            <Text as="li" key={i._id} fontSize="sm">
              {i.email} as {memberRoleLabels[i.role]}, until {new Date(i.expiresAt).toLocaleDateString()}
            </Text>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
