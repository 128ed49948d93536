// Jobs: query keys and options (shared by loaders and components), and the post-a-job call.
// Every read goes through the Dexie mirror, so a list or a job seen once opens offline too.
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type {
  JobDetail,
  JobListResponse,
  JobType,
  PostJobInput,
  PostJobResponse,
} from '../../../contract/jobs.ts';
import { http, pagePath } from '../../lib/http.ts';
import { getSession } from '../../lib/session.ts';
import { searchJobsOnDevice } from '../../offline/device-search.ts';
import { mirroredList, mirroredOne, replaceFirstPage, staleWhenOffline } from '../../offline/mirror.ts';

/** 'mine': a recruiter's own listings (GET /getjob); 'all': every job (GET /getAllJobs). */
export type JobScope = 'mine' | 'all';
export type JobFilters = { q: string; type: JobType | '' };

export const PAGE_SIZE = 20;

export const jobKeys = {
  lists: ['jobs'] as const,
  list: (scope: JobScope, f: JobFilters) => ['jobs', scope, f.q, f.type] as const,
  detail: (urlPath: string) => ['job', urlPath] as const,
};

const listPath = (scope: JobScope, f: JobFilters, cursor: string | null) =>
  pagePath(scope === 'mine' ? '/getjob' : '/getAllJobs', { limit: PAGE_SIZE, cursor, q: f.q, type: f.type });

export const jobListOptions = (scope: JobScope, filters: JobFilters) =>
  infiniteQueryOptions({
    queryKey: jobKeys.list(scope, filters),
    queryFn: ({ pageParam, signal, client, queryKey }) =>
      mirroredList(
        'jobs',
        `${scope}|${filters.q}|${filters.type}`,
        pageParam,
        () => http.get<JobListResponse>(listPath(scope, filters, pageParam), { signal }),
        {
          onLateAnswer: replaceFirstPage(client, queryKey),
          // Offline, every job on the device is searched by the server's rules, at once.
          searchDevice: (offset, limit) =>
            searchJobsOnDevice({ scope, ...filters, ownerId: getSession()?.user._id ?? null }, offset, limit),
        },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: staleWhenOffline(30_000),
  });

export const jobDetailOptions = (urlPath: string) =>
  queryOptions({
    queryKey: jobKeys.detail(urlPath),
    queryFn: ({ signal }) =>
      // The server answers the job object itself, not wrapped, as the old portal did.
      mirroredOne<'jobs', JobDetail>('jobs', { index: 'UrlPath', value: urlPath }, () =>
        http.get<JobDetail>(`/recruiter/postinfo/${encodeURIComponent(urlPath)}`, { signal }),
      ),
  });

/** Needs the network (not queued): the form says so when offline. */
export function postJob(body: PostJobInput): Promise<PostJobResponse> {
  return http.post<PostJobResponse>('/postjob', body);
}
