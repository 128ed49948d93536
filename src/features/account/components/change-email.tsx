// "Change email": the new address and the current password; the change waits for the link mailed
// to the new address.
import { InputField } from '../../../ui/form-field.tsx';
import { accountDataError, useRequestEmailChange } from '../api-writes.ts';
import { AccountForm } from './account-form.tsx';

export function ChangeEmail() {
  const change = useRequestEmailChange();
  return (
    <AccountForm
      label="Change email"
      onSubmit={(data) =>
        change.mutate({
          newEmail: String(data.get('newEmail') ?? ''),
          password: String(data.get('password') ?? ''),
        })
      }
      busy={change.isPending}
      submitLabel="Send a confirmation link"
      loadingText="Sending…"
      done={change.data?.message}
      error={change.error && accountDataError(change.error)}
    >
      <InputField label="New email" name="newEmail" type="email" autoComplete="email" required />
      <InputField
        label="Current password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
      />
    </AccountForm>
  );
}
