// Jobs: query keys and options (shared by loaders and components). Every read goes through the
// Dexie mirror, so a list or a job seen once opens offline too. Posting a job and applying are in
// api-writes.ts, closing and reopening in job-state.ts: /jobs, which every visitor opens, loads
// neither.
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { JobDetail, JobListResponse, JobType } from '../../../contract/jobs.ts';
import { type ApiTransport, http, pagePath } from '../../lib/http.ts';
import { getSession } from '../../lib/session.ts';
import {
  deviceFirstPage,
  freshWhereAnswered,
  mirroredList,
  mirroredOne,
  refetchWhenOffline,
  refreshAfterOutbox,
  replaceFirstPage,
  searchJobsOnDevice,
  searchJobsOnDeviceNow,
} from '../../offline/index.ts';

/** 'mine': a recruiter's own listings (GET /getjob); 'all': every job (GET /getAllJobs). */
export type JobScope = 'mine' | 'all';
export type JobFilters = { q: string; type: JobType | '' };

export const PAGE_SIZE = 20;

export const jobKeys = {
  lists: ['jobs'] as const,
  list: (scope: JobScope, f: JobFilters) => ['jobs', scope, f.q, f.type] as const,
  details: ['job'] as const,
  detail: (urlPath: string) => ['job', urlPath] as const,
};

// An answered apply or decision changes a job's counts and the candidate's state on its card.
refreshAfterOutbox({
  apply: [jobKeys.lists, jobKeys.details],
  decision: [jobKeys.lists, jobKeys.details],
  withdraw: [jobKeys.details],
});

const listPath = (scope: JobScope, f: JobFilters, cursor: string | null) =>
  pagePath(scope === 'mine' ? '/getjob' : '/getAllJobs', { limit: PAGE_SIZE, cursor, q: f.q, type: f.type });

/** `transport`: a loader passes the router's `context.transport` (the server's own API while it renders). */
export const jobListOptions = (scope: JobScope, filters: JobFilters, transport?: ApiTransport) => {
  const deviceSearch = () => ({ scope, ...filters, ownerId: getSession()?.user._id ?? null });
  return infiniteQueryOptions({
    queryKey: jobKeys.list(scope, filters),
    queryFn: ({ pageParam, signal, client, queryKey }) =>
      mirroredList(
        'jobs',
        `${scope}|${filters.q}|${filters.type}`,
        pageParam,
        () => http.get<JobListResponse>(listPath(scope, filters, pageParam), { signal, transport }),
        {
          onLateAnswer: replaceFirstPage(client, queryKey),
          // Offline, every job on the device is searched by the server's rules, at once.
          searchDevice: (offset, limit, whenComplete) =>
            searchJobsOnDevice(deviceSearch(), offset, limit, whenComplete),
          askAgain: () => void client.refetchQueries({ queryKey, exact: true }),
        },
      ),
    // Offline, once the device's jobs are read, a keystroke's results come in the same render.
    initialData: () =>
      deviceFirstPage((offset, limit) => searchJobsOnDeviceNow(deviceSearch(), offset, limit)),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    refetchOnReconnect: refetchWhenOffline,
    staleTime: freshWhereAnswered,
  });
};

export const jobDetailOptions = (urlPath: string, transport?: ApiTransport) =>
  queryOptions({
    queryKey: jobKeys.detail(urlPath),
    queryFn: ({ signal }) =>
      // The server answers the job object itself, not wrapped, as the old portal did.
      mirroredOne<'jobs', JobDetail>('jobs', { index: 'UrlPath', value: urlPath }, () =>
        http.get<JobDetail>(`/recruiter/postinfo/${encodeURIComponent(urlPath)}`, { signal, transport }),
      ),
  });
