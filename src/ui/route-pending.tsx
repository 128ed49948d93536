import { Center, Spinner, Stack, Text } from '@chakra-ui/react';

/** Route-level pending state (also the router's default). */
export function RoutePending({ label = 'Loading…' }: { label?: string }) {
  return (
    <Center minH="50vh" role="status" aria-live="polite">
      <Stack align="center" gap="3">
        <Spinner size="lg" color="blue.solid" borderWidth="3px" />
        <Text color="fg.muted" fontSize="sm">
          {label}
        </Text>
      </Stack>
    </Center>
  );
}
