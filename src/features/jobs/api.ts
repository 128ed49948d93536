// Jobs: query keys and options (shared by loaders and components). Every read goes through the
// Dexie mirror, so a list or a job seen once opens offline too. Posting a job and applying are in
// api-writes.ts, closing and reopening in job-state.ts: /jobs, which every visitor opens, loads
// neither.
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { JobQuery } from '../../../contract/job-query.ts';
import { jobQueryParams } from '../../../contract/job-query-values.ts';
import type { JobSearchResponse } from '../../../contract/job-search.ts';
import type { JobDetail, JobListResponse } from '../../../contract/jobs.ts';
import { type ApiTransport, http, pagePath } from '../../lib/http.ts';
import { getSession } from '../../lib/session.ts';
import {
  deviceFirstPage,
  freshWhereAnswered,
  type JobSearchMeta,
  keepPlace,
  mirroredList,
  mirroredOne,
  refetchWhenOffline,
  refreshAfterOutbox,
  replaceFirstPage,
  searchJobsOnDevice,
  searchJobsOnDeviceNow,
} from '../../offline/index.ts';

/** 'mine': a recruiter's own listings (GET /getjob); 'all': the job search (GET /api/jobs/search). */
export type JobScope = 'mine' | 'all';
export type { JobQuery };

export const PAGE_SIZE = 20;

export const jobKeys = {
  lists: ['jobs'] as const,
  list: (scope: JobScope, q: JobQuery) => ['jobs', scope, jobQueryParams(q).toString()] as const,
  details: ['job'] as const,
  detail: (urlPath: string) => ['job', urlPath] as const,
};

// A job's counts and the candidate's state show on its card and its page.
refreshAfterOutbox({ jobs: [jobKeys.lists, jobKeys.details] });

type Page = { data: JobListResponse['data']; nextCursor: string | null; meta?: JobSearchMeta };

/** A recruiter's listings take words and type; the search takes the whole query. */
function fetchPage(
  scope: JobScope,
  query: JobQuery,
  cursor: string | null,
  init: Parameters<typeof http.get>[1],
) {
  if (scope === 'mine') {
    const path = pagePath('/getjob', { limit: PAGE_SIZE, cursor, q: query.q, type: query.type });
    return http.get<JobListResponse>(path, init);
  }
  const params = jobQueryParams(query);
  params.set('limit', String(PAGE_SIZE));
  if (cursor) params.set('cursor', cursor);
  return http
    .get<JobSearchResponse>(`/jobs/search?${params}`, init)
    .then(({ success: _, data, nextCursor, ...meta }): Page => {
      if (meta.place && query.where) keepPlace(query.where, meta.place);
      return { data, nextCursor, meta };
    });
}

/** `transport`: a loader passes the router's `context.transport` (the server's own API while it renders). */
export const jobListOptions = (scope: JobScope, query: JobQuery, transport?: ApiTransport) => {
  const { q = '', type = '', sort, ...filters } = query;
  const deviceSearch = () => ({ scope, q, type, filters, sort, ownerId: getSession()?.user._id ?? null });
  return infiniteQueryOptions({
    queryKey: jobKeys.list(scope, query),
    queryFn: ({ pageParam, signal, client, queryKey }) =>
      mirroredList<'jobs', JobListResponse['data'][number], JobSearchMeta>(
        'jobs',
        `${scope}|${jobQueryParams(query)}`,
        pageParam,
        () => fetchPage(scope, query, pageParam, { signal, transport }),
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
