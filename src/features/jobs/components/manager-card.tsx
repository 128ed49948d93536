import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { Job } from '../../../../contract/jobs.ts';
import { formatDate } from '../../../ui/relative-time.ts';
import { isClosed } from './closed.ts';
import { JobStateButton } from './job-state-button.tsx';
import { ButtonLink } from '../../../ui/button-link.tsx';

/** The owning recruiter's 'Job Status' card: applications received, deadline, 'View Applications'. */
export function ManagerCard({ job }: { job: Job }) {
  const closed = isClosed(job);
  const deadlinePassed = new Date(job.ApplicationDeadline).getTime() <= Date.now();
  return (
    <Box as="section" borderWidth="1px" rounded="xl" bg="bg.panel" p="5" aria-labelledby="job-status">
      <Heading as="h2" id="job-status" fontSize="lg" fontWeight="semibold" mb="4">
        Job Status
      </Heading>
      <Stack gap="3" mb="5">
        <HStack justify="space-between">
          <Text color="fg.muted">Applications received</Text>
          <Text fontWeight="bold" fontSize="xl" data-testid="applications-count">
            {job.ApplicationsReceived}
          </Text>
        </HStack>
        <HStack justify="space-between">
          <Text color="fg.muted">Deadline</Text>
          <Text fontWeight="medium">{formatDate(job.ApplicationDeadline, { utc: true })}</Text>
        </HStack>
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
      <ButtonLink
        to="/jobs/Info/Applicants/$recruiterId"
        params={{ recruiterId: job.UrlPath }}
        colorPalette="blue"
        w="full"
      >
        View Applications
      </ButtonLink>
    </Box>
  );
}
