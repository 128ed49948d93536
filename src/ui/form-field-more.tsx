// The kit's larger controls (ui/form-field.tsx has the rest): a text area and a select.
import { chakra, NativeSelect } from '@chakra-ui/react';
import { nativeSelectSlotRecipe, textareaRecipe } from '@chakra-ui/react/theme';
import { Field } from './form-field.tsx';

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
        <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
          <NativeSelect.Field id={id} name={name} defaultValue={defaultValue ?? ''}>
            <option value="">{placeholder}</option>
            {options.map((o) => (
              <option key={o} value={o}>
                {o}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      )}
    </Field>
  );
}
