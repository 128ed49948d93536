import { chakra, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useSearch } from '@tanstack/react-router';
import { recoveryFormErrors } from '../../../contract/recovery-form-errors.ts';
import { useSession } from '../../lib/session.ts';
import { FormMessage } from '../../ui/form-field.tsx';
import { AuthLayout, SubmitButton } from './auth-layout.tsx';
import { useRecoverySubmit, verifyEmail } from './api-writes.ts';

// The link asks for a click: mail scanners open links by themselves, and must not use them up.
export function VerifyEmailPage() {
  const { token, error, done } = useSearch({ from: '/verify-email' });
  const signedIn = Boolean(useSession());
  const client = useQueryClient();
  const submit = useRecoverySubmit(async () => {
    const answer = await verifyEmail({ token: token ?? '' });
    // The "Confirm your email" banner reads this status: it goes now, not when its copy ages.
    await client.invalidateQueries({ predicate: (q) => q.queryKey[2] === 'email-status' });
    return answer;
  });
  const confirmed = submit.done || (done && !submit.error);
  const message =
    submit.error ??
    (error ? recoveryFormErrors[error] : null) ??
    (token || confirmed ? null : recoveryFormErrors.unknown);

  return (
    <AuthLayout
      switchTo={signedIn ? { to: '/sign-in', label: 'Go to Hireloop' } : { to: '/sign-in', label: 'Sign in' }}
      title="Confirm your email"
      subtitle="One click tells us this address is yours, so we can email you about your jobs."
    >
      {confirmed ? (
        <Text role="status" fontSize="md" color="green.fg">
          Your email is confirmed.
        </Text>
      ) : (
        <chakra.form method="post" onSubmit={submit.onSubmit} aria-label="Confirm email">
          <input type="hidden" name="token" value={token ?? ''} />
          <Stack gap="4">
            <SubmitButton busy={submit.busy} loadingText="Confirming…">
              Confirm my email
            </SubmitButton>
          </Stack>
        </chakra.form>
      )}
      <FormMessage message={confirmed ? null : message} mt="4" />
      {!confirmed && message && (
        <Text mt="3" fontSize="sm" color="fg.muted">
          Signed in, you can ask for a new link from the banner at the top of{' '}
          <ChakraLink asChild color="blue.fg">
            <Link to="/account">your account</Link>
          </ChakraLink>
          .
        </Text>
      )}
    </AuthLayout>
  );
}
