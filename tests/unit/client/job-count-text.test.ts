// The search's counts as they read: the server stops counting past 1,000 and says so with 1,001.
import { describe, expect, it } from 'vitest';
import { countCap } from '../../../contract/constants.ts';
import { countText, jobsText } from '../../../src/features/jobs/job-count-text.ts';

describe('a job count as the search shows it', () => {
  it('shows a count up to the cap as it is', () => {
    expect(countText(0)).toBe('0');
    expect(countText(countCap)).toBe('1,000');
    expect(jobsText(1)).toBe('1 job');
    expect(jobsText(12)).toBe('12 jobs');
  });

  it('shows a count the server stopped at as 1,000+', () => {
    expect(countText(countCap + 1)).toBe('1,000+');
    expect(jobsText(countCap + 1)).toBe('1,000+ jobs');
  });
});
