import { Badge, Box, Heading, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
import { badgeRecipe } from '@chakra-ui/react/theme';
import { formatDate } from '../../ui/relative-time.ts';
import { useRelativeTime } from '../../ui/use-relative-time.ts';
import { useDeadlinePassed } from '../../ui/job-closed.ts';
import type { Job } from './api.ts';
import { ButtonLink } from '../../ui/button-link.tsx';

function Tag({ children, palette = 'gray' }: { children: string; palette?: string }) {
  return (
    <Badge recipe={badgeRecipe} colorPalette={palette} variant="subtle" size="md">
      {children}
    </Badge>
  );
}

export function CompanyJobCard({ job }: { job: Job }) {
  const deadline = new Date(job.ApplicationDeadline);
  const closed = useDeadlinePassed(job);
  const when = useRelativeTime(deadline);
  return (
    <Stack
      as="article"
      aria-label={job.JobTitle}
      gap="3"
      borderWidth="1px"
      rounded="xl"
      bg="bg.panel"
      shadow="sm"
      p="5"
    >
      <Box>
        <Heading as="h3" fontSize="lg">
          {job.JobTitle}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {job.CompanyName}
        </Text>
      </Box>
      <Wrap gap="2">
        <Tag palette="blue">{job.Location}</Tag>
        <Tag palette="purple">{job.JobType}</Tag>
        <Tag palette="green">{job.SalaryRange || 'Competitive'}</Tag>
      </Wrap>
      <Text fontSize="sm" color={closed ? 'red.fg' : 'fg.muted'} title={formatDate(deadline, { utc: true })}>
        {closed ? 'Closed' : 'Deadline'} {when}
      </Text>
      {job.RequiredSkills.length > 0 && (
        <Box>
          <Text fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" mb="1">
            Required Skills
          </Text>
          <Wrap gap="1.5">
            {job.RequiredSkills.map((s) => (
              <Tag key={s}>{s}</Tag>
            ))}
          </Wrap>
        </Box>
      )}
      <Text fontSize="sm" lineClamp="3">
        {job.JobDescription}
      </Text>
      <HStack justify="flex-end" mt="auto">
        <ButtonLink to="/jobs/Info/$UrlPath" params={{ UrlPath: job.UrlPath }} colorPalette="blue" size="sm">
          View Details
        </ButtonLink>
      </HStack>
    </Stack>
  );
}
