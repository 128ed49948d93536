// "Change password": the current one proves it is the owner; the other devices are signed out.
import { useSession } from '../../../lib/session.ts';
import { InputField } from '../../../ui/form-field.tsx';
import { profileErrorMessage, useChangePassword } from '../api.ts';
import { AccountForm } from './account-form.tsx';

export function ChangePassword() {
  const change = useChangePassword(useSession()?.user?._id);
  return (
    <AccountForm
      label="Change password"
      onSubmit={(data, form) =>
        change.mutate(
          {
            currentPassword: String(data.get('currentPassword') ?? ''),
            newPassword: String(data.get('newPassword') ?? ''),
          },
          { onSuccess: () => form.reset() },
        )
      }
      busy={change.isPending}
      submitLabel="Change password"
      loadingText="Saving…"
      done={change.data?.message}
      error={change.error ? profileErrorMessage(change.error) : null}
    >
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
    </AccountForm>
  );
}
