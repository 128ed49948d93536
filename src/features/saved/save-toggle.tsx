// The Save toggle of a job card and a job page (candidates only). Offline it is queued and shows
// the new state at once; the outbox sends it when the network returns.
import { Button } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Job } from '../../../contract/jobs.ts';
import { getSession } from '../../lib/session.ts';
import { discardEntry } from '../../offline/outbox.ts';
import { toast } from '../../ui/toaster/toast.ts';
import { savedKeys, submitSave, useSavedState } from './api.ts';

/** Saves or unsaves a job (queued offline); the saved list is fetched again either way. */
function useSaveJob(job: Job) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ save, token }: { save: boolean; token: string }) => submitSave(job, save, token),
    onSuccess: async (outcome, { save }) => {
      if (outcome.status === 'failed') {
        await discardEntry(outcome.entry.id);
        toast({ title: outcome.message, type: 'error' });
      } else if (outcome.status === 'queued') {
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

export function SaveToggle({ job, size = 'sm' }: { job: Job; size?: 'sm' | 'md' }) {
  const saved = useSavedState(job._id);
  const saveJob = useSaveJob(job);

  function toggle() {
    const session = getSession();
    if (session) saveJob.mutate({ save: !saved, token: session.token });
  }

  return (
    <Button
      size={size}
      variant={saved ? 'subtle' : 'outline'}
      aria-pressed={saved}
      aria-label={saved ? `Saved: ${job.JobTitle}` : `Save ${job.JobTitle}`}
      loading={saveJob.isPending}
      onClick={toggle}
    >
      {saved ? 'Saved' : 'Save'}
    </Button>
  );
}
