// A company's jobs: back to /companies, the company header and About card, a search over title
// and location and the type filter (asked of the server; offline, of the device), the job cards a
// page at a time, and the loading, empty and error states.
import { Box, Container, Heading, HStack, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDeviceAnswerOffline, useOnline } from '../../offline/index.ts';
import { CompanyLogo } from '../../ui/company-logo.tsx';
import { LoadMoreFor } from '../../ui/load-more-sentinel.tsx';
import { OfflineNotice, PageTitle, StateMessage } from '../../ui/screen.tsx';
import {
  type CompanyItem,
  companyJobsErrorMessage,
  companyJobsQueryOptions,
  JOB_TYPE_FILTERS,
  type JobTypeFilter,
} from './api.ts';
import { CompanyJobCard } from './company-job-card.tsx';
import { SearchInput } from '../../ui/search-input.tsx';
import { useDebouncedValue } from '../../ui/use-debounced-value.ts';
import { ButtonLink } from '../../ui/button-link.tsx';

export function CompanyJobsPage({ id }: { id: string }) {
  const [search, setSearch] = useState('');
  const [type, setType] = useState<JobTypeFilter>('all');
  // Offline the device answers in milliseconds: no request to spare, so every keystroke searches.
  const q = useDebouncedValue(search.trim(), useOnline() ? 300 : 0);
  const query = useInfiniteQuery(companyJobsQueryOptions(id, { q, type }));
  useDeviceAnswerOffline(query);

  const back = (
    <ButtonLink to="/companies" variant="ghost" size="sm" mb="4" ms="-2">
      ← Back to Companies
    </ButtonLink>
  );

  if (query.isPending) {
    return (
      <Container maxW="6xl" py={{ base: '6', md: '10' }}>
        {back}
        <Text role="status" color="fg.muted" textAlign="center" py="16">
          Loading jobs...
        </Text>
      </Container>
    );
  }
  if (query.isError && !query.data) {
    return (
      <Container maxW="6xl" py={{ base: '6', md: '10' }}>
        {back}
        <StateMessage text={companyJobsErrorMessage(query.error)} onRetry={() => void query.refetch()} />
      </Container>
    );
  }

  const first = query.data.pages[0];
  const company = first?.company ?? null;
  const jobs = query.data.pages.flatMap((p) => p.data);
  const name = company?.currentCompany || jobs[0]?.CompanyName || 'Unknown Company';
  // Every job of the company, whatever the search; saved before this count existed: what was seen.
  const total = company?.totalJobs ?? jobs.length;
  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }}>
      {back}
      <OfflineNotice
        offline={first?.offline}
        savedAt={first?.savedAt}
        found={
          first?.device && { ...first.device, searching: q !== '' || type !== 'all', noun: ['job', 'jobs'] }
        }
      />
      <HStack gap="4" mb="6">
        <CompanyLogo src={company?.companyLogo} name={name} size="16" />
        <Box>
          <PageTitle>{name}</PageTitle>
          <Text color="fg.muted">
            {total} {total === 1 ? 'job' : 'jobs'}
          </Text>
        </Box>
      </HStack>
      <AboutCard company={company} name={name} />
      <Stack direction={{ base: 'column', md: 'row' }} gap="3" my="6">
        <SearchInput placeholder="Search jobs..." value={search} onChange={setSearch} maxW={{ md: 'md' }} />
        <NativeSelect.Root recipe={nativeSelectSlotRecipe} maxW={{ md: '48' }}>
          <NativeSelect.Field
            aria-label="Job type"
            value={type}
            onChange={(e) => setType(e.currentTarget.value as JobTypeFilter)}
            bg="bg.panel"
          >
            {JOB_TYPE_FILTERS.map((f) => (
              <option key={f.value} value={f.value}>
                {f.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Stack>
      {jobs.length === 0 ? (
        <StateMessage
          text={
            total === 0 ? 'No jobs found for this company.' : 'No jobs found matching your search criteria.'
          }
        />
      ) : (
        <>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5" opacity={query.isPlaceholderData ? 0.6 : 1}>
            {jobs.map((job) => (
              <CompanyJobCard key={job._id} job={job} />
            ))}
          </SimpleGrid>
          <LoadMoreFor query={query} />
        </>
      )}
    </Container>
  );
}

function AboutCard({ company, name }: { company: CompanyItem | null; name: string }) {
  return (
    <Box
      as="section"
      aria-label={`About ${name}`}
      borderWidth="1px"
      rounded="xl"
      bg="bg.panel"
      shadow="sm"
      p="5"
    >
      <Heading as="h2" fontSize="lg" mb="2">
        About {name}
      </Heading>
      <Text whiteSpace="pre-line" color={company?.companyDescription ? undefined : 'fg.muted'}>
        {company?.companyDescription || 'No description available'}
      </Text>
      {company?.userId.username && (
        <Text fontSize="sm" color="fg.muted" mt="3">
          {company.currentRole ? `${company.currentRole} · ` : ''}
          {company.userId.username} · {company.userId.useremail}
        </Text>
      )}
    </Box>
  );
}
