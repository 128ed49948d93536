// "Change password": the current one proves it is the owner; the other devices are signed out.
import { Button, chakra, Stack, Text } from '@chakra-ui/react';
import type { FormEvent } from 'react';
import { useSession } from '../../../lib/session.ts';
import { FormMessage, InputField } from '../../../ui/form-field.tsx';
import { profileErrorMessage, useChangePassword } from '../api.ts';

export function ChangePassword() {
  const change = useChangePassword(useSession()?.user?._id);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    change.mutate(
      {
        currentPassword: String(data.get('currentPassword') ?? ''),
        newPassword: String(data.get('newPassword') ?? ''),
      },
      { onSuccess: () => form.reset() },
    );
  };
  return (
    <chakra.form onSubmit={onSubmit} aria-label="Change password" maxW="md">
      <Stack gap="3">
        <InputField
          label="Current password"
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          required
        />
        <InputField
          label="New password"
          name="newPassword"
          type="password"
          autoComplete="new-password"
          minLength={8}
          hint="At least 8 characters"
          required
        />
        <Button
          type="submit"
          size="sm"
          alignSelf="flex-start"
          loading={change.isPending}
          loadingText="Saving…"
        >
          Change password
        </Button>
      </Stack>
      {change.data && (
        <Text role="status" mt="3" fontSize="sm" color="green.fg">
          {change.data.message}
        </Text>
      )}
      <FormMessage message={change.error ? profileErrorMessage(change.error) : null} />
    </chakra.form>
  );
}
