// The owning recruiter's 'Close applications' / 'Reopen applications' (reopen only before the
// deadline). It needs the network: not queued.
import { Button } from '@chakra-ui/react';
import type { Job } from '../../../../contract/jobs.ts';
import { useJobState } from '../job-state.ts';
import { isClosed } from '../../../ui/job-closed.ts';

type Props = { job: Job; size?: 'sm' | 'md'; full?: boolean };

export function JobStateButton({ job, size = 'md', full = false }: Props) {
  const state = useJobState(job);
  if (new Date(job.ApplicationDeadline).getTime() <= Date.now()) return null;
  const closed = isClosed(job);

  return (
    <Button
      size={size}
      variant="outline"
      colorPalette={closed ? 'blue' : 'red'}
      w={full ? 'full' : undefined}
      loading={state.busy}
      onClick={() => void state.change(closed ? 'reopenJob' : 'closeJob')}
    >
      {closed ? 'Reopen applications' : 'Close applications'}
    </Button>
  );
}
