// The owning recruiter's 'Close applications' / 'Reopen applications' (reopen only before the
// deadline). It needs the network: not queued. It renders with the listing's cards, in the /jobs
// chunk every visitor loads, so it is not loaded lazily: a lazy button came late and shifted the cards.
import { Button } from '@chakra-ui/react';
import type { Job } from '../../../../contract/jobs.ts';
import { useJobState } from '../api.ts';
import { isClosed } from './closed.ts';

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
