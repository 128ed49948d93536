// /interviews — where a member of a company finds the applications they interview: their
// interviews soonest first (a week back, for the scorecards still to write), each a link to its
// application, its time in this device's zone, named. Readable offline from the kept copy.
import { Container, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { MyInterview } from '../../../contract/interviews.ts';
import { useShowsDeviceCopy } from '../../offline/index.ts';
import { JobBadge } from '../../ui/job-badge.tsx';
import { CannotShow, KeptListRow } from '../../ui/kept-list.tsx';
import { LoadingState, OfflineNotice, PageTitle, StateMessage } from '../../ui/screen.tsx';
import { deviceTimeZone, formatInZone } from '../../ui/zoned-time.ts';
import { myInterviewsOptions } from './api.ts';
import { useLiveMyInterviews } from './use-live-interviews.ts';

export const NO_INTERVIEWS = {
  title: 'No interviews',
  text: 'Interviews you are asked to join or schedule show here, from a week ago on.',
};

function When({ interview: iv, zone }: { interview: MyInterview; zone: string }) {
  if (iv.startsAt) return <Text>{formatInZone(iv.startsAt, zone)}</Text>;
  const first = iv.proposedTimes[0];
  return (
    <Text>
      Waiting for the candidate to choose
      {first ? `: ${iv.proposedTimes.length} times from ${formatInZone(first, zone)}` : ''}
    </Text>
  );
}

function Entry({ interview: iv, zone }: { interview: MyInterview; zone: string }) {
  return (
    <KeptListRow unread={false}>
      {/* The application's in-app path, as the server wrote it. */}
      <Link to={iv.link as '/'} aria-label={`${iv.title} with ${iv.candidateName}`}>
        <HStack justify="space-between" align="start" gap="3" wrap="wrap">
          <Text fontWeight="semibold">
            {iv.title} with {iv.candidateName}
          </Text>
          {iv.status === 'proposed' && <JobBadge colorPalette="orange">Waiting for a time</JobBadge>}
        </HStack>
        <Text color="fg.muted" fontSize="sm">
          {iv.jobTitle} · {iv.durationMinutes} min
        </Text>
        <When interview={iv} zone={zone} />
      </Link>
    </KeptListRow>
  );
}

export function MyInterviewsPage() {
  const query = useQuery(myInterviewsOptions());
  useLiveMyInterviews();
  const offline = useShowsDeviceCopy(query);
  const items = query.data ?? [];
  const zone = deviceTimeZone();
  const body = () => {
    if (query.isPending) return <LoadingState label="Loading interviews" />;
    if (query.isError && items.length === 0) {
      return <CannotShow query={query} what="your interviews" failure="Could not load your interviews" />;
    }
    if (items.length === 0) return <StateMessage {...NO_INTERVIEWS} />;
    return (
      <Stack as="ul" gap="3" aria-label="Your interviews">
        {items.map((iv) => (
          <Entry key={iv._id} interview={iv} zone={zone} />
        ))}
      </Stack>
    );
  };
  return (
    <Container maxW="3xl" py={{ base: '6', md: '10' }}>
      <PageTitle mb="6">Interviews</PageTitle>
      <OfflineNotice offline={offline} savedAt={query.dataUpdatedAt || null} />
      {body()}
    </Container>
  );
}
