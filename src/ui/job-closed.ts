import type { Job } from '../../contract/jobs.ts';
import { useNow } from './use-now.ts';

type Deadline = Pick<Job, 'closed' | 'closedAt' | 'ApplicationDeadline'>;

const deadlineAt = (job: Pick<Job, 'ApplicationDeadline'>) => new Date(job.ApplicationDeadline).getTime();

/** Closed: the server says so, or the deadline passed while the page was open (or offline). */
export const isClosed = (job: Pick<Job, 'closed' | 'ApplicationDeadline'>) =>
  job.closed || deadlineAt(job) <= Date.now();

/**
 * isClosed for a screen the server renders: there, and while the browser hydrates its HTML, the
 * server's word alone (the browser's clock may differ), then the deadline on the browser's clock too.
 */
export function useClosed(job: Pick<Job, 'closed' | 'ApplicationDeadline'>): boolean {
  const now = useNow();
  return job.closed || (now !== null && deadlineAt(job) <= now);
}

/**
 * The deadline has passed, on the browser's clock. Rendered by the server (no clock), a closed job
 * without a close time is taken to have closed at its deadline.
 */
export function useDeadlinePassed(job: Deadline): boolean {
  const now = useNow();
  return now === null ? job.closed && !job.closedAt : deadlineAt(job) <= now;
}

/**
 * The first deadline still ahead among the jobs anywhere in a query's answer (Infinity: none): a
 * page showing them says Closed from then on with no write, so the server caches it until then.
 */
export function nextDeadlineIn(data: unknown, now = Date.now()): number {
  let first = Number.POSITIVE_INFINITY;
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) for (const item of value) visit(item);
    else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (key !== 'ApplicationDeadline') visit(item);
        else if (typeof item === 'string') {
          const at = Date.parse(item);
          if (at > now && at < first) first = at;
        }
      }
    }
  };
  visit(data);
  return first;
}
