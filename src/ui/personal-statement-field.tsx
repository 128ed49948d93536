// The candidate's personal statement: the same field at onboarding and in the account's dialog.
import { TextareaField } from './form-field-more.tsx';

export function PersonalStatementField({ defaultValue }: { defaultValue?: string }) {
  return (
    <TextareaField
      label="Personal Statement"
      name="personalStatement"
      placeholder="Below 6 lines"
      rows={6}
      maxLength={2000}
      defaultValue={defaultValue}
    />
  );
}
