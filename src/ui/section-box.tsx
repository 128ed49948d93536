// A titled box of a page's side column (an application's messages, timeline, interviews, notes).
import { Box, Heading } from '@chakra-ui/react';

export function SectionBox({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box as="section" borderWidth="1px" rounded="xl" p={{ base: '4', md: '5' }} bg="bg.panel">
      <Heading as="h2" fontSize="lg" fontWeight="semibold" mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}
