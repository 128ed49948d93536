// Labelled controls for the post-a-job form, each with its own error line. Recipes are applied
// through `chakra(tag, recipe)` so none of them has to live in the first-load system.
import { Box, chakra, Text } from '@chakra-ui/react';
import { inputRecipe, textareaRecipe } from '@chakra-ui/react/theme';
import { type ReactNode, useId } from 'react';

export const Input = chakra('input', inputRecipe);
export const Textarea = chakra('textarea', textareaRecipe);

type Ids = { id: string; 'aria-describedby'?: string; 'aria-invalid'?: boolean };
type Props = {
  label: string;
  hint?: string;
  error?: string | null;
  optional?: boolean;
  children: (ids: Ids) => ReactNode;
};

export function FormControl({ label, hint, error, optional, children }: Props) {
  const id = useId();
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <Box display="flex" flexDirection="column" gap="1.5">
      <chakra.label htmlFor={id} fontSize="sm" fontWeight="medium">
        {label}
        {optional && (
          <chakra.span color="fg.muted" fontWeight="normal">
            {' '}
            (optional)
          </chakra.span>
        )}
      </chakra.label>
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
