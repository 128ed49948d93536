// /jobs — a recruiter sees 'Your Job Listings' (GET /getjob), everyone else 'Available Positions'
// (GET /api/jobs/search, with counts beside each filter). The whole query lives in the URL; more
// pages load on scroll. Offline, the device searches what it holds with the same query, and says so.
import { Box, Container, Text } from '@chakra-ui/react';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { type ComponentType, lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Job } from '../../../contract/jobs.ts';
import { isNetworkError } from '../../lib/http.ts';
import { useDeviceAnswerOffline, useOnline, warmJobSearch } from '../../offline/index.ts';
import { useSession } from '../../lib/session.ts';
import { LoadingState, OfflineNotice, PageTitle, StateMessage } from '../../ui/screen.tsx';
import { type JobQuery, jobListOptions } from './api.ts';
import { type JobActions, JobCard } from '../../ui/job-card.tsx';
import { jobsText } from './job-count-text.ts';
import { lazyPart, ShownLazily } from '../../ui/shown-lazily.tsx';
import { ShownWhenUsed } from '../../ui/shown-when-used.tsx';
import { useHydrated } from '../../ui/use-hydrated.ts';
import { useNarrowScreen } from '../../ui/use-narrow-screen.ts';
import { LoadMoreSentinel } from '../../ui/load-more-sentinel.tsx';
import { useDebouncedValue } from '../../ui/use-debounced-value.ts';
import { ButtonLink } from '../../ui/button-link.tsx';

// The search form is in the server's page; its code (fields, filters, place completion) loads when
// the form is first used, so a visitor who only reads the list never fetches it.
export const searchBar = lazyPart(() =>
  import('./components/job-search-bar.tsx').then((m) => m.JobSearchBar),
);
// On a phone the filters are a sheet behind this button; a wider screen never loads it.
const filtersButton = lazyPart(() => import('./components/filters-button.tsx').then((m) => m.FiltersButton));
// Shown only for a filtered search, an empty one or one with notices: /jobs opened plainly loads none.
export const chips = lazyPart(() =>
  import('./components/job-filter-chips.tsx').then((m) => m.JobFilterChips),
);
export const emptySearch = lazyPart(() =>
  import('./components/search-empty-state.tsx').then((m) => m.SearchEmptyState),
);
export const notices = lazyPart(() =>
  import('./components/search-empty-state.tsx').then((m) => m.SearchNotices),
);

/** What other features add for a signed-in candidate; the route passes them in. */
export type CandidateParts = {
  SaveToggle: JobActions;
  AlertMe: ComponentType<{ filters: { q: string; type: NonNullable<JobQuery['type']> | '' } }>;
};

// A recruiter's card buttons (View Applicants, Close applications) load for a recruiter only:
// visitors and candidates, who open /jobs most, never fetch them. The grid waits for them (its
// Suspense below), so the cards do not grow when they arrive.
const loadRecruiterActions = () => import('./components/recruiter-card-actions.tsx');
const RecruiterCardActions = lazy(() =>
  loadRecruiterActions().then((m) => ({ default: m.RecruiterCardActions })),
);

type Props = {
  filters: JobQuery;
  onFiltersChange: (next: JobQuery) => void;
  candidate: CandidateParts;
};

type GridProps = {
  jobs: Job[];
  Actions: JobActions;
  faded: boolean;
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
};

// SimpleGrid's columns, written out: its code and Grid's are 0.7 KB gzip of /jobs' first load.
const columns = {
  base: 'repeat(1, minmax(0, 1fr))',
  md: 'repeat(2, minmax(0, 1fr))',
  lg: 'repeat(3, minmax(0, 1fr))',
};

function JobGrid({ jobs, Actions, faded, hasMore, loading, onLoadMore }: GridProps) {
  return (
    <>
      <Box display="grid" gridTemplateColumns={columns} gap="5" opacity={faded ? 0.6 : 1}>
        {jobs.map((job) => (
          <JobCard key={job._id} job={job} Actions={Actions} />
        ))}
      </Box>
      <LoadMoreSentinel hasMore={hasMore} loading={loading} onLoadMore={onLoadMore} />
    </>
  );
}

/** Whether the query sets anything a chip would show (sort alone is no filter). */
const hasFilters = (q: JobQuery) => Object.entries(q).some(([k, v]) => k !== 'sort' && v !== undefined);

