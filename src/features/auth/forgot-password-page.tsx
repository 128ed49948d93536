import { chakra, Stack, Text } from '@chakra-ui/react';
import { useSearch } from '@tanstack/react-router';
import { forgotPasswordMessage } from '../../../contract/account-recovery.ts';
import { recoveryFormErrors } from '../../../contract/recovery-form-errors.ts';
import { FormMessage } from '../../ui/form-field.tsx';
import { AuthLayout, EmailField, SubmitButton } from './auth-layout.tsx';
import { forgotPassword, useRecoverySubmit } from './api-writes.ts';

export function ForgotPasswordPage() {
  // A form posted before the app started comes back with these (server/routes/recovery-forms.ts).
  const { error, sent } = useSearch({ from: '/forgot-password' });
  const submit = useRecoverySubmit((form) =>
    forgotPassword({ useremail: String(form.get('useremail') ?? '') }),
  );
  const done = submit.done || (sent && !submit.error);

  return (
    <AuthLayout
      switchTo={{ to: '/sign-in', label: 'Back to sign in' }}
      title="Forgot your password?"
      subtitle="Enter the email of your account and we will send you a link to choose a new one."
    >
      <chakra.form method="post" onSubmit={submit.onSubmit} aria-label="Forgot password">
        <Stack gap="4">
          <EmailField />
          <SubmitButton busy={submit.busy} loadingText="Sending…">
            Send me a link
          </SubmitButton>
        </Stack>
      </chakra.form>
      <FormMessage message={submit.error ?? (error ? recoveryFormErrors[error] : null)} mt="4" />
      {done && (
        <Text role="status" mt="4" fontSize="sm" color="green.fg">
          {forgotPasswordMessage}. It works for 1 hour.
        </Text>
      )}
    </AuthLayout>
  );
}
