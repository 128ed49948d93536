import { chakra, Stack } from '@chakra-ui/react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { authFormErrorMessage } from '../../../contract/auth-form-errors.ts';
import { signupBody } from '../../../contract/auth.ts';
import { toast } from '../../ui/toaster/toast.ts';
import { signUp, useAuthSubmit } from './api.ts';
import { assertValid, FormMessage, InputField } from '../../ui/form-field.tsx';
import { AuthLayout, EmailField, OrDivider, PasswordField, SubmitButton } from './auth-layout.tsx';
import { GoogleButton } from './google-button.tsx';

export function SignUpPage() {
  const navigate = useNavigate();
  // A form posted before the app started comes back from the server with its error.
  const { error, retry } = useSearch({ from: '/sign-up' });
  const auth = useAuthSubmit('Registering', async (form) => {
    const body = {
      username: String(form.get('username') ?? ''),
      useremail: String(form.get('useremail') ?? ''),
      userpassword: String(form.get('userpassword') ?? ''),
    };
    assertValid(signupBody, body);
    await signUp(body);
    toast({
      title: 'Registration Successful!',
      description: 'You have been registered successfully. Please login to continue.',
      type: 'success',
      duration: 5000,
    });
    await navigate({ to: '/sign-in' });
  });

  return (
    <AuthLayout
      switchTo={{ to: '/sign-in', label: 'Already have an Account ? SignIn' }}
      title="Create your account"
      subtitle="Join Hireloop and find your next opportunity."
    >
      <chakra.form method="post" onSubmit={auth.onSubmit} aria-label="Register">
        <Stack gap="4">
          <InputField
            size="lg"
            requiredMark={false}
            label="Name"
            name="username"
            autoComplete="name"
            required
            maxLength={100}
          />
          <EmailField />
          <PasswordField autoComplete="new-password" minLength={8} hint="At least 8 characters." />
          <SubmitButton busy={auth.busy} loadingText="Registering…">
            Register
          </SubmitButton>
        </Stack>
      </chakra.form>
      <FormMessage message={auth.error ?? (error ? authFormErrorMessage(error, retry) : null)} mt="4" />
      <OrDivider />
      <GoogleButton auth={auth} />
    </AuthLayout>
  );
}
