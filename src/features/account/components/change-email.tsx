// "Change email": the new address and the current password; the change waits for the link mailed
// to the new address.
import { Button, chakra, Stack, Text } from '@chakra-ui/react';
import type { FormEvent } from 'react';
import { FormMessage, InputField } from '../../../ui/form-field.tsx';
import { accountDataError, useRequestEmailChange } from '../api-writes.ts';

export function ChangeEmail() {
  const change = useRequestEmailChange();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    change.mutate({
      newEmail: String(form.get('newEmail') ?? ''),
      password: String(form.get('password') ?? ''),
    });
  };
  return (
    <chakra.form onSubmit={onSubmit} aria-label="Change email" maxW="md">
      <Stack gap="3">
        <InputField label="New email" name="newEmail" type="email" autoComplete="email" required />
        <InputField
          label="Current password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
        />
        <Button
          type="submit"
          size="sm"
          alignSelf="flex-start"
          loading={change.isPending}
          loadingText="Sending…"
        >
          Send a confirmation link
        </Button>
      </Stack>
      {change.data && (
        <Text role="status" mt="3" fontSize="sm" color="green.fg">
          {change.data.message}
        </Text>
      )}
      <FormMessage message={change.error && accountDataError(change.error)} />
    </chakra.form>
  );
}
