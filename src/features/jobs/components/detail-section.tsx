import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { JobBadge } from '../../../ui/job-badge.tsx';

export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section" borderWidth="1px" rounded="xl" bg="bg.panel" p={{ base: '4', md: '6' }}>
      <Heading as="h2" fontSize="lg" fontWeight="semibold" mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

export function Paragraphs({ text }: { text: string }) {
  return (
    <Stack gap="3">
      {text.split(/\n{2,}/).map((p, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one immutable text
        <Text key={i} whiteSpace="pre-line" color="fg.muted">
          {p}
        </Text>
      ))}
    </Stack>
  );
}

export function BulletList({ items }: { items: string[] }) {
  return (
    <Stack as="ul" gap="2" ps="5" listStyleType="disc" color="fg.muted">
      {items.map((item, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: entries may repeat
        <li key={i}>{item}</li>
      ))}
    </Stack>
  );
}

export function SkillList({ skills }: { skills: string[] }) {
  return (
    <HStack gap="2" wrap="wrap">
      {skills.map((s) => (
        <JobBadge key={s} colorPalette="gray" variant="outline">
          {s}
        </JobBadge>
      ))}
    </HStack>
  );
}
