// /applications/$applicationId — one application, for its candidate, its job's hiring team or an
// interviewer of it: the stage (the team moves it here too), its interviews and timeline, the
// message thread (not for an interviewer), and (not for the candidate) the private notes and the
// scorecards. What was seen online reads offline, with the offline notice.
import { Container, Grid, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useShowsDeviceCopy } from '../../../offline/index.ts';
import { useSession } from '../../../lib/session.ts';
import { LoadingState, OfflineNotice, PageTitle } from '../../../ui/screen.tsx';
import { CannotShow } from '../../../ui/kept-list.tsx';
import { SectionBox } from '../../../ui/section-box.tsx';
import { StageBadge } from '../../../ui/stage-badge.tsx';
import type { Stage } from '../../../../contract/hiring.ts';
import { THREAD_POLL_MS, threadOptions, timelineOptions } from '../api.ts';
import { applicationViewOptions, scorecardsOptions } from '../scorecards/queries.ts';
import { ScorecardsSection } from '../scorecards/scorecards-section.tsx';
import { Thread } from '../thread/thread.tsx';
import { Notes } from './notes.tsx';
import { StageMover } from './stage-mover.tsx';
import { Timeline } from './timeline.tsx';

type Props = {
  applicationId: string;
  /** The application's interviews, from their own feature (the route composes them). */
  interviews?: (at: { stage: Stage; viewer: 'recruiter' | 'interviewer' | 'candidate' }) => React.ReactNode;
};

export function ApplicationPage({ applicationId, interviews }: Props) {
  const session = useSession();
  const recruiter = session?.role === 'recruiter';
  const timeline = useQuery(timelineOptions(applicationId));
  // The server says how a recruiter stands: on the hiring team, or an interviewer of this application.
  const scores = useQuery({ ...scorecardsOptions(applicationId), enabled: recruiter });
  const interviewer = scores.data?.viewer === 'interviewer';
  const view = useQuery({ ...applicationViewOptions(applicationId), enabled: interviewer });
  // The thread's first page names the job and the other side; the thread itself keeps it fresh.
  const thread = useInfiniteQuery({ ...threadOptions(applicationId, THREAD_POLL_MS), enabled: !interviewer });
  const info = thread.data?.pages[0]?.thread;
  const offline = useShowsDeviceCopy(timeline);
  const candidate = view.data?.candidateId;
  const candidateName = info?.withName ?? candidate?.fullName ?? 'The candidate';

  if (timeline.isPending) return <LoadingState label="Loading the application" />;
  if (!timeline.data) {
    return (
      <Container maxW="3xl" py="10">
        <CannotShow query={timeline} what="this application" failure="Could not load this application" />
      </Container>
    );
  }
  const team = recruiter && !interviewer;
  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }}>
      <HStack justify="space-between" align="start" wrap="wrap" gap="3" mb="6">
        <Stack gap="1">
          <PageTitle>{info?.jobTitle ?? 'Application'}</PageTitle>
          {(info || candidate) && (
            <Text color="fg.muted">
              {recruiter ? `Candidate: ${candidateName}` : `Recruiter: ${info?.withName}`}
            </Text>
          )}
          {interviewer && candidate?.resume && (
            <Link href={candidate.resume} target="_blank" rel="noopener" fontSize="sm" colorPalette="blue">
              Résumé
            </Link>
          )}
        </Stack>
        <Stack gap="2" align={{ base: 'start', md: 'end' }}>
          <StageBadge stage={timeline.data.stage} />
          {team && (
            <StageMover
              applicationId={applicationId}
              stage={timeline.data.stage}
              candidateName={candidateName}
            />
          )}
        </Stack>
      </HStack>
      <OfflineNotice offline={offline} savedAt={timeline.dataUpdatedAt || null} />
      <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap="5" alignItems="start">
        <Stack gap="5">
          {!interviewer && (
            <SectionBox title="Messages">
              <Thread applicationId={applicationId} />
            </SectionBox>
          )}
          {recruiter && (
            <SectionBox title="Scorecards">
              <ScorecardsSection applicationId={applicationId} candidateName={candidateName} />
            </SectionBox>
          )}
        </Stack>
        <Stack gap="5">
          {interviews?.({
            stage: timeline.data.stage,
            viewer: interviewer ? 'interviewer' : recruiter ? 'recruiter' : 'candidate',
          })}
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
