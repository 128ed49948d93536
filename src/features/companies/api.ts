// The companies directory and one company's jobs: public reads, paged, searched and filtered on the
// server, network first, mirrored in Dexie page by page so both screens open offline after one visit
// (kind 'companies'; the company's jobs under kind 'jobs').
import { infiniteQueryOptions, keepPreviousData } from '@tanstack/react-query';
import type { CompaniesResponse, CompanyItem, CompanyJobsResponse } from '../../../contract/companies.ts';
import { type JobType, jobTypes } from '../../../contract/constants.ts';
import type { Job } from '../../../contract/jobs.ts';
import {
  type ApiTransport,
  http,
  isApiError,
  isNetworkError,
  NetworkError,
  pagePath,
} from '../../lib/http.ts';
import {
  freshWhereAnswered,
  type JobSearch,
  type ListPage,
  mirroredList,
  mirroredOne,
  readList,
  refetchWhenOffline,
  refreshAfterOutbox,
  searchCompaniesOnDevice,
  searchJobsOnDevice,
} from '../../offline/index.ts';

export type { CompanyItem, Job };

const PAGE_SIZE = 20;

export const companyKeys = {
  list: (q: string) => ['companies', q] as const,
  allJobs: ['company-jobs'] as const,
  jobs: (id: string, q: string, type: string) => ['company-jobs', id, q, type] as const,
};

// A job's card in a company's list of jobs shows its counts and the candidate's state.
refreshAfterOutbox({ jobs: [companyKeys.allJobs] });

/** `transport`: a loader passes the router's `context.transport` (the server's own API while it renders). */
export function companiesQueryOptions(search: string, transport?: ApiTransport) {
  const q = search.trim();
  return infiniteQueryOptions({
    queryKey: companyKeys.list(q),
    queryFn: ({ pageParam, signal }) =>
      mirroredList(
        'companies',
        `q:${q.toLowerCase()}`,
        pageParam,
        () => {
          const path = pagePath('/companies', { limit: PAGE_SIZE, q, cursor: pageParam });
          return http.get<CompaniesResponse>(path, { auth: false, signal, transport });
        },
        // Offline, every company on the device is searched by the server's rule, at once.
        { searchDevice: (offset, limit) => searchCompaniesOnDevice(q, offset, limit) },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    refetchOnReconnect: refetchWhenOffline,
    staleTime: freshWhereAnswered,
    // While a new search runs the previous cards stay (no flash of the loading state).
    placeholderData: keepPreviousData,
  });
}

/** The type filter: lower-case values ('full-time'), labels without the dash ('Full Time'). */
export type JobTypeFilter = 'all' | Lowercase<JobType>;
export const JOB_TYPE_FILTERS: { value: JobTypeFilter; label: string }[] = [
  { value: 'all', label: 'All Types' },
  ...jobTypes.map((t) => ({ value: t.toLowerCase() as Lowercase<JobType>, label: t.replace('-', ' ') })),
];
export type CompanyJobFilters = { q: string; type: JobTypeFilter };

/** One page of a company's jobs; the first page also carries the company (saved beside its jobs). */
export type CompanyJobsPage = ListPage<Job> & { company?: CompanyItem | null };

/** The company itself from a job it posted, when only its jobs were saved. */
function companyFromJob(job: Job | undefined, totalJobs: number): CompanyItem | null {
  if (!job) return null;
  const r = job.recruiterId;
  return { ...r, userId: { _id: '', username: '', useremail: '' }, openJobs: 0, totalJobs };
}

const isFiltered = (f: CompanyJobFilters) => f.q !== '' || f.type !== 'all';
// The unfiltered list keeps the mirror key it always had; each search has a list of its own.
const listKey = (id: string, f: CompanyJobFilters) =>
  isFiltered(f) ? `company:${id}|${f.q.toLowerCase()}|${f.type}` : `company:${id}`;

const companyJobsPath = (id: string, f: CompanyJobFilters, cursor: string | null) =>
  pagePath(`/company/jobs/${encodeURIComponent(id)}`, {
    limit: PAGE_SIZE,
    q: f.q,
    type: f.type === 'all' ? null : f.type,
    cursor,
  });

/** The device's search for this page: the company's open jobs, the query in title or location. */
const deviceSearch = (id: string, f: CompanyJobFilters): JobSearch => ({
  scope: 'company',
  companyId: id,
  q: f.q,
  type: jobTypes.find((t) => t.toLowerCase() === f.type) ?? '',
});

/**
 * Offline, one page of the company's jobs on the device (every list they came from). None open
 * there, but its page was seen: an empty answer, as the server gave for a company with none open.
 */
async function searchCompanyOnDevice(id: string, f: CompanyJobFilters, offset: number, limit: number) {
  const found = await searchJobsOnDevice(deviceSearch(id, f), offset, limit);
  // A company's page shows no counts: what the job search says beside its jobs is left out.
  if (found) return { items: found.items, total: found.total, pool: found.pool, savedAt: found.savedAt };
  const seen = await readList('jobs', `company:${id}`, 0, 0);
  return seen && { items: [], total: 0, pool: 0, savedAt: seen.savedAt };
}

/** GET /company/jobs/:id, searched, filtered and paged on the server; mirrored page by page. */
export function companyJobsQueryOptions(id: string, filters: CompanyJobFilters, transport?: ApiTransport) {
  const f = { q: filters.q.trim().slice(0, 100), type: filters.type };
  return infiniteQueryOptions({
    queryKey: companyKeys.jobs(id, f.q.toLowerCase(), f.type),
    queryFn: async ({ pageParam, signal }): Promise<CompanyJobsPage> => {
      let fetched: CompanyItem | undefined;
      const page = await mirroredList(
        'jobs',
        listKey(id, f),
        pageParam,
        async () => {
          const res = await http.get<CompanyJobsResponse>(companyJobsPath(id, f, pageParam), {
            auth: false,
            signal,
            transport,
          });
          fetched = res.company;
          return res;
        },
        // Offline, every job of the company on the device is searched by the server's rule, at once.
        { searchDevice: (offset, limit) => searchCompanyOnDevice(id, f, offset, limit) },
      );
      if (pageParam) return page;
      // Online: save the company beside its jobs. Offline: read it back (or rebuild it from a job).
      const company = await mirroredOne('companies', { index: '_id', value: id }, async () => {
        if (fetched) return fetched;
        throw new NetworkError(true);
      })
        .then((r) => r.data)
        .catch(async () => {
          const total = page.device?.total ?? page.data.length;
          // A search that found none: any job of the company names it.
          const job =
            page.data[0] ?? (await searchCompanyOnDevice(id, { q: '', type: 'all' }, 0, 1))?.items[0];
          return companyFromJob(job, total);
        });
      return { ...page, company };
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    refetchOnReconnect: refetchWhenOffline,
    staleTime: freshWhereAnswered,
    // While a new search runs the previous cards stay (no flash of the loading state).
    placeholderData: keepPreviousData,
  });
}

/** The companies screen's error text: the server's message, else a fixed one. */
export function companiesErrorMessage(e: unknown): string {
  if (isNetworkError(e)) return 'Failed to load companies';
  if (isApiError(e) && e.status < 500) return e.message;
  return 'Failed to fetch companies';
}

/** The company jobs screen's error text: the server's message, else a fixed one. */
export function companyJobsErrorMessage(e: unknown): string {
  if (isNetworkError(e)) return 'Failed to load jobs';
  if (isApiError(e) && e.status < 500) return e.message;
  return 'Failed to fetch company jobs';
}