export function JobListPage({ filters, onFiltersChange, candidate }: Props) {
  const recruiter = useSession()?.role === 'recruiter';
  const hydrated = useHydrated();
  const narrow = useNarrowScreen();
  useEffect(() => {
    // Fetched beside the list, not after it.
    if (recruiter) void loadRecruiterActions();
  }, [recruiter]);
  const [text, setText] = useState(filters.q ?? '');
  const q = useDebouncedValue(text.trim(), 300);
  // Offline the device answers in milliseconds: every keystroke searches it at once (the URL
  // follows when typing pauses); online a search waits for the URL, one request per pause.
  const online = useOnline();
  const searched = online ? filters : { ...filters, q: text.trim().slice(0, 100) || undefined };
  useEffect(() => {
    if (!online) warmJobSearch();
  }, [online]);
  const latest = useRef({ filters, onFiltersChange, text });
  latest.current = { filters, onFiltersChange, text };
  useEffect(() => {
    // Only a change of the debounced text writes the URL (Clear and Back set it directly).
    const { filters: f, onFiltersChange: change } = latest.current;
    if (q !== (f.q ?? '')) change({ ...f, q: q || undefined });
  }, [q]);
  useEffect(() => {
    // Back online, words typed offline go to the URL at once: online the list follows the URL,
    // and it should not show the unfiltered list while the pause before writing it runs out.
    const { filters: f, onFiltersChange: change } = latest.current;
    const typed = latest.current.text.trim().slice(0, 100);
    if (online && typed !== (f.q ?? '')) change({ ...f, q: typed || undefined });
  }, [online]);

  const query = useInfiniteQuery({
    ...jobListOptions(recruiter ? 'mine' : 'all', searched),
    placeholderData: keepPreviousData,
  });
  useDeviceAnswerOffline(query);
  const { data, error } = query;
  useEffect(() => {
    // A failing job list is logged and stays empty, with no error screen.
    if (error) console.error('Failed to fetch jobs:', error);
  }, [error]);

  const jobs = data?.pages.flatMap((p) => p.data) ?? [];
  const first = data?.pages[0];
  const meta = first?.meta;
  const searching = Object.values(searched).some((v) => v !== undefined && v !== 'relevance');
  // The search form's props stay the same between renders that change nothing of it (ShownWhenUsed).
  const change = useCallback((patch: Partial<JobQuery>) => {
    if ('q' in patch) setText(patch.q ?? '');
    const next = { ...latest.current.filters, ...patch };
    // A radius means nothing without its place.
    if (!next.where) next.radius = undefined;
    latest.current.onFiltersChange(next);
  }, []);
  const { q: alertQ = '', type: alertType = '' } = filters;
  const action = useMemo(
    () =>
      recruiter ? (
        <ButtonLink to="/jobs/post-job" colorPalette="blue">
          Post Job
        </ButtonLink>
      ) : (
        searching && <candidate.AlertMe filters={{ q: alertQ, type: alertType }} />
      ),
    [recruiter, searching, candidate, alertQ, alertType],
  );

  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }} data-app-runs={hydrated ? '' : undefined}>
      <PageTitle mb="6">{recruiter ? 'Your Job Listings' : 'Available Positions'}</PageTitle>
      <ShownWhenUsed
        part={searchBar}
        query={filters}
        counts={meta?.counts}
        onChange={change}
        text={text}
        onTextChange={setText}
        placeholder={recruiter ? 'Search your listings...' : 'Search jobs...'}
        listingsOnly={recruiter}
        busy={query.isFetching && !query.isFetchingNextPage && !query.isPending}
        action={action}
      />
      {!recruiter && narrow && (
        <Suspense fallback={null}>
          <ShownLazily
            part={filtersButton}
            query={filters}
            counts={meta?.counts}
            total={meta?.total}
            onChange={change}
          />
        </Suspense>
      )}
      <Suspense fallback={null}>
        {!recruiter && hasFilters(filters) && <ShownLazily part={chips} query={filters} />}
        {meta?.notices.length ? <ShownLazily part={notices} notices={meta.notices} /> : null}
      </Suspense>
      {meta && !first?.offline && jobs.length > 0 && (
        <Text fontSize="sm" color="fg.muted" mb="4" role="status">
          {jobsText(meta.total)}
        </Text>
      )}
      <OfflineNotice
        offline={first?.offline}
        savedAt={first?.savedAt}
        found={first?.device && { ...first.device, searching, noun: ['job', 'jobs'] }}
      />
      {query.isPending ? (
        <LoadingState label="Loading jobs" />
      ) : jobs.length === 0 ? (
        <>
          {isNetworkError(error) && (
            <Text color="fg.muted" fontSize="sm" mb="4">
              {error.message}. Jobs you have seen while online stay available here.
            </Text>
          )}
          {searching ? (
            <Suspense fallback={<StateMessage title="No jobs match your search" />}>
              <ShownLazily
                part={emptySearch}
                query={filters}
                didYouMean={meta?.didYouMean}
                placeKnown={Boolean(meta?.place)}
              />
            </Suspense>
          ) : recruiter ? (
            <StateMessage
              title="You haven't posted any jobs yet"
              text='Click "Post Job" to create your first listing'
            />
          ) : (
            <StateMessage
              title="No jobs available at the moment"
              text="Check back later for new opportunities"
            />
          )}
        </>
      ) : (
        <Suspense fallback={<LoadingState label="Loading jobs" />}>
          <JobGrid
            jobs={jobs}
            Actions={recruiter ? RecruiterCardActions : candidate.SaveToggle}
            faded={query.isPlaceholderData}
            hasMore={Boolean(query.hasNextPage) && !query.isPlaceholderData}
            loading={query.isFetchingNextPage}
            onLoadMore={() => void query.fetchNextPage()}
          />
        </Suspense>
      )}
    </Container>
  );
}
