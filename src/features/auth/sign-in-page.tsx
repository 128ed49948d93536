import { chakra, Stack } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { saveSession } from '../../lib/session.ts';
import { signIn } from './api.ts';
import { FormMessage } from '../../ui/form-field.tsx';
import { AuthLayout, EmailField, OrDivider, PasswordField, SubmitButton } from './auth-layout.tsx';
import { GoogleButton } from './google-button.tsx';
import { useAuthSubmit } from './use-auth-submit.ts';

export function SignInPage() {
  const navigate = useNavigate();
  const auth = useAuthSubmit('Signing in', async (form) => {
    const session = await signIn({
      useremail: String(form.get('useremail') ?? ''),
      userpassword: String(form.get('userpassword') ?? ''),
    });
    saveSession(session);
    // /onboard forwards an onboarded user to /home (the redirect rules of the spec).
    await navigate({ to: '/onboard', state: { afterSignIn: true } });
  });

  return (
    <AuthLayout
      switchTo={{ to: '/sign-up', label: 'Dont have an accout ? SignUp' }}
      title="Welcome back"
      subtitle="Sign in to continue your job search on Hireloop."
    >
      <GoogleButton auth={auth} />
      <OrDivider />
      <chakra.form onSubmit={auth.onSubmit} aria-label="Login">
        <Stack gap="4">
          <EmailField />
          <PasswordField autoComplete="current-password" />
          <SubmitButton busy={auth.busy} loadingText="Logging in…">
            Login
          </SubmitButton>
        </Stack>
      </chakra.form>
      <FormMessage message={auth.error} mt="4" />
    </AuthLayout>
  );
}
