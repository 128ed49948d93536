import type { Job } from '../../../../contract/jobs.ts';
import { useNow } from '../../../ui/use-now.ts';

/** Closed: the server says so, or the deadline passed while the page was open (or offline). */
export const isClosed = (job: Pick<Job, 'closed' | 'ApplicationDeadline'>) =>
  job.closed || new Date(job.ApplicationDeadline).getTime() <= Date.now();

/**
 * isClosed for a screen the server renders: there, and while the browser hydrates its HTML, the
 * server's word alone (the browser's clock may differ), then the deadline on the browser's clock too.
 */
export function useClosed(job: Pick<Job, 'closed' | 'ApplicationDeadline'>): boolean {
  const now = useNow();
  return job.closed || (now !== null && new Date(job.ApplicationDeadline).getTime() <= now);
}
