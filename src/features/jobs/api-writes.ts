// Jobs' writes that /jobs does not load: posting a job (the recruiter's form) and applying (the
// signed-in part of a job's page). Applying goes through the outbox, so it is queued offline.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobDetail, PostJobInput, PostJobResponse } from '../../../contract/jobs.ts';
import { offlineWrites, queuedRequest } from '../../../contract/offline-writes.ts';
import { http } from '../../lib/http.ts';
import { getSession } from '../../lib/session.ts';
import { refreshScreens } from '../../offline/index.ts';
import { discardEntry, submitQueued } from '../../offline/outbox.ts';
import { toast } from '../../ui/toaster/toast.ts';
import { jobKeys } from './api.ts';

/** Needs the network (not queued): the form says so when offline. */
export function postJob(body: PostJobInput): Promise<PostJobResponse> {
  return http.post<PostJobResponse>('/postjob', body);
}

/** Posting a job, and the job lists that then need fetching again. */
export function usePostJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postJob,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKeys.lists }),
  });
}

/**
 * Applying to a job through the outbox: sent now, refused with the server's reason, or queued
 * offline. A queued apply sent later by the replayer refreshes the same screens when it is answered.
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
      const outcome = await submitQueued({
        kind: 'apply',
        request: queuedRequest(offlineWrites.apply.routes.apply, { jobId: job._id }, { Note: note }),
        token: session.token,
        ref: { jobId: job._id, UrlPath: job.UrlPath, JobTitle: job.JobTitle, CompanyName: job.CompanyName },
      });
      // Answered at once: the toast tells the user, so the entry need not wait in the outbox.
      if (outcome.status === 'failed') await discardEntry(outcome.entry.id);
      return outcome;
    },
    onSuccess: (outcome) => {
      if (!outcome) return;
      if (outcome.status === 'sent') {
        toast({
          title: 'Application Submitted',
          description: 'Your application has been successfully submitted!',
          type: 'success',
        });
      } else if (outcome.status === 'failed') {
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
      void refreshScreens(queryClient, ['apply']);
    },
  });
}
