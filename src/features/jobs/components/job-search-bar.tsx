// The search box (debounced into the URL by the page) and the Filters control for the job type.
import { Button, chakra, HStack, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { type JobType, jobTypes } from '../../../../contract/constants.ts';
import { SearchInput } from '../../../ui/search-input.tsx';

type Props = {
  text: string;
  onTextChange: (text: string) => void;
  placeholder: string;
  type: JobType | '';
  onTypeChange: (type: JobType | '') => void;
  busy: boolean;
  /** The recruiter's 'Post Job' link, placed next to Filters. */
  action?: React.ReactNode;
};

export function JobSearchBar({ text, onTextChange, placeholder, type, onTypeChange, busy, action }: Props) {
  const [open, setOpen] = useState(Boolean(type));
  const choices: { value: JobType | ''; label: string }[] = [
    { value: '', label: 'All types' },
    ...jobTypes.map((t) => ({ value: t, label: t })),
  ];
  return (
    <Stack gap="3" mb="6">
      <HStack gap="2" wrap={{ base: 'wrap', sm: 'nowrap' }}>
        <SearchInput placeholder={placeholder} value={text} onChange={onTextChange} busy={busy} />
        <Button
          variant={type ? 'subtle' : 'outline'}
          colorPalette={type ? 'blue' : 'gray'}
          aria-expanded={open}
          aria-controls="job-type-filter"
          onClick={() => setOpen((o) => !o)}
        >
          Filters
        </Button>
        {action}
      </HStack>
      {open && (
        <chakra.fieldset id="job-type-filter" borderWidth="1px" rounded="lg" p="3">
          <chakra.legend fontSize="sm" fontWeight="medium" px="1">
            Job type
          </chakra.legend>
          <HStack gap="2" wrap="wrap">
            {choices.map((c) => (
              <Button
                key={c.label}
                size="xs"
                rounded="full"
                variant={type === c.value ? 'solid' : 'outline'}
                colorPalette={type === c.value ? 'blue' : 'gray'}
                aria-pressed={type === c.value}
                onClick={() => onTypeChange(c.value)}
              >
                {c.label}
              </Button>
            ))}
          </HStack>
        </chakra.fieldset>
      )}
    </Stack>
  );
}
