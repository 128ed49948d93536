import { chakra, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link, useLoaderData, useNavigate, useSearch } from '@tanstack/react-router';
import { recoveryFormErrors } from '../../../contract/recovery-form-errors.ts';
import { saveSession } from '../../lib/session.ts';
import { FormMessage } from '../../ui/form-field.tsx';
import { AuthLayout, PasswordField, SubmitButton } from './auth-layout.tsx';
import { resetPassword, useRecoverySubmit } from './api-writes.ts';

/** The refusals after which this link cannot work: the page offers to ask for a new one. */
const deadLink = new Set<string>(
  Object.values({ ...recoveryFormErrors }).filter((m) => m.includes('Ask for a new one')),
);

export function ResetPasswordPage() {
  const navigate = useNavigate();
  const { token, error } = useSearch({ from: '/reset-password' });
  // Why the link cannot work, known when the page opened: then there is no form to fill in.
  const deadOnOpen = useLoaderData({ from: '/reset-password' });
  const submit = useRecoverySubmit(async (form) => {
    const session = await resetPassword({
      token: token ?? '',
      userpassword: String(form.get('userpassword') ?? ''),
    });
    saveSession(session);
    // /onboard forwards an onboarded user to /home (app/redirects.ts).
    await navigate({ to: '/onboard', state: { afterSignIn: true } });
  });
  const message =
    submit.error ??
    (error ? recoveryFormErrors[error] : null) ??
    deadOnOpen ??
    (token ? null : recoveryFormErrors.unknown);

  return (
    <AuthLayout
      switchTo={{ to: '/sign-in', label: 'Back to sign in' }}
      title="Choose a new password"
      subtitle="At least 8 characters. Your account is then signed out on every other device."
    >
      {!deadOnOpen && (
        <chakra.form method="post" onSubmit={submit.onSubmit} aria-label="Reset password">
          <input type="hidden" name="token" value={token ?? ''} />
          <Stack gap="4">
            <PasswordField autoComplete="new-password" minLength={8} hint="At least 8 characters" />
            <SubmitButton busy={submit.busy} loadingText="Saving…">
              Save my new password
            </SubmitButton>
          </Stack>
        </chakra.form>
      )}
      <FormMessage message={message} mt="4" />
      {message && deadLink.has(message) && (
        <Text mt="3" fontSize="sm">
          <ChakraLink asChild color="blue.fg" fontWeight="medium">
            <Link to="/forgot-password">Send me a new link</Link>
          </ChakraLink>
        </Text>
      )}
    </AuthLayout>
  );
}
