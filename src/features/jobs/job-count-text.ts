// How the search's counts read: past `countCap` the server stopped counting, so "1,000+".
import { countCap } from '../../../contract/constants.ts';

/** "12", "1,000", or "1,000+" for a count the server stopped at. */
export const countText = (n: number) =>
  n > countCap ? `${countCap.toLocaleString('en')}+` : n.toLocaleString('en');

/** "1 job", "12 jobs", "1,000+ jobs". */
export const jobsText = (n: number) => `${countText(n)} ${n === 1 ? 'job' : 'jobs'}`;
