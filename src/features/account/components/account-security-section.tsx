// The Account page's "Sign-in and security": the password, and the devices signed in.
import { Box, Heading, Stack } from '@chakra-ui/react';
import { ChangePassword } from './change-password.tsx';
import { DeviceSessions } from './device-sessions.tsx';

export function AccountSecuritySection() {
  return (
    <Box mt="8" borderWidth="1px" rounded="lg" p={{ base: '4', md: '6' }}>
      <Heading as="h2" fontSize="lg" mb="5">
        Sign-in and security
      </Heading>
      <Stack gap="8">
        <Stack as="section" gap="3" aria-label="Signed-in devices">
          <Heading as="h3" fontSize="md">
            Signed-in devices
          </Heading>
          <DeviceSessions />
        </Stack>
        <Stack as="section" gap="3" aria-label="Change password">
          <Heading as="h3" fontSize="md">
            Change password
          </Heading>
          <ChangePassword />
        </Stack>
      </Stack>
    </Box>
  );
}
