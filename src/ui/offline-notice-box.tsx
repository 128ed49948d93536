// The notice itself (see offline-notice.tsx), loaded only when a screen is answered offline.
import { Box, Text } from '@chakra-ui/react';
import { type FoundOnDevice, FoundLine } from './found-on-device.tsx';
import { relativeTime } from './relative-time.ts';

export function OfflineNoticeBox({
  savedAt,
  found,
}: {
  savedAt: number | null | undefined;
  found?: FoundOnDevice;
}) {
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
      {found && <FoundLine found={found} />}
    </Box>
  );
}
