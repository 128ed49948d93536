// Labelled form controls for the data screens (onboarding, account dialogs). Recipes are applied
// through `chakra(tag, recipe)`, so none of them has to live in the first-load system.
import { Box, chakra, NativeSelect, Text } from '@chakra-ui/react';
import { inputRecipe, nativeSelectSlotRecipe, textareaRecipe } from '@chakra-ui/react/theme';
import { type ReactNode, useId } from 'react';

export const Input = chakra('input', inputRecipe);
export const Textarea = chakra('textarea', textareaRecipe);

type FieldProps = {
  label: string;
  required?: boolean;
  hint?: string;
  children: (ids: { id: string; describedBy?: string }) => ReactNode;
};

/** A label (with a red * when required), the control and an optional hint under it. */
export function Field({ label, required, hint, children }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <Box display="flex" flexDirection="column" gap="1.5">
      <chakra.div fontSize="sm" fontWeight="medium">
        <chakra.label htmlFor={id}>{label}</chakra.label>
        {/* Outside the label, so the field's name stays the plain label text. */}
        {required && (
          <chakra.span color="red.fg" ms="1" aria-hidden="true">
            *
          </chakra.span>
        )}
      </chakra.div>
      {children({ id, describedBy: hintId })}
      {hint && (
        <Text id={hintId} fontSize="xs" color="fg.muted">
          {hint}
        </Text>
      )}
    </Box>
  );
}

type InputFieldProps = {
  label: string;
  name: string;
  required?: boolean;
  hint?: string;
} & Omit<React.ComponentProps<typeof Input>, 'name' | 'id' | 'required'>;

export function InputField({ label, name, required, hint, ...input }: InputFieldProps) {
  return (
    <Field label={label} required={required} hint={hint}>
      {({ id, describedBy }) => (
        <Input id={id} name={name} required={required} aria-describedby={describedBy} {...input} />
      )}
    </Field>
  );
}

type TextareaFieldProps = {
  label: string;
  name: string;
  required?: boolean;
  hint?: string;
} & Omit<React.ComponentProps<typeof Textarea>, 'name' | 'id' | 'required'>;

export function TextareaField({ label, name, required, hint, ...textarea }: TextareaFieldProps) {
  return (
    <Field label={label} required={required} hint={hint}>
      {({ id, describedBy }) => (
        <Textarea id={id} name={name} required={required} aria-describedby={describedBy} {...textarea} />
      )}
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

/** The visible error near a form: the server's message, or why nothing was sent. */
export function FormMessage({ message }: { message: string | null }) {
  return (
    <Box aria-live="assertive">
      {message && (
        <Text
          role="alert"
          mt="3"
          px="3"
          py="2"
          rounded="md"
          fontSize="sm"
          color="red.fg"
          bg="red.subtle"
          borderWidth="1px"
          borderColor="red.muted"
        >
          {message}
        </Text>
      )}
    </Box>
  );
}
