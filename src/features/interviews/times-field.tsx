// The interview's times: one schedules it, two to five are proposed for the candidate to choose
// from. Each is a datetime-local input, read as a wall time in the viewer's zone, which it names.
import { Button, chakra, HStack, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { maxProposedTimes } from '../../../contract/interviews.ts';
import { Input } from '../../ui/form-field.tsx';
import { zoneLabel } from '../../ui/zoned-time.ts';

type Props = { times: string[]; zone: string; onChange: (times: string[]) => void; disabled?: boolean };

export function TimesField({ times, zone, onChange, disabled }: Props) {
  const hint = useId();
  const set = (index: number, value: string) => onChange(times.map((t, i) => (i === index ? value : t)));
  return (
    <chakra.fieldset display="flex" flexDirection="column" gap="2" aria-describedby={hint}>
      <chakra.legend fontSize="sm" fontWeight="medium" mb="1.5">
        {times.length > 1 ? 'Proposed times' : 'Time'}
      </chakra.legend>
      <Text id={hint} fontSize="xs" color="fg.muted">
        In {zoneLabel(zone)}. One time schedules the interview; add up to {maxProposedTimes} for the candidate
        to choose from.
      </Text>
      <Stack gap="2">
        {times.map((time, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the inputs are positions, edited in place
          <HStack key={index} gap="2">
            <Input
              type="datetime-local"
              aria-label={times.length > 1 ? `Proposed time ${index + 1}` : 'Time'}
              value={time}
              required
              disabled={disabled}
              onChange={(e) => set(index, e.currentTarget.value)}
            />
            {times.length > 1 && (
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Remove proposed time ${index + 1}`}
                disabled={disabled}
                onClick={() => onChange(times.filter((_, i) => i !== index))}
              >
                Remove
              </Button>
            )}
          </HStack>
        ))}
      </Stack>
      {times.length < maxProposedTimes && (
        <Button
          alignSelf="start"
          size="sm"
          variant="outline"
          disabled={disabled}
          onClick={() => onChange([...times, ''])}
        >
          Propose another time
        </Button>
      )}
    </chakra.fieldset>
  );
}
