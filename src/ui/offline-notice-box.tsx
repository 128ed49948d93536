// The notice itself (see offline-notice.tsx), loaded only when a screen is answered offline.
import { Box, Text } from '@chakra-ui/react';
import type { DeviceCount } from '../offline/mirror.ts';
import { relativeTime } from './relative-time.ts';

/** A search run over the device: what it found, and the noun of what it counts ('job', 'jobs'). */
export type FoundOnDevice = DeviceCount & { searching: boolean; noun: [one: string, many: string] };

/** "Offline — 12 of the 340 jobs saved on this device", or the count alone when nothing is searched. */
export function foundText({ matched, total, searching, noun }: FoundOnDevice): string {
  const what = `${total} ${total === 1 ? noun[0] : noun[1]} saved on this device`;
  return searching ? `Offline — ${matched} of the ${what}` : `Offline — ${what}`;
}

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
      {found && (
        <Text fontSize="sm" fontWeight="medium" data-testid="found-on-device">
          {foundText(found)}
        </Text>
      )}
    </Box>
  );
}
