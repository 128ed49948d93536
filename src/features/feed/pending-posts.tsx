// Posts this device has not published yet: queued offline (shown at once, with a local preview of
// the image) or refused by the server (with its reason, Retry and Discard). Sent ones disappear
// here and arrive in the feed, which the offline sync refreshes.
import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { type OutboxEntry, useOnline } from '../../offline/index.ts';
import { useOutboxEntries } from '../../offline/outbox.ts';
import { PostCard } from './post-card.tsx';
import { useObjectUrl } from './use-object-url.ts';
import { QueuedEntryActions } from '../../ui/queued-entry-actions.tsx';

export function PendingPosts() {
  const entries = useOutboxEntries('post');
  const online = useOnline();
  if (entries.length === 0) return null;
  return (
    <Stack gap="4" data-testid="pending-posts">
      {[...entries].reverse().map((entry) => (
        <PendingPost key={entry.id} entry={entry} online={online} />
      ))}
    </Stack>
  );
}

function statusText(entry: OutboxEntry, online: boolean): string {
  if (entry.state === 'failed') return `Not posted: ${entry.error ?? 'the server refused it'}`;
  if (online && entry.attempts === 0) return 'Posting…';
  return "Pending — will be posted when you're back online";
}

function PendingPost({ entry, online }: { entry: OutboxEntry; online: boolean }) {
  const preview = useObjectUrl(entry.upload?.blob);
  const body = entry.request.body ?? {};
  const uploaded = typeof body.image === 'string' && body.image ? body.image : null;
  const failed = entry.state === 'failed';
  const status = (
    <HStack
      justify="space-between"
      gap="3"
      wrap="wrap"
      px={{ base: '4', md: '5' }}
      py="2"
      bg={failed ? 'red.subtle' : 'orange.subtle'}
      color={failed ? 'red.fg' : 'orange.fg'}
      borderBottomWidth="1px"
    >
      <Text fontSize="sm" fontWeight="medium" role={failed ? 'alert' : 'status'}>
        {statusText(entry, online)}
      </Text>
      <QueuedEntryActions entry={entry} />
    </HStack>
  );
  return (
    <Box data-testid="pending-post" data-state={entry.state}>
      <PostCard
        muted
        status={status}
        post={{
          username: entry.ref.username ?? '',
          avatar: entry.ref.image || null,
          createdAt: entry.createdAt,
          content: typeof body.content === 'string' ? body.content : '',
          imageUrl: preview ?? uploaded,
        }}
      />
    </Box>
  );
}
