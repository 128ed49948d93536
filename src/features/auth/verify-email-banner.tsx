// "Confirm your email": shown to a signed-in user whose address is unconfirmed, with a resend.
// Until then Hireloop mails them nothing but links; the account works meanwhile.
import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../lib/session.ts';
import { emailStatusQueryOptions, recoveryErrorMessage, useResendVerification } from './api-writes.ts';

export function VerifyEmailBanner() {
  const userId = useSession()?.user?._id;
  if (!userId) return null;
  return <Banner userId={userId} />;
}

function Banner({ userId }: { userId: string }) {
  const status = useQuery({ ...emailStatusQueryOptions(userId), retry: false });
  const resend = useResendVerification();
  if (!status.data || status.data.verified) return null;
  return (
    <Box
      role="region"
      aria-label="Confirm your email"
      bg="yellow.subtle"
      borderBottomWidth="1px"
      px="4"
      py="2"
    >
      <HStack justify="center" gap="3" flexWrap="wrap" fontSize="sm">
        <Text fontWeight="semibold">Confirm your email</Text>
        <Text>
          {resend.data?.message ??
            `We sent a link to ${status.data.email}: open it to get Hireloop's emails.`}
        </Text>
        <Button size="xs" variant="outline" loading={resend.isPending} onClick={() => resend.mutate()}>
          Resend
        </Button>
        {resend.error && (
          <Text role="alert" color="red.fg">
            {recoveryErrorMessage(resend.error)}
          </Text>
        )}
      </HStack>
    </Box>
  );
}
