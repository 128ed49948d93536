// The page of the link mailed to a new address. It asks for a click, as the verify page does: mail
// scanners open links by themselves and must not use them up. No session needed: the link is the
// proof, and it may be opened on another device than the one that asked.
import { Button, Container, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useSession } from '../../../lib/session.ts';
import { FormMessage } from '../../../ui/form-field.tsx';
import { PageTitle } from '../../../ui/screen.tsx';
import { accountDataError, useConfirmEmailChange } from '../api-writes.ts';

const missingToken = 'This link is not valid: it may be cut short or mistyped. Ask for a new one.';

export function ConfirmEmailPage({ token }: { token: string | undefined }) {
  const signedIn = Boolean(useSession());
  const confirm = useConfirmEmailChange(token);
  const message = confirm.error ? accountDataError(confirm.error) : token ? null : missingToken;
  return (
    <Container maxW="md" py={{ base: '8', md: '14' }}>
      <PageTitle mb="3">Confirm your new email</PageTitle>
      {confirm.data ? (
        <Text role="status" color="green.fg">
          {confirm.data.message}. Sign in with it from now on.
        </Text>
      ) : (
        <Stack gap="4">
          <Text color="fg.muted">One click moves your Hireloop account to this address.</Text>
          <Button
            colorPalette="blue"
            alignSelf="flex-start"
            onClick={() => confirm.mutate()}
            disabled={!token}
            loading={confirm.isPending}
            loadingText="Confirming…"
          >
            Confirm my new email
          </Button>
        </Stack>
      )}
      <FormMessage message={message} mt="4" />
      <Text mt="6" fontSize="sm">
        <ChakraLink asChild color="blue.fg">
          {signedIn ? <Link to="/account">Go to your account</Link> : <Link to="/sign-in">Sign in</Link>}
        </ChakraLink>
        {message && ' to ask for a new link from the Account page.'}
      </Text>
    </Container>
  );
}
