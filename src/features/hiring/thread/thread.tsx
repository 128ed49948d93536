// One application's message thread, for its candidate or its job's recruiter: the newest page
// first ("Load older" for the rest), messages queued on this device after them, "Seen" under my
// last message once read, and the composer. The live stream tells it of new messages at once, and
// it marks the other side's messages read when it is on screen.
import { Box, Button, Center, Stack, Text } from '@chakra-ui/react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { messageMaxLength } from '../../../../contract/hiring.ts';
import { discardEntry, useOutboxEntries } from '../../../offline/outbox.ts';
import { LoadingState } from '../../../ui/screen.tsx';
import { CannotShow } from '../../../ui/kept-list.tsx';
import { THREAD_POLL_MS, threadOptions } from '../api.ts';
import { useMarkSeen, useSendMessage } from '../api-writes.ts';
import { Composer } from './composer.tsx';
import { MessageBubble } from './message-bubble.tsx';
import { usePlaceReplayedMessages } from './use-replayed-messages.ts';
import { useLiveThread } from '../use-live-hiring.ts';

/** Marks the other side's newest unread message (and all before it) read while the page is visible. */
function useMarkSeenWhenVisible(applicationId: string, lastUnread: string | undefined) {
  const seen = useMarkSeen(applicationId);
  useEffect(() => {
    if (!lastUnread) return;
    const mark = () => {
      if (document.visibilityState === 'visible') seen.mutate(lastUnread);
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [lastUnread, seen.mutate]);
}

export function Thread({ applicationId }: { applicationId: string }) {
  const query = useInfiniteQuery(threadOptions(applicationId, THREAD_POLL_MS));
  const send = useSendMessage(applicationId);
  const queued = useOutboxEntries('message').filter((e) => e.ref.applicationId === applicationId);
  usePlaceReplayedMessages(applicationId);
  useLiveThread(applicationId);

  const pages = query.data?.pages ?? [];
  // Pages come newest first, each oldest first within: the thread reads oldest to newest.
  const messages = [...pages].reverse().flatMap((p) => p.messages);
  const thread = pages[0]?.thread;
  const lastMine = messages.findLast((m) => m.mine);
  const lastUnread = messages.findLast((m) => !m.mine && !m.seenAt)?._id;
  useMarkSeenWhenVisible(applicationId, lastUnread);

  if (query.isPending) return <LoadingState label="Loading messages" />;
  if (!query.data) {
    return <CannotShow query={query} what="these messages" failure="Could not load the messages" />;
  }
  return (
    <Stack gap="3">
      {query.hasNextPage && (
        <Center>
          <Button
            size="xs"
            variant="ghost"
            loading={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            Load older
          </Button>
        </Center>
      )}
      {messages.length === 0 && queued.length === 0 ? (
        <Text color="fg.muted" fontSize="sm" textAlign="center" py="6">
          No messages yet. Say hello to {thread?.withName ?? 'them'}.
        </Text>
      ) : (
        <Box
          as="ul"
          display="flex"
          flexDirection="column"
          gap="2"
          m="0"
          p="0"
          aria-label="Messages"
          aria-live="polite"
        >
          {messages.map((m) => (
            <MessageBubble
              key={m._id}
              mine={m.mine}
              text={m.text}
              at={m.at}
              seen={m === lastMine && Boolean(m.seenAt)}
            />
          ))}
          {queued.map((e) => (
            <MessageBubble
              key={e.id}
              mine
              text={e.ref.text ?? ''}
              at={e.createdAt}
              queued={{
                failed: e.state === 'failed' ? (e.error ?? 'the server refused it') : null,
                onDiscard: () => void discardEntry(e.id),
              }}
            />
          ))}
        </Box>
      )}
      <Composer
        label={`Message to ${thread?.withName ?? 'the other side'}`}
        placeholder="Write a message…"
        action="Send"
        max={messageMaxLength}
        closed={thread?.stage === 'withdrawn' ? 'This application was withdrawn' : null}
        onSend={(text) => send.mutate(text)}
      />
    </Stack>
  );
}
