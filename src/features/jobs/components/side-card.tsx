// The job page's side cards ('Job Status' for the owner, 'Quick Apply' for everyone else).
import { Box, Heading, HStack, Text, type TextProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function SideCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box as="section" borderWidth="1px" rounded="xl" bg="bg.panel" p="5" aria-labelledby={id}>
      <Heading as="h2" id={id} fontSize="lg" fontWeight="semibold" mb="4">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

/** One line of a side card: the label on the left, its value on the right. */
export function Fact({ label, children, ...valueProps }: { label: string; children: ReactNode } & TextProps) {
  return (
    <HStack justify="space-between">
      <Text color="fg.muted">{label}</Text>
      <Text fontWeight="medium" {...valueProps}>
        {children}
      </Text>
    </HStack>
  );
}
