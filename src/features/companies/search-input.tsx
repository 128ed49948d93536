import { Box, chakra } from '@chakra-ui/react';
import { inputRecipe } from '@chakra-ui/react/theme';

const Input = chakra('input', inputRecipe);

/** A search box with an accessible name equal to its placeholder (spec texts). */
export function SearchInput({
  placeholder,
  value,
  onChange,
}: {
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Box position="relative" flex="1" maxW={{ md: 'md' }}>
      <Input
        type="search"
        placeholder={placeholder}
        aria-label={placeholder}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        ps="9"
        bg="bg.panel"
      />
      <Box
        position="absolute"
        insetStart="3"
        top="50%"
        transform="translateY(-50%)"
        color="fg.muted"
        pointerEvents="none"
      >
        <svg
          width="16"
          height="16"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </svg>
      </Box>
    </Box>
  );
}
