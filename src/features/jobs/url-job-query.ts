// The job query read from a URL in the browser: the rules of readJobQuery (contract/job-query.ts)
// without zod, which would add about 17 KB gzip to every route's first load (the route's
// validateSearch is part of it). tests/unit/url-job-query.test.ts holds the two to the same answers.
import { jobTypes } from '../../../contract/constants.ts';
import type { JobQuery } from '../../../contract/job-query.ts';
import {
  currencies,
  experienceLevels,
  jobSorts,
  maxQueryLength,
  maxYearlySalary,
  postedWithinDays,
  radiiKm,
  workModes,
} from '../../../contract/job-query-values.ts';

const blank = (v: unknown) => v === undefined || v === '' || v === null;

/** Words: white space collapsed; blank means none; longer than the limit is dropped. */
function words(v: unknown): string | undefined {
  if (typeof v !== 'string') return undefined;
  const text = v.replace(/\s+/g, ' ').trim();
  return text && text.length <= maxQueryLength ? text : undefined;
}

function oneOf<T extends string>(values: readonly T[], v: unknown): T | undefined {
  return values.find((x) => x === v);
}

/** A whole number within bounds, from text or a number ('' and absurd values drop it). */
function wholeNumber(v: unknown, min: number, max: number): number | undefined {
  if (blank(v)) return undefined;
  const n = Number(v);
  return Number.isInteger(n) && n >= min && n <= max ? n : undefined;
}

/** `full-time`, `Full-Time` and `FULLTIME` are one type; `all` is none. */
function jobType(v: unknown): JobQuery['type'] {
  if (typeof v !== 'string') return undefined;
  const key = v.toLowerCase().replace(/[^a-z]/g, '');
  return jobTypes.find((t) => t.toLowerCase().replace(/[^a-z]/g, '') === key);
}

/** A URL's search params as a job query; a value the server would refuse is dropped. */
export function readUrlJobQuery(raw: Record<string, unknown>): JobQuery {
  const where = words(raw.where);
  const currency = oneOf(currencies, raw.currency);
  const radius = wholeNumber(raw.radius, 1, 1000);
  const salary = wholeNumber(raw.salary, 0, maxYearlySalary);
  const posted = wholeNumber(raw.posted, 1, 365);
  const query: JobQuery = {
    q: words(raw.q),
    type: jobType(raw.type),
    where,
    // A radius means something around a place only.
    radius: where ? radiiKm.find((r) => r === radius) : undefined,
    mode: oneOf(workModes, raw.mode),
    level: oneOf(experienceLevels, raw.level),
    // A salary is compared within its currency.
    salary: currency ? salary : undefined,
    currency,
    posted: postedWithinDays.find((d) => d === posted),
    company: words(raw.company),
    sort: oneOf(jobSorts, raw.sort),
  };
  return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined)) as JobQuery;
}
