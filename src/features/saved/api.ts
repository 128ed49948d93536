// Saved jobs: the candidate's list (mirrored, so it opens offline) and the Save toggle's write,
// which goes through the outbox like an apply: queued offline, sent exactly once.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { SavedJob, SavedJobsResponse } from '../../../contract/candidate.ts';
import type { Job } from '../../../contract/jobs.ts';
import { http } from '../../lib/http.ts';
import { useSession } from '../../lib/session.ts';
import { mirroredList, replaceFirstPage } from '../../offline/mirror.ts';
import { submitQueued } from '../../offline/submit.ts';
import { useOutboxEntries } from '../../offline/use-outbox.ts';

export const savedKeys = { list: ['saved'] as const };

export const savedListOptions = () =>
  infiniteQueryOptions({
    queryKey: savedKeys.list,
    queryFn: ({ pageParam, signal, client, queryKey }) =>
      mirroredList<'jobs', SavedJob>(
        'jobs',
        'saved',
        pageParam,
        () => {
          const params = new URLSearchParams({ limit: '20' });
          if (pageParam) params.set('cursor', pageParam);
          return http.get<SavedJobsResponse>(`/candidate/saved?${params}`, { signal });
        },
        { onLateAnswer: replaceFirstPage(client, queryKey) },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/**
 * Whether a job is saved, as the candidate last said: a queued save or unsave on this device wins
 * over the list the server sent. (The list's loaded pages hold the most recently saved jobs.)
 */
export function useSavedState(jobId: string): boolean {
  const candidate = useSession()?.role === 'candidate';
  const { data } = useInfiniteQuery({ ...savedListOptions(), enabled: candidate });
  const queued = useOutboxEntries('save').filter((e) => e.ref.jobId === jobId);
  const last = queued.at(-1);
  if (last) return last.ref.action === 'save';
  return Boolean(data?.pages.some((p) => p.data.some((j) => j._id === jobId)));
}

export function submitSave(job: Job, save: boolean, token: string) {
  return submitQueued({
    kind: 'save',
    request: { method: save ? 'PUT' : 'DELETE', path: `/candidate/saved/${job._id}`, body: null },
    token,
    ref: {
      jobId: job._id,
      action: save ? 'save' : 'unsave',
      JobTitle: job.JobTitle,
      CompanyName: job.CompanyName,
      UrlPath: job.UrlPath,
    },
  });
}
