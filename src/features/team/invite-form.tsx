// The owner's invitation: an address and a role; the server mails the link.
import { Button, HStack, Stack } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { memberRoleLabels } from '../../../contract/team.ts';
import { errorMessage } from '../../lib/http.ts';
import { FormMessage, InputField } from '../../ui/form-field.tsx';
import { Select } from '../../ui/form-field-more.tsx';
import type { useTeamChange } from './api.ts';

const invitedRoles = ['recruiter', 'interviewer'] as const;

export function InviteForm({ change }: { change: ReturnType<typeof useTeamChange> }) {
  const [role, setRole] = useState<(typeof invitedRoles)[number]>('recruiter');
  const inviting = change.variables?.kind === 'invite';
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const email = String(new FormData(form).get('email') ?? '').trim();
    change.mutate({ kind: 'invite', email, role }, { onSuccess: () => form.reset() });
  };
  return (
    <form onSubmit={submit} aria-label="Invite a teammate">
      <Stack gap="2">
        <InputField label="Email address" name="email" type="email" required maxLength={254} />
        <HStack align="end" gap="3">
          <Select
            aria-label="Invite as"
            options={invitedRoles}
            labels={memberRoleLabels}
            value={role}
            onChange={(e) => setRole(e.currentTarget.value as typeof role)}
          />
          <Button
            type="submit"
            colorPalette="blue"
            loading={inviting && change.isPending}
            loadingText="Sending…"
          >
            Send invitation
          </Button>
        </HStack>
        <FormMessage message={inviting && change.error ? errorMessage(change.error) : null} />
      </Stack>
    </form>
  );
}
