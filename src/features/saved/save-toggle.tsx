// The Save toggle of a job card and a job page (candidates only). Offline it is queued and shows
// the new state at once; the outbox sends it when the network returns.
import { Button } from '@chakra-ui/react';
import type { Job } from '../../../contract/jobs.ts';
import { useSaveJob, useSavedState } from './api.ts';

export function SaveToggle({ job, size = 'sm' }: { job: Job; size?: 'sm' | 'md' }) {
  const saved = useSavedState(job._id);
  const saveJob = useSaveJob();

  return (
    <Button
      size={size}
      variant={saved ? 'subtle' : 'outline'}
      aria-pressed={saved}
      aria-label={saved ? `Saved: ${job.JobTitle}` : `Save ${job.JobTitle}`}
      loading={saveJob.isPending}
      onClick={() => saveJob.mutate({ job, save: !saved })}
    >
      {saved ? 'Saved' : 'Save'}
    </Button>
  );
}
