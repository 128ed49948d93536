// 'Retry' (for an action the server refused) and 'Discard' for an action queued on this device:
// the same two buttons wherever the queued action shows.
import { Button, HStack } from '@chakra-ui/react';
import type { OutboxEntry } from '../offline/index.ts';
import { discardEntry, retryEntry } from '../offline/outbox.ts';

export function QueuedEntryActions({ entry, size = 'xs' }: { entry: OutboxEntry; size?: 'xs' | 'sm' }) {
  return (
    <HStack gap="2">
      {entry.state === 'failed' && (
        <Button size={size} variant="outline" onClick={() => void retryEntry(entry.id)}>
          Retry
        </Button>
      )}
      <Button size={size} variant="ghost" colorPalette="red" onClick={() => void discardEntry(entry.id)}>
        Discard
      </Button>
    </HStack>
  );
}
