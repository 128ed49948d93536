// The Save toggle of a job card and a job page (candidates only). Offline it is queued and shows
// the new state at once; the outbox sends it when the network returns.
import { Button } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Job } from '../../../contract/jobs.ts';
import { getSession } from '../../lib/session.ts';
import { discardEntry } from '../../offline/outbox.ts';
import { toast } from '../../ui/toaster/toast.ts';
import { savedKeys, submitSave, useSavedState } from './api.ts';

export function SaveToggle({ job, size = 'sm' }: { job: Job; size?: 'sm' | 'md' }) {
  const saved = useSavedState(job._id);
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  async function toggle() {
    const session = getSession();
    if (!session) return;
    setBusy(true);
    try {
      const outcome = await submitSave(job, !saved, session.token);
      if (outcome.status === 'failed') {
        await discardEntry(outcome.entry.id);
        toast({ title: outcome.message, type: 'error' });
      } else if (outcome.status === 'queued') {
        toast({
          title: saved ? 'Removed from saved jobs' : 'Job saved',
          description: "You're offline: it will be sent when you're back online.",
          type: 'info',
        });
      }
      await queryClient.invalidateQueries({ queryKey: savedKeys.list });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button
      size={size}
      variant={saved ? 'subtle' : 'outline'}
      aria-pressed={saved}
      aria-label={saved ? `Saved: ${job.JobTitle}` : `Save ${job.JobTitle}`}
      loading={busy}
      onClick={() => void toggle()}
    >
      {saved ? 'Saved' : 'Save'}
    </Button>
  );
}
