// The Account page's "Your data": download it, move it to another address, delete it.
import { Box, Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ChangeEmail } from './change-email.tsx';
import { DeleteAccount } from './delete-account.tsx';
import { ExportData } from './export-data.tsx';

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="3" aria-label={title}>
      <Heading as="h3" fontSize="md">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

export function AccountDataSection() {
  return (
    <Box mt="8" borderWidth="1px" rounded="lg" p={{ base: '4', md: '6' }}>
      <Heading as="h2" fontSize="lg" mb="5">
        Your data
      </Heading>
      <Stack gap="8">
        <Part title="Download my data">
          <ExportData />
        </Part>
        <Part title="Change email">
          <ChangeEmail />
        </Part>
        <Part title="Delete my account">
          <DeleteAccount />
        </Part>
      </Stack>
    </Box>
  );
}
