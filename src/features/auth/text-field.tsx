import { Box, chakra, type HTMLChakraProps, Text } from '@chakra-ui/react';
import { inputRecipe } from '@chakra-ui/react/theme';
import { useId } from 'react';

// Chakra's input recipe on a plain <input>: the auth screens skip Ark's field machinery, which
// keeps their first load small. Inputs elsewhere can use Chakra's Input/Field as usual.
const StyledInput = chakra('input', inputRecipe);

type Props = { label: string; name: string; helperText?: string } & Omit<
  HTMLChakraProps<'input'>,
  'name' | 'id' | 'size'
>;

/** A labelled input. */
export function TextField({ label, name, helperText, ...input }: Props) {
  const id = useId();
  const helpId = helperText ? `${id}-help` : undefined;
  return (
    <Box display="flex" flexDirection="column" gap="1.5">
      <chakra.label htmlFor={id} fontSize="sm" fontWeight="medium">
        {label}
      </chakra.label>
      <StyledInput id={id} name={name} size="lg" aria-describedby={helpId} {...input} />
      {helperText && (
        <Text id={helpId} fontSize="xs" color="fg.muted">
          {helperText}
        </Text>
      )}
    </Box>
  );
}
