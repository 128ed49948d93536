// The line under the offline notice for a search run over the device. Not loaded lazily like the
// notice's box: it is the result's count, shown in the same render as the results.
import { Text } from '@chakra-ui/react';
import type { DeviceCount } from '../offline/index.ts';

/** A search run over the device: what it found, and the noun of what it counts ('job', 'jobs'). */
export type FoundOnDevice = DeviceCount & { searching: boolean; noun: [one: string, many: string] };

/** "Offline — 12 of the 340 jobs saved on this device", or the count alone when nothing is searched. */
function foundText({ matched, total, searching, noun }: FoundOnDevice): string {
  const what = `${total} ${total === 1 ? noun[0] : noun[1]} saved on this device`;
  return searching ? `Offline — ${matched} of the ${what}` : `Offline — ${what}`;
}

export function FoundLine({ found }: { found: FoundOnDevice }) {
  return (
    <Text fontSize="sm" fontWeight="medium" data-testid="found-on-device">
      {foundText(found)}
    </Text>
  );
}
