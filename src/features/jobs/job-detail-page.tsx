// /jobs/Info/$UrlPath — the manager view for the recruiter who owns the job, the apply view for
// everyone else (visitors too: a shared job link opens for anyone).
import { Box, Container, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useSession } from '../../lib/session.ts';
import { OfflineNotice } from '../../ui/screen.tsx';
import { jobDetailOptions } from './api.ts';
import { BulletList, DetailSection, Paragraphs, SkillList } from './components/detail-section.tsx';
import { JobHeader } from './components/job-header.tsx';
import { QuickApplyCard } from './components/quick-apply-card.tsx';
import type { JobActions } from '../../ui/job-card.tsx';
import { ButtonLink } from '../../ui/button-link.tsx';

// The owner's 'Job Status' card loads for the owning recruiter only: a visitor's job page, the
// one shared links open, never fetches it. The page's body waits for it (its Suspense below), so
// nothing moves when it arrives.
const ManagerCard = lazy(() =>
  import('./components/manager-card.tsx').then((m) => ({ default: m.ManagerCard })),
);

/** The manager view is for the recruiter who owns the job; everyone else gets the apply view. */
function useIsOwner(ownerUserId: string): boolean {
  const session = useSession();
  return session?.role === 'recruiter' && session.user._id === ownerUserId;
}

/** `SaveToggle`: the candidate's Save, from the saved-jobs feature (the route passes it in). */
export function JobDetailPage({ urlPath, SaveToggle }: { urlPath: string; SaveToggle: JobActions }) {
  const { data: result } = useSuspenseQuery(jobDetailOptions(urlPath));
  const job = result.data;
  const manager = useIsOwner(job.UserId._id);
  const requirements = job.Requirements?.length ? job.Requirements : null;

  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }}>
      <ButtonLink to="/jobs" variant="ghost" size="sm" mb="4" ms="-2">
        ← Back to jobs
      </ButtonLink>
      <OfflineNotice offline={result.offline} savedAt={result.savedAt} />
      <JobHeader job={job} SaveToggle={SaveToggle} />
      <Suspense fallback={null}>
        <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="6" alignItems="start">
          <Stack gap="6" order={{ base: 2, lg: 1 }}>
            <DetailSection title="About the Role">
              <Paragraphs text={job.JobDescription} />
            </DetailSection>
            {manager ? (
              <>
                <DetailSection title="Required Skills">
                  <SkillList skills={job.RequiredSkills} />
                </DetailSection>
                {requirements && (
                  <DetailSection title="Requirements">
                    <BulletList items={requirements} />
                  </DetailSection>
                )}
                <DetailSection title="About the Company">
                  <Heading as="h3" fontSize="md" fontWeight="semibold" mb="1">
                    {job.recruiterId.currentCompany || job.CompanyName || 'Unknown Company'}
                  </Heading>
                  <Text color="fg.muted">
                    {job.recruiterId.companyDescription || 'No description available'}
                  </Text>
                </DetailSection>
              </>
            ) : (
              <>
                <DetailSection title="Requirements">
                  {requirements ? (
                    <BulletList items={requirements} />
                  ) : (
                    <SkillList skills={job.RequiredSkills} />
                  )}
                  {requirements && (
                    <Box mt="4">
                      <SkillList skills={job.RequiredSkills} />
                    </Box>
                  )}
                </DetailSection>
                {job.Responsibilities?.length ? (
                  <DetailSection title="Responsibilities">
                    <BulletList items={job.Responsibilities} />
                  </DetailSection>
                ) : null}
              </>
            )}
          </Stack>
          <Box order={{ base: 1, lg: 2 }} position={{ lg: 'sticky' }} top={{ lg: '88px' }}>
            {manager ? <ManagerCard job={job} /> : <QuickApplyCard job={job} />}
          </Box>
        </Grid>
      </Suspense>
    </Container>
  );
}
