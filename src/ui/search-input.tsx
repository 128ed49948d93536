// The search box of the list screens: its accessible name is its placeholder (the old portal's texts), a
// magnifier at the start, and a spinner at the end while the search runs.
import { Box, type BoxProps, chakra, Spinner } from '@chakra-ui/react';
import { inputRecipe } from '@chakra-ui/react/theme';
import { useHydrated } from './use-hydrated.ts';

const Input = chakra('input', inputRecipe);

type Props = {
  /** Its name in a form sent without script. */
  name?: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  busy?: boolean;
  maxLength?: number;
  maxW?: BoxProps['maxW'];
};

export function SearchInput({
  name,
  placeholder,
  value,
  onChange,
  busy = false,
  maxLength = 100,
  maxW,
}: Props) {
  return (
    <Box position="relative" flex="1" minW={{ base: 'full', sm: '0' }} maxW={maxW}>
      <Input
        type="search"
        name={name}
        placeholder={placeholder}
        aria-label={placeholder}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        maxLength={maxLength}
        ps="9"
        pe="10"
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
      {busy && <BusySpinner />}
    </Box>
  );
}

/**
 * A request in flight is known only to the browser: while React hydrates the server's HTML the
 * spinner waits. Its own component, so that only it renders again once hydration ends.
 */
function BusySpinner() {
  const hydrated = useHydrated();
  return hydrated ? (
    <Spinner size="sm" position="absolute" insetEnd="3" top="3" color="fg.muted" aria-hidden="true" />
  ) : null;
}
