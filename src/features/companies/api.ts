// The companies directory and one company's jobs: public reads, paged, searched and filtered on the
// server, network first, mirrored in Dexie page by page so both screens open offline after one visit
// (kind 'companies'; the company's jobs under kind 'jobs').
import { infiniteQueryOptions, keepPreviousData } from '@tanstack/react-query';
import type { CompaniesResponse, CompanyItem, CompanyJobsResponse } from '../../../contract/companies.ts';
import { type JobType, jobTypes } from '../../../contract/constants.ts';
import type { Job } from '../../../contract/jobs.ts';
import { http, isApiError, isNetworkError, NetworkError, pagePath } from '../../lib/http.ts';
import { searchCompaniesOnDevice } from '../../offline/device-search.ts';
import {
  freshWhereAnswered,
  isNetworkFailure,
  type ListPage,
  mirroredList,
  mirroredOne,
  readList,
  refetchWhenOffline,
} from '../../offline/mirror.ts';

export type { CompanyItem, Job };

const PAGE_SIZE = 20;

export function companiesQueryOptions(search: string) {
  const q = search.trim();
  return infiniteQueryOptions({
    queryKey: ['companies', q],
    queryFn: ({ pageParam, signal }) =>
      mirroredList(
        'companies',
        `q:${q.toLowerCase()}`,
        pageParam,
        () => {
          const path = pagePath('/companies', { limit: PAGE_SIZE, q, cursor: pageParam });
          return http.get<CompaniesResponse>(path, { auth: false, signal });
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

/** The company itself from the jobs it posted, when only those were saved. */
function companyFromJob(job: Job | undefined, totalJobs: number): CompanyItem | null {
  if (!job) return null;
  const r = job.recruiterId;
  return { ...r, userId: { _id: '', username: '', useremail: '' }, openJobs: 0, totalJobs };
}

/** Search matches title or location; the type filter compares lower-case values. */
export function filterJobs(jobs: Job[], search: string, type: JobTypeFilter): Job[] {
  const q = search.trim().toLowerCase();
  return jobs.filter(
    (j) =>
      (type === 'all' || j.JobType.toLowerCase() === type) &&
      (!q || j.JobTitle.toLowerCase().includes(q) || j.Location.toLowerCase().includes(q)),
  );
}

const isFiltered = (f: CompanyJobFilters) => f.q !== '' || f.type !== 'all';
// The unfiltered list keeps the mirror key it always had; each search has a list of its own.
const listKey = (id: string, f: CompanyJobFilters) =>
  isFiltered(f) ? `company:${id}|${f.q.toLowerCase()}|${f.type}` : `company:${id}`;

// Pages of a search made on the device (below) are offsets into its result.
const DEVICE_CURSOR = 'device:';

/**
 * Offline, a search never made online: the company's saved jobs (what this device has seen),
 * searched and filtered here, page by page, as the screen did before the server searched.
 */
async function searchSavedJobs(id: string, f: CompanyJobFilters, offset: number): Promise<CompanyJobsPage> {
  const saved = await readList('jobs', `company:${id}`);
  if (!saved) throw new NetworkError(true);
  const matching = filterJobs(saved.items, f.q, f.type);
  const next = offset + PAGE_SIZE;
  return {
    data: matching.slice(offset, next),
    nextCursor: next < matching.length ? `${DEVICE_CURSOR}${next}` : null,
    offline: true,
    savedAt: saved.savedAt,
  };
}

const companyJobsPath = (id: string, f: CompanyJobFilters, cursor: string | null) =>
  pagePath(`/company/jobs/${encodeURIComponent(id)}`, {
    limit: PAGE_SIZE,
    q: f.q,
    type: f.type === 'all' ? null : f.type,
    cursor,
  });

/** GET /company/jobs/:id, searched, filtered and paged on the server; mirrored page by page. */
export function companyJobsQueryOptions(id: string, filters: CompanyJobFilters) {
  const f = { q: filters.q.trim().slice(0, 100), type: filters.type };
  return infiniteQueryOptions({
    queryKey: ['company-jobs', id, f.q.toLowerCase(), f.type],
    queryFn: async ({ pageParam, signal }): Promise<CompanyJobsPage> => {
      if (pageParam?.startsWith(DEVICE_CURSOR)) {
        return searchSavedJobs(id, f, Number(pageParam.slice(DEVICE_CURSOR.length)));
      }
      let fetched: CompanyItem | undefined;
      const page = await mirroredList('jobs', listKey(id, f), pageParam, async () => {
        const res = await http.get<CompanyJobsResponse>(companyJobsPath(id, f, pageParam), {
          auth: false,
          signal,
        });
        fetched = res.company;
        return res;
      }).catch((err) => {
        if (isFiltered(f) && isNetworkFailure(err)) return searchSavedJobs(id, f, 0);
        throw err;
      });
      if (pageParam) return page;
      // Online: save the company beside its jobs. Offline: read it back (or rebuild it from a job).
      const company = await mirroredOne('companies', { index: '_id', value: id }, async () => {
        if (fetched) return fetched;
        throw new NetworkError(true);
      })
        .then((r) => r.data)
        .catch(() => companyFromJob(page.data[0], page.data.length));
      return { ...page, company };
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
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
