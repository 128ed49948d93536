// /messages — every conversation of the signed-in user (one per application), newest activity
// first, with its unread count. Readable offline like the notifications.
import { Badge, Container, HStack, Stack, Text } from '@chakra-ui/react';
import { badgeRecipe } from '@chakra-ui/react/theme';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ThreadSummary } from '../../../contract/hiring.ts';
import { useShowsDeviceCopy } from '../../offline/index.ts';
import { KeptList, KeptListRow } from '../../ui/kept-list.tsx';
import { relativeTime } from '../../ui/relative-time.ts';
import { OfflineNotice, PageTitle } from '../../ui/screen.tsx';
import { threadsOptions } from './api.ts';

function ThreadRow({ t }: { t: ThreadSummary }) {
  return (
    <KeptListRow unread={t.unread > 0}>
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
    </KeptListRow>
  );
}

export function ThreadsPage() {
  const query = useInfiniteQuery(threadsOptions());
  const offline = useShowsDeviceCopy(query);
  const threads = query.data?.pages.flatMap((p) => p.data) ?? [];
  return (
    <Container maxW="3xl" py={{ base: '6', md: '10' }}>
      <PageTitle mb="6">Messages</PageTitle>
      <OfflineNotice offline={offline} savedAt={query.dataUpdatedAt || null} />
      <KeptList
        query={query}
        count={threads.length}
        what="messages"
        empty={{ title: 'No messages yet', text: 'Conversations about your applications show up here.' }}
      >
        {threads.map((t) => (
          <ThreadRow key={t.applicationId} t={t} />
        ))}
      </KeptList>
    </Container>
  );
}
