import { Box, Button, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { WorkExperience } from '../../../contract/profiles.ts';
import { InputField } from '../../ui/form-field.tsx';

/** Reads the entries back from the form: `workExperience.{n}.{field}`. */
export function readWorkExperience(form: FormData): WorkExperience[] {
  const entries = new Map<string, WorkExperience>();
  for (const [name, value] of form.entries()) {
    const m = /^workExperience\.(\d+)\.(jobTitle|companyName|duration)$/.exec(name);
    if (!m?.[1] || !m[2]) continue;
    const entry = entries.get(m[1]) ?? { jobTitle: '', companyName: '', duration: '' };
    entry[m[2] as keyof WorkExperience] = String(value).trim();
    entries.set(m[1], entry);
  }
  return [...entries.values()];
}

/** Optional entries; the form starts with one blank entry, more can be added. */
export function WorkExperienceFields() {
  const [keys, setKeys] = useState([0]);
  return (
    <Box as="fieldset" borderWidth="1px" rounded="lg" p="4">
      <Text as="legend" px="1" fontSize="sm" fontWeight="semibold">
        Work Experience
      </Text>
      {keys.map((key, index) => (
        <Box key={key} mb="3">
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
            <InputField label="Job Title" name={`workExperience.${key}.jobTitle`} maxLength={100} />
            <InputField label="Company Name" name={`workExperience.${key}.companyName`} maxLength={100} />
            <InputField
              label="Duration"
              name={`workExperience.${key}.duration`}
              maxLength={50}
              placeholder="e.g. 2 years"
            />
          </SimpleGrid>
          {index > 0 && (
            <Button
              size="xs"
              variant="ghost"
              mt="1"
              onClick={() => setKeys((k) => k.filter((x) => x !== key))}
            >
              Remove this experience
            </Button>
          )}
        </Box>
      ))}
      <HStack>
        <Button
          size="sm"
          variant="outline"
          disabled={keys.length >= 20}
          onClick={() => setKeys((k) => [...k, Math.max(...k) + 1])}
        >
          Add experience
        </Button>
      </HStack>
    </Box>
  );
}
