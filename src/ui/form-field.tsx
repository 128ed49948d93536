// The one field kit: labelled controls for every form (auth, onboarding, post a job, account
// dialogs) and the form's error message; the text area and the select are in form-field-more.tsx,
// so the auth screens' first load carries neither. Recipes are applied through `chakra(tag,
// recipe)`, so none of them has to live in the first-load system.
import { Box, chakra, Text } from '@chakra-ui/react';
import { inputRecipe } from '@chakra-ui/react/theme';
import { type ReactNode, useId } from 'react';
import type { z } from 'zod';

export const Input = /* @__PURE__ */ chakra('input', inputRecipe);

/** What the control takes from its field: its id, and what describes it. */
export type FieldIds = { id: string; 'aria-describedby'?: string; 'aria-invalid'?: boolean };

type FieldProps = {
  label: string;
  /** Marks the label with a red * (the control itself gets `required` from the caller). */
  required?: boolean;
  optional?: boolean;
  hint?: string;
  /** The field's own error line (the server's word on this field). */
  error?: string | null;
  children: (ids: FieldIds) => ReactNode;
};

/** A label, the control, and an optional hint and error line under it. */
export function Field({ label, required, optional, hint, error, children }: FieldProps) {
  const id = useId();
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <Box display="flex" flexDirection="column" gap="1.5">
      <chakra.div fontSize="sm" fontWeight="medium">
        <chakra.label htmlFor={id}>
          {label}
          {optional && (
            <chakra.span color="fg.muted" fontWeight="normal">
              {' '}
              (optional)
            </chakra.span>
          )}
        </chakra.label>
        {/* Outside the label, so the field's name stays the plain label text. */}
        {required && (
          <chakra.span color="red.fg" ms="1" aria-hidden="true">
            *
          </chakra.span>
        )}
      </chakra.div>
      {children({ id, 'aria-describedby': described || undefined, 'aria-invalid': error ? true : undefined })}
      {hint && (
        <Text id={`${id}-hint`} fontSize="xs" color="fg.muted">
          {hint}
        </Text>
      )}
      {error && (
        <Text id={`${id}-error`} fontSize="sm" color="red.fg">
          {error}
        </Text>
      )}
    </Box>
  );
}

type InputFieldProps = {
  label: string;
  name: string;
  required?: boolean;
  /** false: required without the red * (the auth screens, where every field is). */
  requiredMark?: boolean;
  hint?: string;
} & Omit<React.ComponentProps<typeof Input>, 'name' | 'id' | 'required'>;

export function InputField({ label, name, required, requiredMark = true, hint, ...input }: InputFieldProps) {
  return (
    <Field label={label} required={required && requiredMark} hint={hint}>
      {(ids) => <Input {...ids} name={name} required={required} {...input} />}
    </Field>
  );
}

/** The visible error near a form: the server's message, or why nothing was sent. */
export function FormMessage({ message, mt = '3', mb }: { message: string | null; mt?: string; mb?: string }) {
  return (
    <Box aria-live="assertive">
      {message && (
        <Text
          role="alert"
          mt={mt}
          mb={mb}
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

/**
 * The contract's own checks on a form's body before it is sent: its first complaint is thrown, for
 * the form's message. (The schema itself comes from the form's lazily loaded chunk.)
 */
export function assertValid<S extends z.ZodType>(schema: S, body: z.input<S>): void {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new Error(parsed.error.issues[0]?.message);
}
