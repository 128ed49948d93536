// The companies screen: 'Featured Companies', a server search over company name or recruiter username,
// the cards, the empty and error states. Offline it shows the mirrored list with its age.
import { Box, Button, Center, Container, SimpleGrid } from '@chakra-ui/react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDeviceAnswerOffline, useOnline } from '../../offline/index.ts';
import { LoadingState, OfflineNotice, PageTitle, StateMessage } from '../../ui/screen.tsx';
import { companiesErrorMessage, companiesQueryOptions } from './api.ts';
import { CompanyCard } from './company-card.tsx';
import { SearchInput } from '../../ui/search-input.tsx';
import { useDebouncedValue } from '../../ui/use-debounced-value.ts';

export function CompaniesPage() {
  const [search, setSearch] = useState('');
  // Offline the device answers in milliseconds: no request to spare, so every keystroke searches.
  const q = useDebouncedValue(search.trim(), useOnline() ? 300 : 0);
  const query = useInfiniteQuery(companiesQueryOptions(q));
  useDeviceAnswerOffline(query);
  const companies = query.data?.pages.flatMap((p) => p.data) ?? [];
  const first = query.data?.pages[0];

  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }}>
      <Box
        display="flex"
        flexDirection={{ base: 'column', md: 'row' }}
        gap="4"
        mb="6"
        justifyContent="space-between"
      >
        <PageTitle>Featured Companies</PageTitle>
        <SearchInput
          placeholder="Search companies..."
          value={search}
          onChange={setSearch}
          maxW={{ md: 'md' }}
        />
      </Box>
      <OfflineNotice
        offline={first?.offline}
        savedAt={first?.savedAt}
        found={first?.device && { ...first.device, searching: q !== '', noun: ['company', 'companies'] }}
      />
      {query.isPending ? (
        <LoadingState label="Loading companies" />
      ) : query.isError && !query.data ? (
        <StateMessage text={companiesErrorMessage(query.error)} onRetry={() => void query.refetch()} />
      ) : companies.length === 0 ? (
        <StateMessage text={q ? 'No companies found matching your search.' : 'No companies found.'} />
      ) : (
        <>
          <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="5" opacity={query.isPlaceholderData ? 0.6 : 1}>
            {companies.map((c) => (
              <CompanyCard key={c._id} company={c} />
            ))}
          </SimpleGrid>
          {query.hasNextPage && (
            <Center mt="8">
              <Button
                variant="outline"
                onClick={() => void query.fetchNextPage()}
                loading={query.isFetchingNextPage}
              >
                Load more
              </Button>
            </Center>
          )}
        </>
      )}
    </Container>
  );
}
