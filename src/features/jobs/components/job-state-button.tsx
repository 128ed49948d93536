// The owning recruiter's 'Close applications' / 'Reopen applications' (reopen only before the
// deadline). It needs the network: not queued.
import { Button } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Job, JobStateResponse } from '../../../../contract/jobs.ts';
import { errorMessage, http } from '../../../lib/http.ts';
import { toast } from '../../../ui/toaster/toast.ts';
import { jobKeys } from '../api.ts';
import { isClosed } from './closed.ts';

type Props = { job: Job; size?: 'sm' | 'md'; full?: boolean };

export function JobStateButton({ job, size = 'md', full = false }: Props) {
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (action: 'closeJob' | 'reopenJob') =>
      http.put<JobStateResponse>(`/recruiter/${action}/${encodeURIComponent(job.UrlPath)}`),
    onSuccess: (res) => {
      toast({ title: res.message, type: 'success' });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: jobKeys.detail(job.UrlPath) }),
        queryClient.invalidateQueries({ queryKey: jobKeys.lists }),
      ]);
    },
    onError: (err) => toast({ title: errorMessage(err, 'Could not change this job'), type: 'error' }),
  });
  if (new Date(job.ApplicationDeadline).getTime() <= Date.now()) return null;
  const closed = isClosed(job);
  return (
    <Button
      size={size}
      variant="outline"
      colorPalette={closed ? 'blue' : 'red'}
      w={full ? 'full' : undefined}
      loading={change.isPending}
      onClick={() => change.mutate(closed ? 'reopenJob' : 'closeJob')}
    >
      {closed ? 'Reopen applications' : 'Close applications'}
    </Button>
  );
}
