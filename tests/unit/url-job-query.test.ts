// The browser's zod-free reading of a /jobs URL gives what the contract's readJobQuery gives, for
// good values, bad ones, and each dropped for the reason the server would refuse it.
import { describe, expect, it } from 'vitest';
import { jobQuery, jobQueryKeys, jobQueryParams, readJobQuery } from '../../contract/job-query.ts';
import { readUrlJobQuery } from '../../src/features/jobs/url-job-query.ts';

const values: Record<string, unknown[]> = {
  q: ['nurse', '  senior   nurse ', '', ' ', 'x'.repeat(100), 'x'.repeat(101), 42, ['a', 'b']],
  type: ['Full-Time', 'full-time', 'FULLTIME', 'all', 'ALL', '', 'Gig', 3],
  where: ['Lisbon', 'Lisbon, Portugal', '', '  ', 'y'.repeat(101)],
  radius: ['25', 25, '10', '11', '0', '-10', '25.5', '', 'abc', '1e2'],
  mode: ['remote', 'Remote', 'onsite', '', 'space'],
  level: ['senior', 'lead', 'guru', ''],
  salary: ['50000', 50000, '0', '-1', '10000001', '1.5', '', 'lots', ' 60000 '],
  currency: ['EUR', 'eur', 'XYZ', ''],
  posted: ['1', 7, '2', '0', '', '30'],
  company: ['Acme', '', ' Acme  Corp '],
  sort: ['relevance', 'date', 'salary', 'best', ''],
};

/** Every value of each parameter alone, then with the values it depends on. */
function cases(): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [{}];
  for (const [key, list] of Object.entries(values)) {
    for (const v of list) {
      out.push({ [key]: v });
      out.push({ [key]: v, where: 'Lisbon', currency: 'EUR' });
      out.push({ [key]: v, q: 'nurse', sort: 'nonsense', radius: '50', salary: '40000' });
    }
  }
  return out;
}

describe('readUrlJobQuery', () => {
  it('reads every case as the contract does', () => {
    for (const raw of cases()) {
      expect(readUrlJobQuery(raw), JSON.stringify(raw)).toEqual(readJobQuery(raw));
    }
  });

  it('drops what the server would refuse: a radius without a place, a salary without a currency', () => {
    expect(readUrlJobQuery({ radius: '25', salary: '50000' })).toEqual({});
    expect(readUrlJobQuery({ where: 'Lisbon', radius: '25', salary: '50000', currency: 'EUR' })).toEqual({
      where: 'Lisbon',
      radius: 25,
      salary: 50000,
      currency: 'EUR',
    });
  });

  it('writes the parameters in the contract’s order', () => {
    expect([...jobQueryKeys]).toEqual(Object.keys(jobQuery.shape));
    for (const raw of cases()) {
      const query = readJobQuery(raw);
      expect([...jobQueryParams(query).keys()]).toEqual(jobQueryKeys.filter((k) => query[k] !== undefined));
    }
  });
});
