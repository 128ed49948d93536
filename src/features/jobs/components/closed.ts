import type { Job } from '../../../../contract/jobs.ts';

/** Closed: the server says so, or the deadline passed while the page was open (or offline). */
export const isClosed = (job: Pick<Job, 'closed' | 'ApplicationDeadline'>) =>
  job.closed || new Date(job.ApplicationDeadline).getTime() <= Date.now();
