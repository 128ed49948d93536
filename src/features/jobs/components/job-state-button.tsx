// The owning recruiter's 'Close applications' / 'Reopen applications' (reopen only before the
// deadline). It needs the network: not queued. It renders with the listing's cards, in the /jobs
// chunk every visitor loads, so it keeps to what that chunk already has (http, toast, the query
// client) instead of a mutation hook: loaded lazily, it came late and shifted the cards.
import { Button } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Job, JobStateResponse } from '../../../../contract/jobs.ts';
import { errorMessage, http } from '../../../lib/http.ts';
import { toast } from '../../../ui/toaster/toast.ts';
import { jobKeys } from '../api.ts';
import { isClosed } from './closed.ts';

type Props = { job: Job; size?: 'sm' | 'md'; full?: boolean };

export function JobStateButton({ job, size = 'md', full = false }: Props) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  if (new Date(job.ApplicationDeadline).getTime() <= Date.now()) return null;
  const closed = isClosed(job);

  async function change() {
    setBusy(true);
    try {
      const action = closed ? 'reopenJob' : 'closeJob';
      const res = await http.put<JobStateResponse>(`/recruiter/${action}/${encodeURIComponent(job.UrlPath)}`);
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

  return (
    <Button
      size={size}
      variant="outline"
      colorPalette={closed ? 'blue' : 'red'}
      w={full ? 'full' : undefined}
      loading={busy}
      onClick={() => void change()}
    >
      {closed ? 'Reopen applications' : 'Close applications'}
    </Button>
  );
}
