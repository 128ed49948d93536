import { Box, Stack, Text } from '@chakra-ui/react';
import type { Job } from '../../../../contract/jobs.ts';
import { formatDate } from '../../../ui/relative-time.ts';
import { isClosed } from '../../../ui/job-closed.ts';
import { JobStateButton } from './job-state-button.tsx';
import { ApplicantsLink } from './applicants-link.tsx';
import { Fact, SideCard } from './side-card.tsx';

/** The owning recruiter's 'Job Status' card: applications received, deadline, 'View Applications'. */
export function ManagerCard({ job }: { job: Job }) {
  const closed = isClosed(job);
  const deadlinePassed = new Date(job.ApplicationDeadline).getTime() <= Date.now();
  return (
    <SideCard id="job-status" title="Job Status">
      <Stack gap="3" mb="5">
        <Fact label="Applications received" fontWeight="bold" fontSize="xl" data-testid="applications-count">
          {job.ApplicationsReceived}
        </Fact>
        <Fact label="Deadline">{formatDate(job.ApplicationDeadline, { utc: true })}</Fact>
        {closed && (
          <Text fontSize="sm" color="orange.fg">
            {deadlinePassed
              ? 'The deadline has passed: no new applications.'
              : 'This job is closed: no new applications.'}
          </Text>
        )}
      </Stack>
      <Box mb="3">
        <JobStateButton job={job} full />
      </Box>
      <ApplicantsLink urlPath={job.UrlPath} colorPalette="blue" w="full">
        View Applications
      </ApplicantsLink>
    </SideCard>
  );
}
