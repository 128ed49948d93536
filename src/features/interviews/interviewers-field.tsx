// The interviewers: a checkbox for each member of the company's team.
import { chakra, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { memberRoleLabels } from '../../../contract/team.ts';
import { errorMessage } from '../../lib/http.ts';
import { teamOptions } from './api.ts';

const Checkbox = chakra('input');

type Props = { chosen: string[]; onChange: (chosen: string[]) => void; disabled?: boolean };

export function InterviewersField({ chosen, onChange, disabled }: Props) {
  const team = useQuery(teamOptions());
  const toggle = (userId: string, on: boolean) =>
    onChange(on ? [...chosen, userId] : chosen.filter((id) => id !== userId));
  return (
    <chakra.fieldset display="flex" flexDirection="column" gap="2">
      <chakra.legend fontSize="sm" fontWeight="medium" mb="1.5">
        Interviewers
      </chakra.legend>
      {team.isPending ? (
        <Text fontSize="sm" color="fg.muted">
          Loading your team…
        </Text>
      ) : !team.data ? (
        <Text fontSize="sm" color="red.fg" role="alert">
          {errorMessage(team.error, 'Could not load your team')}
        </Text>
      ) : (
        <Stack gap="1.5">
          {team.data.members.map((m) => (
            <HStack as="label" key={m.userId} gap="2" cursor="pointer">
              <Checkbox
                type="checkbox"
                boxSize="4"
                accentColor="blue.solid"
                name="interviewerIds"
                value={m.userId}
                checked={chosen.includes(m.userId)}
                disabled={disabled}
                onChange={(e) => toggle(m.userId, e.currentTarget.checked)}
              />
              <Text as="span">
                {m.name}{' '}
                <Text as="span" color="fg.muted" fontSize="sm">
                  ({memberRoleLabels[m.role]})
                </Text>
              </Text>
            </HStack>
          ))}
        </Stack>
      )}
    </chakra.fieldset>
  );
}
