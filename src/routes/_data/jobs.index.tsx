import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { type JobType, jobTypes } from '../../../contract/constants.ts';
import { type JobFilters, jobListOptions } from '../../features/jobs/api.ts';
import { candidateParts } from '../../app/candidate-parts.tsx';
import { JobListPage } from '../../features/jobs/job-list-page.tsx';
import { pageHead } from '../../lib/page-head.ts';
import { getSession } from '../../lib/session.ts';

type JobSearch = { q?: string; type?: JobType };

const filtersOf = (s: JobSearch): JobFilters => ({ q: s.q ?? '', type: s.type ?? '' });

export const Route = createFileRoute('/_data/jobs/')({
  // One chunk for the loader and the screen: opened cold (offline start) they are needed together.
  codeSplitGroupings: [['loader', 'component']],
  validateSearch: (search: Record<string, unknown>): JobSearch => ({
    q: typeof search.q === 'string' && search.q.trim() ? search.q.trim().slice(0, 100) : undefined,
    type: jobTypes.find((t) => t === search.type),
  }),
  loaderDeps: ({ search }) => filtersOf(search),
  // prefetch, not ensure: a failing list is logged by the page and stays empty.
  loader: ({ context, deps }) =>
    context.queryClient.prefetchInfiniteQuery(
      jobListOptions(getSession()?.role === 'recruiter' ? 'mine' : 'all', deps, context.transport),
    ),
  head: ({ match }) => {
    const { q, type } = match.search;
    const what = [type, q ? `“${q}”` : ''].filter(Boolean).join(' ');
    return pageHead({
      title: what ? `${what} jobs — Hireloop` : 'Jobs — Hireloop',
      description: `Browse ${what ? `${what} ` : ''}jobs on Hireloop and apply in seconds, even on a bad connection.`,
      path: `/jobs?${new URLSearchParams(Object.entries({ q, type }).filter((e): e is [string, string] => Boolean(e[1])))}`.replace(
        /\?$/,
        '',
      ),
      origin: match.context.origin,
    });
  },
  component: JobsRoute,
});

function JobsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onFiltersChange = useCallback(
    (f: JobFilters) =>
      void navigate({ search: { q: f.q || undefined, type: f.type || undefined }, replace: true }),
    [navigate],
  );
  return (
    <JobListPage filters={filtersOf(search)} onFiltersChange={onFiltersChange} candidate={candidateParts} />
  );
}
