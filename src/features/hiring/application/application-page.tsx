// /applications/$applicationId — one application, for its candidate or its job's recruiter: the
// stage (the recruiter moves it here too), its interviews and timeline, the message thread, and
// (the recruiter only) the private notes. What was seen online reads offline, with the offline notice.
import { Container, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useShowsDeviceCopy } from '../../../offline/index.ts';
import { useSession } from '../../../lib/session.ts';
import { LoadingState, OfflineNotice, PageTitle } from '../../../ui/screen.tsx';
import { CannotShow } from '../../../ui/kept-list.tsx';
import { SectionBox } from '../../../ui/section-box.tsx';
import { StageBadge } from '../../../ui/stage-badge.tsx';
import type { Stage } from '../../../../contract/hiring.ts';
import { THREAD_POLL_MS, threadOptions, timelineOptions } from '../api.ts';
import { Thread } from '../thread/thread.tsx';
import { Notes } from './notes.tsx';
import { StageMover } from './stage-mover.tsx';
import { Timeline } from './timeline.tsx';

type Props = {
  applicationId: string;
  /** The application's interviews, from their own feature (the route composes them). */
  interviews?: (at: { stage: Stage; recruiter: boolean }) => React.ReactNode;
};

export function ApplicationPage({ applicationId, interviews }: Props) {
  const session = useSession();
  const timeline = useQuery(timelineOptions(applicationId));
  // The thread's first page names the job and the other side; the thread itself keeps it fresh.
  const info = useInfiniteQuery(threadOptions(applicationId, THREAD_POLL_MS)).data?.pages[0]?.thread;
  const offline = useShowsDeviceCopy(timeline);

  if (timeline.isPending) return <LoadingState label="Loading the application" />;
  if (!timeline.data) {
    return (
      <Container maxW="3xl" py="10">
        <CannotShow query={timeline} what="this application" failure="Could not load this application" />
      </Container>
    );
  }
  const recruiter = session?.role === 'recruiter';
  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }}>
      <HStack justify="space-between" align="start" wrap="wrap" gap="3" mb="6">
        <Stack gap="1">
          <PageTitle>{info?.jobTitle ?? 'Application'}</PageTitle>
          {info && (
            <Text color="fg.muted">
              {recruiter ? `Candidate: ${info.withName}` : `Recruiter: ${info.withName}`}
            </Text>
          )}
        </Stack>
        <Stack gap="2" align={{ base: 'start', md: 'end' }}>
          <StageBadge stage={timeline.data.stage} />
          {recruiter && (
            <StageMover
              applicationId={applicationId}
              stage={timeline.data.stage}
              candidateName={info?.withName ?? 'The candidate'}
            />
          )}
        </Stack>
      </HStack>
      <OfflineNotice offline={offline} savedAt={timeline.dataUpdatedAt || null} />
      <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap="5" alignItems="start">
        <SectionBox title="Messages">
          <Thread applicationId={applicationId} />
        </SectionBox>
        <Stack gap="5">
          {interviews?.({ stage: timeline.data.stage, recruiter })}
          <SectionBox title="Timeline">
            <Timeline moves={timeline.data.moves} />
          </SectionBox>
          {recruiter && (
            <SectionBox title="Notes">
              <Notes applicationId={applicationId} />
            </SectionBox>
          )}
        </Stack>
      </Grid>
    </Container>
  );
}
