// Saved jobs: the candidate's list (mirrored, so it opens offline) and the Save toggle's write,
// which goes through the outbox like an apply: queued offline, sent exactly once.
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedJob, SavedJobsResponse } from '../../../contract/candidate.ts';
import type { Job } from '../../../contract/jobs.ts';
import { offlineWrites, queuedRequest } from '../../../contract/offline-writes.ts';
import { http, pagePath } from '../../lib/http.ts';
import { getSession, useSession } from '../../lib/session.ts';
import { mirroredList, refreshAfterOutbox, replaceFirstPage } from '../../offline/index.ts';
import { discardEntry, submitQueued, useOutboxEntries } from '../../offline/outbox.ts';
import { toast } from '../../ui/toaster/toast.ts';

export const savedKeys = { list: ['saved'] as const };

refreshAfterOutbox({ saved: [savedKeys.list] });

export const savedListOptions = () =>
  infiniteQueryOptions({
    queryKey: savedKeys.list,
    queryFn: ({ pageParam, signal, client, queryKey }) =>
      mirroredList<'jobs', SavedJob>(
        'jobs',
        'saved',
        pageParam,
        () =>
          http.get<SavedJobsResponse>(pagePath('/candidate/saved', { limit: 20, cursor: pageParam }), {
            signal,
          }),
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

function submitSave(job: Job, save: boolean, token: string) {
  return submitQueued({
    kind: 'save',
    request: queuedRequest(offlineWrites.save.routes[save ? 'save' : 'unsave'], { jobId: job._id }, null),
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

/**
 * Saving or unsaving a job through the outbox; a refusal is dropped from the outbox and told, and
 * the saved list is fetched again whatever happened.
 */
export function useSaveJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ job, save }: { job: Job; save: boolean }) => {
      const session = getSession();
      return session ? submitSave(job, save, session.token) : null;
    },
    onSuccess: async (outcome, { save }) => {
      if (outcome?.status === 'failed') {
        await discardEntry(outcome.entry.id);
        toast({ title: outcome.message, type: 'error' });
      } else if (outcome?.status === 'queued') {
        toast({
          title: save ? 'Job saved' : 'Removed from saved jobs',
          description: "You're offline: it will be sent when you're back online.",
          type: 'info',
        });
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedKeys.list }),
  });
}
