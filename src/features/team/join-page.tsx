// The invitation's link: signed in with the invited address, one click joins the company's team.
// Signed out, it says how to get there: sign up (or sign in) with that address, then open the
// link again. The link asks for a click: mail scanners open links by themselves.
import { Button, Container, Link as ChakraLink, HStack, Stack, Text } from '@chakra-ui/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { memberRoleLabels } from '../../../contract/team.ts';
import { errorMessage } from '../../lib/http.ts';
import { useSession } from '../../lib/session.ts';
import { FormMessage } from '../../ui/form-field.tsx';
import { PageTitle } from '../../ui/screen.tsx';
import { useAcceptInvitation } from './api.ts';

export function JoinTeamPage({ token }: { token: string | undefined }) {
  const signedIn = Boolean(useSession());
  const navigate = useNavigate();
  const accept = useAcceptInvitation();
  const joined = accept.data;
  return (
    <Container maxW="lg" py={{ base: '8', md: '16' }}>
      <PageTitle>Join your team on Hireloop</PageTitle>
      {!token ? (
        <FormMessage message="This invitation link is not valid: open the link from your email again." />
      ) : joined ? (
        <Stack gap="4" role="status">
          <Text fontSize="md" color="green.fg">
            You joined {joined.data.companyName || 'the team'} as {memberRoleLabels[joined.data.memberRole]}.
          </Text>
          <HStack>
            <Button colorPalette="blue" onClick={() => void navigate({ to: '/jobs' })}>
              See the company's jobs
            </Button>
            <Button variant="outline" onClick={() => void navigate({ to: '/account' })}>
              See your team
            </Button>
          </HStack>
        </Stack>
      ) : signedIn ? (
        <Stack gap="4">
          <Text>Accept the invitation to work on your company's jobs and applicants with your team.</Text>
          <Button
            colorPalette="blue"
            alignSelf="flex-start"
            loading={accept.isPending}
            loadingText="Joining…"
            onClick={() => accept.mutate(token)}
          >
            Join the team
          </Button>
          <FormMessage message={accept.error ? errorMessage(accept.error) : null} />
        </Stack>
      ) : (
        <Stack gap="3">
          <Text>
            Sign up with the address this invitation was sent to, or sign in if you already have an account;
            then open the link from your email again to join.
          </Text>
          <HStack gap="4">
            <ChakraLink asChild color="blue.fg">
              <Link to="/sign-up">Sign up</Link>
            </ChakraLink>
            <ChakraLink asChild color="blue.fg">
              <Link to="/sign-in">Sign in</Link>
            </ChakraLink>
          </HStack>
        </Stack>
      )}
    </Container>
  );
}
