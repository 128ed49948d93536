// The companies directory and one company's jobs: public reads, network first, mirrored in Dexie so
// both screens open offline after one visit (kind 'companies'; the company's jobs under kind 'jobs').
import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { CompaniesResponse, CompanyItem, CompanyJobsResponse } from '../../../contract/companies.ts';
import type { Job } from '../../../contract/jobs.ts';
import { http, isApiError, isNetworkError, NetworkError } from '../../lib/http.ts';
import { mirroredList, mirroredOne } from '../../offline/mirror.ts';

export type { CompanyItem, Job };

const PAGE_SIZE = 20;

export function companiesQueryOptions(search: string) {
  const q = search.trim();
  return infiniteQueryOptions({
    queryKey: ['companies', q],
    queryFn: ({ pageParam, signal }) =>
      mirroredList<CompanyItem>('companies', `q:${q.toLowerCase()}`, pageParam, () => {
        const params = new URLSearchParams({ limit: String(PAGE_SIZE) });
        if (q) params.set('q', q);
        if (pageParam) params.set('cursor', pageParam);
        return http.get<CompaniesResponse>(`/companies?${params}`, { auth: false, signal });
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // While a new search runs the previous cards stay (no flash of the loading state).
    placeholderData: keepPreviousData,
  });
}

export type CompanyJobs = {
  jobs: Job[];
  company: CompanyItem | null;
  offline: boolean;
  savedAt: number | null;
};

/** The company itself from the jobs it posted, when only those were saved. */
function companyFromJob(job: Job | undefined): CompanyItem | null {
  if (!job) return null;
  const r = job.recruiterId;
  return { ...r, userId: { _id: '', username: '', useremail: '' }, openJobs: 0 };
}

export function companyJobsQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['company-jobs', id],
    queryFn: async ({ signal }): Promise<CompanyJobs> => {
      let fetched: CompanyItem | undefined;
      const page = await mirroredList<Job>(
        'jobs',
        `company:${id}`,
        null,
        async () => {
          const res = await http.get<CompanyJobsResponse>(`/company/jobs/${encodeURIComponent(id)}`, {
            auth: false,
            signal,
          });
          fetched = res.company;
          return { data: res.data, nextCursor: null };
          // The page filters the whole list on the device, offline too.
        },
        { offlinePageSize: Number.POSITIVE_INFINITY },
      );
      // Online: save the company beside its jobs. Offline: read it back (or rebuild it from a job).
      const company = await mirroredOne<CompanyItem>('companies', { index: '_id', value: id }, async () => {
        if (fetched) return fetched;
        throw new NetworkError(true);
      })
        .then((r) => r.data)
        .catch(() => companyFromJob(page.data[0]));
      return { jobs: page.data, company, offline: page.offline, savedAt: page.savedAt };
    },
  });
}

/** Spec error catalogue, "Companies". */
export function companiesErrorMessage(e: unknown): string {
  if (isNetworkError(e)) return 'Failed to load companies';
  if (isApiError(e) && e.status < 500) return e.message;
  return 'Failed to fetch companies';
}

/** Spec error catalogue, "Company jobs". */
export function companyJobsErrorMessage(e: unknown): string {
  if (isNetworkError(e)) return 'Failed to load jobs';
  if (isApiError(e) && e.status < 500) return e.message;
  return 'Failed to fetch company jobs';
}

export const JOB_TYPE_FILTERS = [
  { value: 'all', label: 'All Types' },
  { value: 'full-time', label: 'Full Time' },
  { value: 'part-time', label: 'Part Time' },
  { value: 'contract', label: 'Contract' },
  { value: 'internship', label: 'Internship' },
] as const;
export type JobTypeFilter = (typeof JOB_TYPE_FILTERS)[number]['value'];

/** Spec: search matches title or location; the type filter compares lower-case values. */
export function filterJobs(jobs: Job[], search: string, type: JobTypeFilter): Job[] {
  const q = search.trim().toLowerCase();
  return jobs.filter(
    (j) =>
      (type === 'all' || j.JobType.toLowerCase() === type) &&
      (!q || j.JobTitle.toLowerCase().includes(q) || j.Location.toLowerCase().includes(q)),
  );
}
