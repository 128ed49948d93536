// /notifications — what happened to your jobs and applications, newest first. Each entry is a link
// (it opens in a new tab too); opening one marks it read, 'Mark all read' marks every one. Readable
// offline: the list is kept like the account, and says how old it is then.
import { Box, Button, Container, HStack, Text } from '@chakra-ui/react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { AppNotification } from '../../../contract/notifications.ts';
import { useShowsDeviceCopy } from '../../offline/index.ts';
import { KeptList, KeptListRow } from '../../ui/kept-list.tsx';
import { relativeTime } from '../../ui/relative-time.ts';
import { OfflineNotice, PageTitle } from '../../ui/screen.tsx';
import { notificationListOptions, useMarkRead } from './api.ts';
import { PushControl } from './push-control.tsx';

function Entry({ item, onOpen }: { item: AppNotification; onOpen: () => void }) {
  return (
    <KeptListRow unread={!item.read}>
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
    </KeptListRow>
  );
}

export function NotificationsPage() {
  const query = useInfiniteQuery(notificationListOptions());
  const markRead = useMarkRead();
  const items = query.data?.pages.flatMap((p) => p.data) ?? [];
  const unread = query.data?.pages[0]?.unread ?? 0;
  const offline = useShowsDeviceCopy(query);

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
      <KeptList
        query={query}
        count={items.length}
        what="notifications"
        empty={{
          title: 'No notifications yet',
          text: 'New applicants, decisions and job alerts show up here.',
        }}
      >
        {items.map((item) => (
          <Entry
            key={item.id}
            item={item}
            onOpen={() => {
              if (!item.read) markRead.mutate({ ids: [item.id] });
            }}
          />
        ))}
      </KeptList>
    </Container>
  );
}
