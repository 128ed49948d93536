// The kit's larger controls (ui/form-field.tsx has the rest): a text area, a select and a list typed
// as comma-separated text.
import { chakra, NativeSelect } from '@chakra-ui/react';
import { nativeSelectSlotRecipe, textareaRecipe } from '@chakra-ui/react/theme';
import { joinList } from '../lib/lists.ts';
import { Field, InputField } from './form-field.tsx';

export const Textarea = /* @__PURE__ */ chakra('textarea', textareaRecipe);

type TextareaFieldProps = {
  label: string;
  name: string;
  required?: boolean;
  hint?: string;
} & Omit<React.ComponentProps<typeof Textarea>, 'name' | 'id' | 'required'>;

export function TextareaField({ label, name, required, hint, ...textarea }: TextareaFieldProps) {
  return (
    <Field label={label} required={required} hint={hint}>
      {(ids) => <Textarea {...ids} name={name} required={required} {...textarea} />}
    </Field>
  );
}

type SelectProps = {
  options: readonly string[];
  /** The empty first choice, when choosing nothing is allowed. */
  placeholder?: string;
  /** What a person reads for an option, when it is not the option's value itself. */
  labels?: Readonly<Record<string, string>>;
} & React.ComponentProps<typeof NativeSelect.Field>;

/** A native select of these options, with the kit's look. */
export function Select({ options, placeholder, labels, ...field }: SelectProps) {
  return (
    <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
      <NativeSelect.Field {...field}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o} value={o}>
            {labels?.[o] ?? o}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

type SelectFieldProps = {
  label: string;
  name: string;
  options: readonly string[];
  placeholder: string;
  defaultValue?: string;
};

export function SelectField({ label, name, options, placeholder, defaultValue }: SelectFieldProps) {
  return (
    <Field label={label}>
      {({ id }) => (
        <Select
          id={id}
          name={name}
          defaultValue={defaultValue ?? ''}
          options={options}
          placeholder={placeholder}
        />
      )}
    </Field>
  );
}

/** A list typed as comma-separated text (split with lib/lists.ts), starting from `values`. */
export function ListField({
  values,
  ...field
}: { values?: readonly string[] | null } & Omit<
  React.ComponentProps<typeof InputField>,
  'hint' | 'defaultValue'
>) {
  return (
    <InputField
      hint="Separate entries with commas"
      {...(values !== undefined ? { defaultValue: joinList(values) } : {})}
      {...field}
    />
  );
}
