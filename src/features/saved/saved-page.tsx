// /saved — the candidate's saved jobs, most recently saved first; offline, the list last seen, with
// what was saved or removed on this device since then and not sent yet.
import { Box, Container, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useSession } from '../../lib/session.ts';
import { type OutboxEntry, readSaved } from '../../offline/index.ts';
import { useOutboxEntries } from '../../offline/outbox.ts';
import { LoadMoreFor } from '../../ui/load-more-sentinel.tsx';
import { LoadingState, OfflineNotice, PageTitle, StateMessage } from '../../ui/screen.tsx';
import { JobCard } from '../../ui/job-card.tsx';
import { savedKeys, savedListOptions } from './api.ts';
import { SaveToggle } from './save-toggle.tsx';
import { BrowseJobsButton } from '../../ui/browse-jobs-button.tsx';

function Message({ title, text }: { title: string; text: string }) {
  return <StateMessage title={title} text={text} action={<BrowseJobsButton />} />;
}

function QueuedNote({ entry }: { entry: OutboxEntry }) {
  return (
    <Text fontSize="sm" color={entry.state === 'failed' ? 'red.fg' : 'orange.fg'}>
      {entry.state === 'failed'
        ? (entry.error ?? 'This save was not sent')
        : "Saved on this device — it will be sent when you're back online."}
    </Text>
  );
}

/**
 * A save made on this device that the server has not answered yet: the job's own card from the
 * device's copy (it was seen to be saved), else its title and company as the save noted them.
 */
function QueuedSave({ entry }: { entry: OutboxEntry }) {
  const jobId = entry.ref.jobId ?? '';
  const { data: job } = useQuery({
    queryKey: [...savedKeys.list, 'on-device', jobId],
    queryFn: () => readSaved('jobs', jobId),
  });
  if (job)
    return (
      <Stack gap="2">
        <JobCard job={job} Actions={SaveToggle} />
        <QueuedNote entry={entry} />
      </Stack>
    );
  return (
    <Box as="article" borderWidth="1px" rounded="xl" bg="bg.panel" p="5">
      <Link to="/jobs/Info/$UrlPath" params={{ UrlPath: entry.ref.UrlPath ?? '' }}>
        <Text fontWeight="semibold" fontSize="lg">
          {entry.ref.JobTitle}
        </Text>
      </Link>
      <Text color="fg.muted" fontSize="sm" mb="3">
        {entry.ref.CompanyName}
      </Text>
      <QueuedNote entry={entry} />
    </Box>
  );
}

/** The last queued save or unsave of each job, in the order they were made. */
function latestPerJob(entries: OutboxEntry[]) {
  const latest = new Map<string, OutboxEntry>();
  for (const e of entries) {
    latest.delete(e.ref.jobId ?? '');
    latest.set(e.ref.jobId ?? '', e);
  }
  return [...latest.values()];
}

export function SavedPage() {
  const candidate = useSession()?.role === 'candidate';
  const query = useInfiniteQuery({ ...savedListOptions(), enabled: candidate });
  const pending = latestPerJob(useOutboxEntries('save'));
  const removed = new Set(pending.filter((e) => e.ref.action === 'unsave').map((e) => e.ref.jobId));
  const loaded = query.data?.pages.flatMap((p) => p.data) ?? [];
  const shown = new Set(loaded.map((j) => j._id));
  const added = pending.filter((e) => e.ref.action === 'save' && !shown.has(e.ref.jobId ?? '')).reverse();
  const jobs = loaded.filter((j) => !removed.has(j._id));
  const first = query.data?.pages[0];

  let body: React.ReactNode;
  if (!candidate)
    body = <Message title="Saved jobs are for candidates" text="Login as a candidate to save jobs." />;
  else if (query.isPending && added.length === 0) {
    body = <LoadingState label="Loading saved jobs" />;
  } else if (query.isError && added.length === 0) {
    body = <Message title="Could not load your saved jobs" text="Check your connection and try again." />;
  } else if (jobs.length === 0 && added.length === 0) {
    body = <Message title="No saved jobs yet" text="Save a job from its card or its page to find it here." />;
  } else {
    body = (
      <>
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="5">
          {added.map((entry) => (
            <QueuedSave key={entry.id} entry={entry} />
          ))}
          {jobs.map((job) => (
            <JobCard key={job._id} job={job} Actions={SaveToggle} />
          ))}
        </SimpleGrid>
        <LoadMoreFor query={query} />
      </>
    );
  }

  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }}>
      <PageTitle mb="6">Saved Jobs</PageTitle>
      <OfflineNotice offline={first?.offline} savedAt={first?.savedAt} />
      {body}
    </Container>
  );
}
