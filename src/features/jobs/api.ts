// Jobs: query keys and options (shared by loaders and components), the post-a-job call and the
// apply mutation.
// Every read goes through the Dexie mirror, so a list or a job seen once opens offline too.
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  JobDetail,
  JobListResponse,
  JobType,
  PostJobInput,
  PostJobResponse,
} from '../../../contract/jobs.ts';
import { http } from '../../lib/http.ts';
import { getSession } from '../../lib/session.ts';
import { mirroredList, mirroredOne, replaceFirstPage } from '../../offline/mirror.ts';
import { discardEntry } from '../../offline/outbox.ts';
import { submitQueued } from '../../offline/submit.ts';
import { toast } from '../../ui/toaster/toast.ts';

/** 'mine': a recruiter's own listings (GET /getjob); 'all': every job (GET /getAllJobs). */
export type JobScope = 'mine' | 'all';
export type JobFilters = { q: string; type: JobType | '' };

export const PAGE_SIZE = 20;

export const jobKeys = {
  lists: ['jobs'] as const,
  list: (scope: JobScope, f: JobFilters) => ['jobs', scope, f.q, f.type] as const,
  detail: (urlPath: string) => ['job', urlPath] as const,
};

function listPath(scope: JobScope, f: JobFilters, cursor: string | null): string {
  const params = new URLSearchParams({ limit: String(PAGE_SIZE) });
  if (cursor) params.set('cursor', cursor);
  if (f.q) params.set('q', f.q);
  if (f.type) params.set('type', f.type);
  return `/${scope === 'mine' ? 'getjob' : 'getAllJobs'}?${params}`;
}

export const jobListOptions = (scope: JobScope, filters: JobFilters) =>
  infiniteQueryOptions({
    queryKey: jobKeys.list(scope, filters),
    queryFn: ({ pageParam, signal, client, queryKey }) =>
      mirroredList(
        'jobs',
        `${scope}|${filters.q}|${filters.type}`,
        pageParam,
        () => http.get<JobListResponse>(listPath(scope, filters, pageParam), { signal }),
        { onLateAnswer: replaceFirstPage(client, queryKey) },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const jobDetailOptions = (urlPath: string) =>
  queryOptions({
    queryKey: jobKeys.detail(urlPath),
    queryFn: ({ signal }) =>
      // The server answers the job object itself (the spec's call table), not wrapped.
      mirroredOne<'jobs', JobDetail>('jobs', { index: 'UrlPath', value: urlPath }, () =>
        http.get<JobDetail>(`/recruiter/postinfo/${encodeURIComponent(urlPath)}`, { signal }),
      ),
  });

/** Needs the network (not queued): the form says so when offline. */
export function postJob(body: PostJobInput): Promise<PostJobResponse> {
  return http.post<PostJobResponse>('/postjob', body);
}

/**
 * Applying to a job through the outbox: sent now, refused with the server's reason, or queued
 * offline. A queued apply sent later by the replayer: src/app/offline-sync.ts refreshes after it.
 */
export function useApply(job: JobDetail) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (note: string) => {
      const session = getSession();
      if (!session) {
        toast({ title: 'Please login to apply', type: 'error' });
        return null;
      }
      return submitQueued({
        kind: 'apply',
        request: { method: 'POST', path: `/candidate/applyjob/${job._id}`, body: { Note: note } },
        token: session.token,
        ref: { jobId: job._id, UrlPath: job.UrlPath, JobTitle: job.JobTitle, CompanyName: job.CompanyName },
      });
    },
    onSuccess: async (outcome) => {
      if (!outcome) return;
      if (outcome.status === 'sent') {
        toast({
          title: 'Application Submitted',
          description: 'Your application has been successfully submitted!',
          type: 'success',
        });
      } else if (outcome.status === 'failed') {
        // Answered at once: the toast tells the user, so the entry need not wait in the outbox.
        await discardEntry(outcome.entry.id);
        toast({ title: outcome.message || 'Failed to submit application', type: 'error' });
      } else {
        toast({
          title: 'Application saved',
          description: "You're offline: it will be sent when you're back online.",
          type: 'info',
        });
      }
    },
    // Not awaited: the dialog closes at once and the card changes when the refetch lands.
    onSettled: (outcome) => {
      if (!outcome) return;
      void queryClient.invalidateQueries({ queryKey: jobKeys.detail(job.UrlPath) });
      void queryClient.invalidateQueries({ queryKey: ['applications'] });
      void queryClient.invalidateQueries({ queryKey: jobKeys.lists });
    },
  });
}
