// "Delete my account": asked twice (open the form, then confirm with the password or, for an
// account that signs in with Google only, a fresh Google sign-in).
import { Button, chakra, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { FormMessage, InputField } from '../../../ui/form-field.tsx';
import { accountDataError, useDeleteMyAccount } from '../api-writes.ts';

export function DeleteAccount() {
  const [asking, setAsking] = useState(false);
  const remove = useDeleteMyAccount();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    remove.mutate({ password: String(new FormData(event.currentTarget).get('confirmation') ?? '') });
  };

  if (!asking) {
    return (
      <Button
        variant="outline"
        colorPalette="red"
        size="sm"
        alignSelf="flex-start"
        onClick={() => setAsking(true)}
      >
        Delete my account…
      </Button>
    );
  }
  return (
    <chakra.form onSubmit={onSubmit} aria-label="Delete my account" maxW="md">
      <Stack gap="3">
        <Text fontSize="sm">
          This deletes your profile, files, applications, saved jobs, alerts and notifications, and the jobs
          and posts you published, for good. Applicants to your jobs are told they were removed.
        </Text>
        <InputField
          label="Your password"
          name="confirmation"
          type="password"
          autoComplete="current-password"
          hint="If you sign in with Google only, use “Confirm with Google” below instead."
          required
        />
        <Stack direction="row" gap="3">
          <Button
            type="submit"
            colorPalette="red"
            size="sm"
            loading={remove.isPending}
            loadingText="Deleting…"
          >
            Delete my account forever
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={() => remove.mutate('google')}
            disabled={remove.isPending}
          >
            Confirm with Google
          </Button>
          <Button variant="outline" size="sm" onClick={() => setAsking(false)} disabled={remove.isPending}>
            Keep my account
          </Button>
        </Stack>
      </Stack>
      <FormMessage message={remove.error && accountDataError(remove.error)} />
    </chakra.form>
  );
}
