// When a page of jobs changes by itself: the first deadline still ahead, anywhere in its answers.
import { describe, expect, it } from 'vitest';
import { nextDeadlineIn } from '../../../src/ui/job-closed.ts';

const now = Date.parse('2030-03-15T12:00:00Z');

describe('nextDeadlineIn', () => {
  it('finds the first deadline ahead in lists, pages and single jobs, past ones left out', () => {
    const answers = [
      { pages: [{ data: [{ ApplicationDeadline: '2030-04-01T00:00:00Z' }] }] },
      { ApplicationDeadline: '2030-03-20T00:00:00Z', company: { name: 'Acme' } },
      { data: [{ ApplicationDeadline: '2030-03-01T00:00:00Z' }] },
    ];
    expect(nextDeadlineIn(answers, now)).toBe(Date.parse('2030-03-20T00:00:00Z'));
  });

  it('is Infinity for answers with no deadline ahead', () => {
    expect(nextDeadlineIn([undefined, { posts: [] }, { ApplicationDeadline: 'not a date' }], now)).toBe(
      Number.POSITIVE_INFINITY,
    );
  });
});
