import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { Job } from '../../../../contract/jobs.ts';
import { useRelativeTime } from '../../../ui/use-relative-time.ts';
import { CompanyLogo } from '../../../ui/company-logo.tsx';
import { useClosed } from '../../../ui/job-closed.ts';
import { JobBadge } from '../../../ui/job-badge.tsx';
import { jobTypeLabel, salaryLabel } from '../../../ui/job-labels.ts';
import type { JobActions } from '../../../ui/job-card.tsx';

/** Title, company, logo, location / type / salary badges and 'Posted … ago' (both views). */
export function JobHeader({ job, SaveToggle }: { job: Job; SaveToggle: JobActions }) {
  return (
    <Box borderWidth="1px" rounded="xl" bg="bg.panel" p={{ base: '4', md: '6' }} mb="6">
      <HStack align="start" gap="4">
        <CompanyLogo
          src={job.recruiterId.companyLogo}
          name={job.CompanyName}
          size={{ base: '14', md: '16' }}
        />
        <Stack gap="1" minW="0">
          <Heading as="h1" fontSize={{ base: 'xl', md: '3xl' }} fontWeight="bold">
            {job.JobTitle}
          </Heading>
          <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }}>
            {job.CompanyName}
          </Text>
        </Stack>
      </HStack>
      <HStack gap="2" wrap="wrap" mt="4">
        <JobBadge colorPalette="blue">{job.Location}</JobBadge>
        <JobBadge colorPalette="green">{jobTypeLabel(job.JobType)}</JobBadge>
        <JobBadge colorPalette="purple">{salaryLabel(job.SalaryRange)}</JobBadge>
        <ClosedBadge job={job} />
        <SaveToggle job={job} />
        <Posted at={job.createdAt} />
      </HStack>
    </Box>
  );
}

// The parts that read the browser's clock render again right after hydration: each is its own
// component, so that the rest of the header is not rendered twice.
function ClosedBadge({ job }: { job: Job }) {
  return useClosed(job) ? <JobBadge colorPalette="red">Closed</JobBadge> : null;
}

function Posted({ at }: { at: Job['createdAt'] }) {
  return (
    // A visitor's document has no app: its small script (src/visitor.ts) makes the date relative.
    <Text asChild fontSize="sm" color="fg.muted" ms={{ sm: 'auto' }}>
      <time dateTime={new Date(at).toISOString()} data-relative="Posted ">
        Posted {useRelativeTime(at)}
      </time>
    </Text>
  );
}
