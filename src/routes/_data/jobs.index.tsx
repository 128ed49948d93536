import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { JobQuery } from '../../../contract/job-query.ts';
import { jobQueryParams } from '../../../contract/job-query-values.ts';
import { readUrlJobQuery as readJobQuery } from '../../features/jobs/url-job-query.ts';
import { jobListOptions } from '../../features/jobs/api.ts';
import { candidateParts } from '../../app/candidate-parts.tsx';
import { chips, emptySearch, JobListPage, notices, searchBar } from '../../features/jobs/job-list-page.tsx';
import { pageHead } from '../../lib/page-head.ts';
import { getSession } from '../../lib/session.ts';
import { nextDeadlineIn } from '../../ui/job-closed.ts';

/**
 * The router parses values that read as JSON (`q=123`, `salary=50000`): the query takes them as
 * the form sent them, as text.
 */
const asSent = (search: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(search).map(([k, v]) => [
      k,
      typeof v === 'number' || typeof v === 'boolean' ? String(v) : v,
    ]),
  );

/** The job query of the URL: a value the server would refuse (an edited or old link) is dropped. */
const queryOf = (search: Record<string, unknown>): JobQuery => readJobQuery(asSent(search));

/** The page's title: the words, the type and the place ("Full-Time “nurse” jobs in Lisbon"). */
function titleOf(query: JobQuery): string {
  const what = [query.type, query.q ? `“${query.q}”` : ''].filter(Boolean).join(' ');
  const where = query.where ? ` in ${query.where}` : '';
  return what || where ? `${what ? `${what} jobs` : 'Jobs'}${where}` : '';
}

export const Route = createFileRoute('/_data/jobs/')({
  // A visitor reads it as a document. Its jobs say Closed at their deadlines with no write: the
  // server caches the page until then.
  staticData: { visitorDocument: true, pageChangesAt: nextDeadlineIn },
  // One chunk for the loader and the screen: opened cold (offline start) they are needed together.
  codeSplitGroupings: [['loader', 'component']],
  validateSearch: queryOf,
  // The router's search also holds what its validation dropped (the root keeps every parameter).
  loaderDeps: ({ search }) => queryOf(search),
  // prefetch, not ensure: a failing list is logged by the page and stays empty.
  loader: ({ context, deps }) =>
    Promise.all([
      context.queryClient.prefetchInfiniteQuery(
        jobListOptions(getSession()?.role === 'recruiter' ? 'mine' : 'all', deps, context.transport),
      ),
      // The server renders the parts the browser loads when shown.
      ...(import.meta.env.SSR
        ? [searchBar.preload(), chips.preload(), emptySearch.preload(), notices.preload()]
        : []),
    ]).then(() => undefined),
  head: ({ match }) => {
    const query = queryOf(match.search);
    const title = titleOf(query);
    const params = jobQueryParams(query).toString();
    return pageHead({
      title: title ? `${title} — Hireloop` : 'Jobs — Hireloop',
      description: `Browse ${title ? `${title.replace(/^Jobs/, 'jobs')} ` : 'jobs '}on Hireloop and apply in seconds, even on a bad connection.`,
      path: params ? `/jobs?${params}` : '/jobs',
      origin: match.context.origin,
    });
  },
  component: JobsRoute,
});

function JobsRoute() {
  const search = Route.useSearch({ select: queryOf, structuralSharing: true });
  const navigate = Route.useNavigate();
  const onFiltersChange = useCallback(
    (next: JobQuery) => void navigate({ search: readJobQuery(next), replace: true }),
    [navigate],
  );
  return <JobListPage filters={search} onFiltersChange={onFiltersChange} candidate={candidateParts} />;
}
