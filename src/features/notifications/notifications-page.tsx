// /notifications — what happened to your jobs and applications, newest first. Opening one marks it
// read; 'Mark all read' marks every one. Readable offline: the list is kept like the account.
import { Box, Button, Container, HStack, Stack, Text } from '@chakra-ui/react';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { AppNotification, MarkReadBody, MarkReadResponse } from '../../../contract/notifications.ts';
import { errorMessage, http } from '../../lib/http.ts';
import { LoadMoreFor } from '../../ui/load-more-sentinel.tsx';
import { notificationKeys, notificationListOptions } from './api.ts';
import { relativeTime } from '../../ui/relative-time.ts';
import { toast } from '../../ui/toaster/toast.ts';
import { LoadingState, PageTitle, StateMessage } from '../../ui/screen.tsx';

function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MarkReadBody) => http.put<MarkReadResponse>('/notifications/read', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
    onError: (err) => toast({ title: errorMessage(err, 'Could not mark as read'), type: 'error' }),
  });
}

function Entry({ item, onOpen }: { item: AppNotification; onOpen: () => void }) {
  return (
    <Box as="li" listStyleType="none">
      <Box
        as="button"
        w="full"
        textAlign="start"
        borderWidth="1px"
        rounded="xl"
        p="4"
        bg={item.read ? 'bg.panel' : 'blue.subtle'}
        _hover={{ shadow: 'sm' }}
        onClick={onOpen}
      >
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
      </Box>
    </Box>
  );
}

export function NotificationsPage() {
  const query = useInfiniteQuery(notificationListOptions());
  const markRead = useMarkRead();
  const navigate = useNavigate();
  const items = query.data?.pages.flatMap((p) => p.data) ?? [];
  const unread = query.data?.pages[0]?.unread ?? 0;

  const open = (item: AppNotification) => {
    if (!item.read) markRead.mutate({ ids: [item.id] });
    void navigate({ to: item.link });
  };

  let body: React.ReactNode;
  if (query.isPending) {
    body = <LoadingState label="Loading notifications" />;
  } else if (query.isError && items.length === 0) {
    body = (
      <StateMessage
        text={errorMessage(query.error, 'Could not load your notifications')}
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
            <Entry key={item.id} item={item} onOpen={() => open(item)} />
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
          disabled={unread === 0}
          loading={markRead.isPending && 'all' in (markRead.variables ?? {})}
          onClick={() => markRead.mutate({ all: true })}
        >
          Mark all read
        </Button>
      </HStack>
      {body}
    </Container>
  );
}
