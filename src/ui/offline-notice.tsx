// Shown above any list or page answered from the device's copy (mirror) instead of the network.
import { Box, Text } from '@chakra-ui/react';
import { relativeTime } from './relative-time.ts';

type Props = { savedAt: number | null | undefined; offline: boolean | undefined };

export function OfflineNotice({ savedAt, offline }: Props) {
  if (!offline) return null;
  return (
    <Box
      role="status"
      bg="orange.subtle"
      color="orange.fg"
      borderWidth="1px"
      borderColor="orange.muted"
      rounded="md"
      px="3"
      py="2"
      mb="4"
    >
      <Text fontSize="sm">
        You're offline — showing what you saw {savedAt ? relativeTime(savedAt) : 'earlier'}
      </Text>
    </Box>
  );
}
