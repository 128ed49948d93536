// /messages — every conversation of the signed-in user (one per application), newest activity
// first, with its unread count. Readable offline like the notifications.
import { Badge, Box, Container, HStack, Stack, Text } from '@chakra-ui/react';
import { badgeRecipe } from '@chakra-ui/react/theme';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ThreadSummary } from '../../../contract/hiring.ts';
import { errorMessage, isNetworkError } from '../../lib/http.ts';
import { useOnline } from '../../offline/index.ts';
import { LoadMoreFor } from '../../ui/load-more-sentinel.tsx';
import { relativeTime } from '../../ui/relative-time.ts';
import { LoadingState, OfflineNotice, PageTitle, StateMessage } from '../../ui/screen.tsx';
import { threadsOptions } from './api.ts';

function ThreadRow({ t }: { t: ThreadSummary }) {
  return (
    <Box as="li" listStyleType="none">
      <Box
        asChild
        display="block"
        borderWidth="1px"
        rounded="xl"
        p="4"
        bg={t.unread ? 'blue.subtle' : 'bg.panel'}
        _hover={{ shadow: 'sm' }}
      >
        <Link to="/applications/$applicationId" params={{ applicationId: t.applicationId }}>
          <HStack justify="space-between" align="start" gap="3">
            <Stack gap="0.5" minW="0">
              <Text fontWeight="semibold">
                {t.withName} · {t.jobTitle}
              </Text>
              <Text fontSize="sm" color="fg.muted" lineClamp={1}>
                {t.lastText}
              </Text>
            </Stack>
            <Stack gap="1" align="end" flexShrink={0}>
              <Text fontSize="xs" color="fg.muted">
                {relativeTime(t.lastAt)}
              </Text>
              {t.unread > 0 && (
                <Badge recipe={badgeRecipe} colorPalette="blue" size="sm">
                  {t.unread} unread
                </Badge>
              )}
            </Stack>
          </HStack>
        </Link>
      </Box>
    </Box>
  );
}

export function ThreadsPage() {
  const query = useInfiniteQuery(threadsOptions());
  const online = useOnline();
  const threads = query.data?.pages.flatMap((p) => p.data) ?? [];
  const offline = query.data !== undefined && (!online || (query.isError && isNetworkError(query.error)));
  let body: React.ReactNode;
  if (query.isPending) body = <LoadingState label="Loading messages" />;
  else if (query.isError && threads.length === 0) {
    body = (
      <StateMessage
        text={
          isNetworkError(query.error)
            ? "You're offline, and this device has no copy of your messages yet."
            : errorMessage(query.error, 'Could not load your messages')
        }
        onRetry={() => void query.refetch()}
      />
    );
  } else if (threads.length === 0) {
    body = (
      <StateMessage title="No messages yet" text="Conversations about your applications show up here." />
    );
  } else {
    body = (
      <>
        <Stack as="ul" gap="3">
          {threads.map((t) => (
            <ThreadRow key={t.applicationId} t={t} />
          ))}
        </Stack>
        <LoadMoreFor query={query} />
      </>
    );
  }
  return (
    <Container maxW="3xl" py={{ base: '6', md: '10' }}>
      <PageTitle mb="6">Messages</PageTitle>
      <OfflineNotice offline={offline} savedAt={query.dataUpdatedAt || null} />
      {body}
    </Container>
  );
}
