// /saved — the candidate's saved jobs, most recently saved first; offline, the list last seen.
import { Button, Center, Container, Heading, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useSession } from '../../lib/session.ts';
import { LoadMoreSentinel } from '../../ui/load-more-sentinel.tsx';
import { OfflineNotice } from '../../ui/offline-notice.tsx';
import { JobCard } from '../jobs/components/job-card.tsx';
import { savedListOptions } from './api.ts';

function Message({ title, text }: { title: string; text: string }) {
  return (
    <Center py="16" px="4" borderWidth="1px" borderStyle="dashed" rounded="xl" textAlign="center">
      <Stack gap="3" align="center">
        <Heading as="h2" fontSize="lg" fontWeight="semibold">
          {title}
        </Heading>
        <Text color="fg.muted">{text}</Text>
        <Button asChild colorPalette="blue" mt="2">
          <Link to="/jobs">Browse Jobs</Link>
        </Button>
      </Stack>
    </Center>
  );
}

export function SavedPage() {
  const candidate = useSession()?.role === 'candidate';
  const query = useInfiniteQuery({ ...savedListOptions(), enabled: candidate });
  const jobs = query.data?.pages.flatMap((p) => p.data) ?? [];
  const first = query.data?.pages[0];

  let body: React.ReactNode;
  if (!candidate)
    body = <Message title="Saved jobs are for candidates" text="Login as a candidate to save jobs." />;
  else if (query.isPending) {
    body = (
      <Center py="16" role="status" aria-label="Loading saved jobs">
        <Spinner size="lg" color="blue.solid" borderWidth="3px" />
      </Center>
    );
  } else if (query.isError) {
    body = <Message title="Could not load your saved jobs" text="Check your connection and try again." />;
  } else if (jobs.length === 0) {
    body = <Message title="No saved jobs yet" text="Save a job from its card or its page to find it here." />;
  } else {
    body = (
      <>
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="5">
          {jobs.map((job) => (
            <JobCard key={job._id} job={job} recruiter={false} />
          ))}
        </SimpleGrid>
        <LoadMoreSentinel
          hasMore={Boolean(query.hasNextPage)}
          loading={query.isFetchingNextPage}
          onLoadMore={() => void query.fetchNextPage()}
        />
      </>
    );
  }

  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }}>
      <Heading as="h1" fontSize={{ base: '2xl', md: '3xl' }} fontWeight="bold" mb="6">
        Saved Jobs
      </Heading>
      <OfflineNotice offline={first?.offline} savedAt={first?.savedAt} />
      {body}
    </Container>
  );
}
