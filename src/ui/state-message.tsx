// What a list screen shows instead of its items: loading, empty, or an error (with 'Try Again' when
// asking again can help). One look for every screen.
import { Button, Center, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type Props = {
  title?: string;
  text?: ReactNode;
  /** An error: said as an alert, in red. Implied by `onRetry`. */
  error?: boolean;
  onRetry?: () => void;
  /** A way on (Browse Jobs, Clear search, Back). */
  action?: ReactNode;
};

export function StateMessage({ title, text, onRetry, error = Boolean(onRetry), action }: Props) {
  return (
    <Center
      role={error ? 'alert' : 'status'}
      py="16"
      px="4"
      borderWidth="1px"
      borderStyle="dashed"
      rounded="xl"
      textAlign="center"
    >
      <Stack gap="3" align="center">
        {title && (
          <Heading as="h2" fontSize="lg" fontWeight="semibold">
            {title}
          </Heading>
        )}
        {text && <Text color={error ? 'red.fg' : 'fg.muted'}>{text}</Text>}
        {onRetry && (
          <Button colorPalette="blue" onClick={onRetry}>
            Try Again
          </Button>
        )}
        {action}
      </Stack>
    </Center>
  );
}

export function LoadingState({ label }: { label: string }) {
  return (
    <Center py="16" role="status" aria-label={label}>
      <Spinner size="lg" color="blue.solid" borderWidth="3px" />
    </Center>
  );
}
