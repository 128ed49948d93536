// /notifications — what happened to your jobs and applications, newest first. Each entry is a link
// (it opens in a new tab too); opening one marks it read, 'Mark all read' marks every one. Readable
// offline: the list is kept like the account, and says how old it is then.
import { Box, Button, Container, HStack, Stack, Text } from '@chakra-ui/react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { AppNotification } from '../../../contract/notifications.ts';
import { errorMessage, isNetworkError } from '../../lib/http.ts';
import { useOnline } from '../../offline/index.ts';
import { LoadMoreFor } from '../../ui/load-more-sentinel.tsx';
import { relativeTime } from '../../ui/relative-time.ts';
import { LoadingState, OfflineNotice, PageTitle, StateMessage } from '../../ui/screen.tsx';
import { notificationListOptions, useMarkRead } from './api.ts';
import { PushControl } from './push-control.tsx';

function Entry({ item, onOpen }: { item: AppNotification; onOpen: () => void }) {
  return (
    <Box as="li" listStyleType="none">
      <Box
        asChild
        display="block"
        borderWidth="1px"
        rounded="xl"
        p="4"
        bg={item.read ? 'bg.panel' : 'blue.subtle'}
        _hover={{ shadow: 'sm' }}
        _focusVisible={{ outline: '2px solid', outlineColor: 'blue.focusRing', outlineOffset: '2px' }}
      >
        {/* An in-app path the server wrote; the router's typed routes cannot know it in advance. */}
        <Link to={item.link as '/'} onClick={onOpen}>
          <HStack justify="space-between" align="start" gap="3">
            <Text fontWeight={item.read ? 'normal' : 'semibold'}>{item.text}</Text>
            {!item.read && (
              <Box
                as="span"
                boxSize="2.5"
                mt="1.5"
                rounded="full"
                bg="blue.solid"
                flexShrink={0}
                aria-label="Unread"
              />
            )}
          </HStack>
          <Text color="fg.muted" fontSize="sm" mt="1">
            {relativeTime(item.createdAt)}
          </Text>
        </Link>
      </Box>
    </Box>
  );
}

export function NotificationsPage() {
  const query = useInfiniteQuery(notificationListOptions());
  const markRead = useMarkRead();
  const online = useOnline();
  const items = query.data?.pages.flatMap((p) => p.data) ?? [];
  const unread = query.data?.pages[0]?.unread ?? 0;
  // The device's copy is on screen while the network is away (or the last ask could not reach it).
  const offline = query.data !== undefined && (!online || (query.isError && isNetworkError(query.error)));

  let body: React.ReactNode;
  if (query.isPending) {
    body = <LoadingState label="Loading notifications" />;
  } else if (query.isError && items.length === 0) {
    body = (
      <StateMessage
        text={
          isNetworkError(query.error)
            ? "You're offline, and this device has no copy of your notifications yet."
            : errorMessage(query.error, 'Could not load your notifications')
        }
        onRetry={() => void query.refetch()}
      />
    );
  } else if (items.length === 0) {
    body = (
      <StateMessage
        title="No notifications yet"
        text="New applicants, decisions and job alerts show up here."
      />
    );
  } else {
    body = (
      <>
        <Stack as="ul" gap="3">
          {items.map((item) => (
            <Entry
              key={item.id}
              item={item}
              onOpen={() => {
                if (!item.read) markRead.mutate({ ids: [item.id] });
              }}
            />
          ))}
        </Stack>
        <LoadMoreFor query={query} />
      </>
    );
  }

  return (
    <Container maxW="3xl" py={{ base: '6', md: '10' }}>
      <HStack justify="space-between" mb="6" wrap="wrap" gap="3">
        <PageTitle>Notifications</PageTitle>
        <Button
          size="sm"
          variant="outline"
          disabled={unread === 0 || offline}
          loading={markRead.isPending && 'all' in (markRead.variables ?? {})}
          onClick={() => markRead.mutate({ all: true })}
        >
          Mark all read
        </Button>
      </HStack>
      <OfflineNotice offline={offline} savedAt={query.dataUpdatedAt || null} />
      {!offline && <PushControl />}
      {body}
    </Container>
  );
}
