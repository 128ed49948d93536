// One job in the list (spec "Job card"): title, company and logo, location and type badges, the
// description clamped to two lines, 'View Details' and, for recruiters, 'View Applicants'.
import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { memo } from 'react';
import type { Job } from '../../../../contract/jobs.ts';
import { CompanyLogo } from '../../../ui/company-logo.tsx';
import { JobBadge, jobTypeLabel } from './job-badge.tsx';

type Props = { job: Job; recruiter: boolean };

/** Memoized: the list grows a few cards per task (useFirstScreenful), the shown ones stay as they are. */
export const JobCard = memo(function JobCard({ job, recruiter }: Props) {
  return (
    <Box
      as="article"
      borderWidth="1px"
      rounded="xl"
      bg="bg.panel"
      p="5"
      shadow="xs"
      display="flex"
      flexDirection="column"
      gap="4"
      transition="box-shadow 0.2s"
      _hover={{ shadow: 'md' }}
    >
      <HStack align="start" gap="3">
        <CompanyLogo src={job.recruiterId.companyLogo} name={job.CompanyName} />
        <Stack gap="0.5" minW="0">
          <Heading as="h2" fontSize="lg" fontWeight="semibold" lineClamp={2}>
            {job.JobTitle}
          </Heading>
          <Text color="fg.muted" fontSize="sm" truncate>
            {job.CompanyName}
          </Text>
        </Stack>
      </HStack>
      <HStack gap="2" wrap="wrap">
        <JobBadge colorPalette="blue">{job.Location}</JobBadge>
        <JobBadge colorPalette="green">{jobTypeLabel(job.JobType)}</JobBadge>
      </HStack>
      <Box flex="1">
        <Text color="fg.muted" fontSize="sm" lineClamp={2}>
          {job.JobDescription}
        </Text>
      </Box>
      <HStack gap="2" wrap="wrap">
        <Button asChild size="sm" colorPalette="blue">
          <Link to="/jobs/Info/$UrlPath" params={{ UrlPath: job.UrlPath }}>
            View Details
          </Link>
        </Button>
        {recruiter && (
          <Button asChild size="sm" variant="outline">
            <Link to="/jobs/Info/Applicants/$recruiterId" params={{ recruiterId: job.UrlPath }}>
              View Applicants
            </Link>
          </Button>
        )}
      </HStack>
    </Box>
  );
});
