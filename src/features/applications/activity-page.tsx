// /activity — the candidate's application history, newest first, with queued applies from this
// device on top (pending offline, or refused with the server's reason and Retry / Discard).
import { Box, Container, HStack, Stack, Text } from '@chakra-ui/react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { HistoryRow as HistoryEntry } from '../../../contract/applications.ts';
import { isApiError, isNetworkError } from '../../lib/http.ts';
import { useSession } from '../../lib/session.ts';
import type { OutboxEntry } from '../../offline/index.ts';
import { useOutboxEntries } from '../../offline/outbox.ts';
import { LoadingState, OfflineNotice, PageTitle, StateMessage } from '../../ui/screen.tsx';
import { relativeTime } from '../../ui/relative-time.ts';
import { activityOptions } from './api.ts';
import { LoadMoreFor } from '../../ui/load-more-sentinel.tsx';
import { StatusBadge, statusOf } from './components/status-badge.tsx';
import { WithdrawControl } from './components/withdraw-control.tsx';
import { HiringLine } from './components/hiring-line.tsx';
import { BrowseJobsButton } from '../../ui/browse-jobs-button.tsx';
import { QueuedEntryActions } from '../../ui/queued-entry-actions.tsx';

/** The server's message, else a fixed fallback; a network failure has its own text. */
function historyError(error: unknown): string {
  if (isNetworkError(error)) return 'Error fetching your applications';
  if (isApiError(error)) {
    const body = error.body as { message?: unknown } | undefined;
    return typeof body?.message === 'string' ? body.message : 'Failed to fetch applications';
  }
  return 'Error fetching your applications';
}

function Row({
  title,
  to,
  children,
  meta,
  badge,
}: {
  title: string;
  to?: string;
  meta: string;
  badge: React.ReactNode;
  children?: React.ReactNode;
}) {
  return (
    <Box as="li" listStyleType="none" borderWidth="1px" rounded="xl" bg="bg.panel" p={{ base: '4', md: '5' }}>
      <HStack justify="space-between" align="start" gap="3">
        <Stack gap="1" minW="0">
          {to ? (
            <Link to="/jobs/Info/$UrlPath" params={{ UrlPath: to }}>
              <Text as="span" fontWeight="semibold" fontSize="lg" _hover={{ textDecoration: 'underline' }}>
                {title}
              </Text>
            </Link>
          ) : (
            <Text fontWeight="semibold" fontSize="lg">
              {title}
            </Text>
          )}
          <Text color="fg.muted" fontSize="sm">
            {meta}
          </Text>
        </Stack>
        {badge}
      </HStack>
      {children}
    </Box>
  );
}

function HistoryRow({ app }: { app: HistoryEntry }) {
  const j = app.jobId;
  return (
    <Row
      title={j.JobTitle}
      to={j.UrlPath}
      meta={[j.CompanyName, j.Location, j.JobType, relativeTime(app.createdAt)].join(' · ')}
      badge={<StatusBadge status={statusOf(app)} />}
    >
      {app.stage && <HiringLine applicationId={app._id} stage={app.stage} unread={app.unreadMessages ?? 0} />}
      {app.status === 'pending' && <WithdrawControl app={app} />}
    </Row>
  );
}

function QueuedRow({ entry }: { entry: OutboxEntry }) {
  const failed = entry.state === 'failed';
  const r = entry.ref;
  return (
    <Row
      title={r.JobTitle ?? 'Application'}
      to={r.UrlPath}
      meta={[r.CompanyName, relativeTime(entry.createdAt)].filter(Boolean).join(' · ')}
      badge={<StatusBadge status={failed ? 'failed' : 'queued'} />}
    >
      {failed ? (
        <Box mt="3" role="alert">
          <Text fontSize="sm" color="red.fg" mb="2">
            {entry.error ?? 'Failed to submit application'}
          </Text>
          <QueuedEntryActions entry={entry} />
        </Box>
      ) : (
        <Text mt="2" fontSize="sm" color="orange.fg">
          Saved on this device — it will be sent when you're back online.
        </Text>
      )}
    </Row>
  );
}

export function ActivityPage() {
  const session = useSession();
  const query = useInfiniteQuery({ ...activityOptions(), enabled: Boolean(session) });
  const queued = useOutboxEntries('apply');
  // After a replay, the outbox refreshes the queries this feature declared for it.

  const apps = query.data?.pages.flatMap((p) => p.data) ?? [];
  const first = query.data?.pages[0];
  const outbox = [...queued].reverse();

  let body: React.ReactNode;
  if (!session) body = <ErrorState message="Please login to view your applications" />;
  else if (query.isPending) {
    body = <LoadingState label="Loading applications" />;
  } else if (query.isError && outbox.length === 0) body = <ErrorState message={historyError(query.error)} />;
  else if (apps.length === 0 && outbox.length === 0) {
    body = <StateMessage title="You haven't applied to any jobs yet" action={<BrowseJobsButton />} />;
  } else {
    body = (
      <>
        <Stack as="ul" gap="3">
          {outbox.map((e) => (
            <QueuedRow key={e.id} entry={e} />
          ))}
          {apps.map((a) => (
            <HistoryRow key={a._id} app={a} />
          ))}
        </Stack>
        <LoadMoreFor query={query} />
      </>
    );
  }

  return (
    <Container maxW="4xl" py={{ base: '6', md: '10' }}>
      <PageTitle mb="6">Application History</PageTitle>
      <OfflineNotice offline={first?.offline} savedAt={first?.savedAt} />
      {body}
    </Container>
  );
}

function ErrorState({ message }: { message: string }) {
  return <StateMessage error text={message} action={<BrowseJobsButton />} />;
}
