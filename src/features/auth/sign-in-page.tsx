import { chakra, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { authFormErrorMessage } from '../../../contract/auth-form-errors.ts';
import { saveSession } from '../../lib/session.ts';
import { signIn, useAuthSubmit } from './api.ts';
import { FormMessage } from '../../ui/form-field.tsx';
import { AuthLayout, EmailField, OrDivider, PasswordField, SubmitButton } from './auth-layout.tsx';
import { GoogleButton } from './google-button.tsx';

export function SignInPage() {
  const navigate = useNavigate();
  // A form posted before the app started comes back from the server with these (routes/page-forms.ts).
  const { error, retry, registered, redirect } = useSearch({ from: '/sign-in' });
  const auth = useAuthSubmit('Signing in', async (form) => {
    const session = await signIn({
      useremail: String(form.get('useremail') ?? ''),
      userpassword: String(form.get('userpassword') ?? ''),
    });
    saveSession(session);
    // Back to the page that asked for a sign-in (Apply on a job), now in the app; otherwise /onboard,
    // which forwards an onboarded user to /home (app/redirects.ts).
    if (redirect) await navigate({ href: redirect, replace: true });
    else await navigate({ to: '/onboard', state: { afterSignIn: true } });
  });

  return (
    <AuthLayout
      switchTo={{ to: '/sign-up', label: 'Dont have an accout ? SignUp' }}
      title="Welcome back"
      subtitle="Sign in to continue your job search on Hireloop."
    >
      <GoogleButton auth={auth} />
      <OrDivider />
      <chakra.form method="post" onSubmit={auth.onSubmit} aria-label="Login">
        <Stack gap="4">
          <EmailField />
          <PasswordField autoComplete="current-password" />
          <ChakraLink asChild alignSelf="flex-end" mt="-2" fontSize="sm" color="blue.fg">
            <Link to="/forgot-password">Forgot password?</Link>
          </ChakraLink>
          <SubmitButton busy={auth.busy} loadingText="Logging in…">
            Login
          </SubmitButton>
        </Stack>
      </chakra.form>
      <FormMessage message={auth.error ?? (error ? authFormErrorMessage(error, retry) : null)} mt="4" />
      {registered && !auth.error && (
        <Text role="status" mt="4" fontSize="sm" color="green.fg">
          You have been registered successfully. Please login to continue.
        </Text>
      )}
    </AuthLayout>
  );
}
