// How often one alert's new jobs are emailed: a daily or weekly digest, or no email (the in-app
// notifications come either way). Needs the network: a failed change says so and keeps the old one.
import { NativeSelect } from '@chakra-ui/react';
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import type { EmailCadence, JobAlert } from '../../../contract/candidate.ts';
import { useUpdateAlert } from './api.ts';

const labels: Record<EmailCadence, string> = {
  daily: 'Daily email',
  weekly: 'Weekly email',
  off: 'No email',
};

export function AlertCadenceSelect({ alert, name }: { alert: JobAlert; name: string }) {
  const update = useUpdateAlert();
  const value = update.isPending && update.variables ? update.variables.emailCadence : alert.emailCadence;
  return (
    <NativeSelect.Root recipe={nativeSelectSlotRecipe} size="xs" width="auto" disabled={update.isPending}>
      <NativeSelect.Field
        aria-label={`Emails for alert ${name}`}
        value={value}
        onChange={(e) =>
          update.mutate({ id: alert._id, emailCadence: e.currentTarget.value as EmailCadence })
        }
      >
        {(Object.keys(labels) as EmailCadence[]).map((c) => (
          <option key={c} value={c}>
            {labels[c]}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
