// Close / reopen applications: the owning recruiter's write on a listing's card and on the job's
// page. Loaded with the recruiter's buttons only: a visitor's /jobs and job page carry none of it.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Job, JobStateResponse } from '../../../contract/jobs.ts';
import { errorMessage, http } from '../../lib/http.ts';
import { toast } from '../../ui/toaster/toast.ts';
import { jobKeys } from './api.ts';

export type JobStateAction = 'closeJob' | 'reopenJob';

/** The owning recruiter closes or reopens applications. Needs the network: not queued. */
export const changeJobState = (urlPath: string, action: JobStateAction) =>
  http.put<JobStateResponse>(`/recruiter/${action}/${encodeURIComponent(urlPath)}`);

/**
 * 'Close applications' / 'Reopen applications', told in a toast; the job and the lists refresh.
 * Plain state (a busy flag) rather than useMutation, which would bring one more file along.
 */
export function useJobState(job: Job) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  async function change(action: JobStateAction) {
    setBusy(true);
    try {
      const res = await changeJobState(job.UrlPath, action);
      toast({ title: res.message, type: 'success' });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: jobKeys.detail(job.UrlPath) }),
        queryClient.invalidateQueries({ queryKey: jobKeys.lists }),
      ]);
    } catch (err) {
      toast({ title: errorMessage(err, 'Could not change this job'), type: 'error' });
    } finally {
      setBusy(false);
    }
  }
  return { busy, change };
}
