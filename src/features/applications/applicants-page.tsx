// /jobs/Info/Applicants/$recruiterId (the param carries the job's UrlPath): the owning recruiter's
// applicants, a page at a time (more on scroll), with the profile dialog and Hire / Reject. A
// decision made offline is queued and shown as pending on its row until the replayer sends it.
import { type Stage, stages } from '../../../contract/hiring.ts';
import { Box, Button, Center, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useDeferredValue, useState } from 'react';
import type { Applicant } from '../../../contract/applications.ts';
import { useOnline } from '../../offline/index.ts';
import { useOutboxEntries } from '../../offline/outbox.ts';
import { LoadMoreFor } from '../../ui/load-more-sentinel.tsx';
import { OfflineNotice, PageTitle, StateMessage } from '../../ui/screen.tsx';
import { SearchInput } from '../../ui/search-input.tsx';
import { StageSelect } from '../../ui/stage-select.tsx';
import { useDebouncedValue } from '../../ui/use-debounced-value.ts';
import { toast } from '../../ui/toaster/toast.ts';
import { applicantsOptions, type Decision, useDecision } from './api.ts';
import { ApplicantRow } from './components/applicant-row.tsx';
import { safeUrl } from '../../lib/safe-url.ts';
import { openKeptResume, useKeepResumesInBackground, useKeptResumes } from './resumes.ts';

const ApplicantDialog = lazy(() =>
  import('./components/applicant-dialog.tsx').then((m) => ({ default: m.ApplicantDialog })),
);
const ResumeViewer = lazy(() =>
  import('./components/resume-viewer.tsx').then((m) => ({ default: m.ResumeViewer })),
);

function Legend() {
  const dot = (color: string, label: string) => (
    <HStack gap="1.5">
      <Box boxSize="2.5" rounded="full" bg={color} aria-hidden="true" />
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
    </HStack>
  );
  return (
    <HStack gap="4" aria-label="Legend">
      {dot('green.solid', 'Accepted')}
      {dot('yellow.solid', 'Pending')}
      {dot('red.solid', 'Rejected')}
    </HStack>
  );
}

function BackLink({ urlPath, children }: { urlPath: string; children?: React.ReactNode }) {
  return (
    <Button
      asChild
      variant={children ? 'outline' : 'ghost'}
      size="sm"
      aria-label={children ? undefined : 'Back to the job'}
    >
      <Link to="/jobs/Info/$UrlPath" params={{ UrlPath: urlPath }}>
        {children ?? '←'}
      </Link>
    </Button>
  );
}

export function ApplicantsPage({ urlPath }: { urlPath: string }) {
  const [text, setText] = useState('');
  // Offline the device answers in milliseconds: no request to spare, so every keystroke searches.
  const q = useDebouncedValue(text.trim(), useOnline() ? 300 : 0);
  // While a new search loads, React keeps the rows shown (a deferred value that suspends).
  const search = useDeferredValue(q);
  const [stage, setStage] = useState<Stage | ''>('');
  const query = useSuspenseInfiniteQuery(applicantsOptions(urlPath, search, stage));
  const decide = useDecision(urlPath);
  const decisions = useOutboxEntries('decision').filter((e) => e.ref.UrlPath === urlPath);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [reading, setReading] = useState<{ name: string; blob: Blob } | null>(null);

  const applicants = query.data.pages.flatMap((p) => p.data);
  const first = query.data.pages[0];
  const resumeUrls = applicants.flatMap((a) => safeUrl(a.candidateId.resume) ?? []);
  useKeepResumesInBackground(urlPath, resumeUrls, !first?.offline);
  const kept = useKeptResumes(resumeUrls);

  // Online the link opens the file itself; the kept copy only counts as opened, for the limits.
  async function openResume(applicant: Applicant, url: string, online: boolean) {
    const blob = await openKeptResume(url);
    if (online) return;
    if (blob) setReading({ name: applicant.candidateId.fullName, blob });
    else
      toast({
        title: 'This resume is not saved on this device',
        description: 'Open it again when you are back online.',
        type: 'info',
      });
  }
  const selected = applicants.find((a) => a._id === selectedId) ?? null;
  const queuedFor = (id: string) => decisions.find((e) => e.ref.applicationId === id);
  const selectedQueued = selected ? queuedFor(selected._id) : undefined;

  return (
    <Container maxW="5xl" py={{ base: '6', md: '10' }}>
      <HStack justify="space-between" wrap="wrap" gap="3" mb="6">
        <HStack gap="2">
          <BackLink urlPath={urlPath} />
          <PageTitle>Applicants</PageTitle>
        </HStack>
        <HStack gap="4" wrap="wrap">
          <Legend />
          <Button asChild size="sm" colorPalette="blue" variant="outline">
            <Link to="/jobs/Info/Board/$UrlPath" params={{ UrlPath: urlPath }}>
              Hiring board
            </Link>
          </Button>
        </HStack>
      </HStack>
      <HStack mb="4" gap="2" wrap={{ base: 'wrap', sm: 'nowrap' }}>
        <SearchInput
          placeholder="Search applicants by name or skill..."
          value={text}
          onChange={setText}
          busy={search !== q}
          maxW={{ md: 'md' }}
        />
        <Box w={{ base: 'full', sm: '48' }}>
          <StageSelect label="Stage" none="Every stage" value={stage} stages={stages} onChange={setStage} />
        </Box>
      </HStack>
      <OfflineNotice
        offline={first?.offline}
        savedAt={first?.savedAt}
        found={
          first?.device && {
            ...first.device,
            searching: search !== '' || stage !== '',
            noun: ['applicant', 'applicants'],
          }
        }
      />
      {applicants.length === 0 && (search || stage) ? (
        <StateMessage
          title="No applicants match your search"
          text="Try another name, skill or stage."
          action={
            <Button
              variant="outline"
              size="sm"
              onClick={() => {
                setText('');
                setStage('');
              }}
            >
              Clear search
            </Button>
          }
        />
      ) : applicants.length === 0 ? (
        <Center py="16" px="4" borderWidth="1px" borderStyle="dashed" rounded="xl" textAlign="center">
          <Stack gap="4" align="center">
            <Heading as="h2" fontSize="lg" fontWeight="semibold">
              No Applications Found
            </Heading>
            <BackLink urlPath={urlPath}>Back</BackLink>
          </Stack>
        </Center>
      ) : (
        <>
          <Stack as="ul" gap="3">
            {applicants.map((a) => (
              <ApplicantRow
                key={a._id}
                applicant={a}
                queued={queuedFor(a._id)}
                resumeKept={kept.has(safeUrl(a.candidateId.resume) ?? '')}
                onResume={(url, online) => void openResume(a, url, online)}
                onView={() => {
                  setSelectedId(a._id);
                  setOpen(true);
                }}
              />
            ))}
          </Stack>
          <LoadMoreFor query={query} />
        </>
      )}
      {selectedId && (
        <Suspense fallback={null}>
          <ApplicantDialog
            applicant={selected}
            open={open}
            state={{
              busy:
                decide.isPending && decide.variables.applicant._id === selectedId
                  ? decide.variables.decision
                  : null,
              queued: selectedQueued?.state === 'pending' ? (selectedQueued.ref.decision as Decision) : null,
            }}
            onClose={() => setOpen(false)}
            onDecide={(applicant, decision) => decide.mutate({ applicant, decision })}
          />
        </Suspense>
      )}
      {reading && (
        <Suspense fallback={null}>
          <ResumeViewer name={reading.name} blob={reading.blob} onClose={() => setReading(null)} />
        </Suspense>
      )}
    </Container>
  );
}
