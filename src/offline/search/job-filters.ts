// The structured filters of the job query (contract/job-query.ts) run on the device: work mode,
// level, salary at least, date posted and the place. Distance needs the job's coordinates, which a
// job's answer does not carry, so offline a place matches as text in the job's location (as the
// server does for a place its gazetteer does not know). Also the counts beside each filter, worked out the
// server's way: each filter's counts apply every other filter of the query.
import type { JobType } from '../../../contract/constants.ts';
import { jobTypes } from '../../../contract/constants.ts';
import type { JobQuery } from '../../../contract/job-query.ts';
import { experienceLevels, postedWithinDays, workModes } from '../../../contract/job-query-values.ts';
import type { JobSearchCounts } from '../../../contract/job-search.ts';
import type { Job } from '../../../contract/jobs.ts';
import { yearly } from '../../../contract/salary.ts';
import { fold } from '../../../contract/search-text.ts';

const DAY_MS = 86_400_000;
/** The most a job pays in a year, in its currency (the server's rule); null when not known. */
export function yearlySalary(job: Pick<Job, 'salary'>): number | null {
  const s = job.salary;
  return s ? yearly(s.max ?? s.min, s.period) : null;
}

/** The filters a device search applies besides words and type (the query's other fields). */
export type StructuredFilters = Pick<JobQuery, 'where' | 'mode' | 'level' | 'salary' | 'currency' | 'posted'>;
type Facet = 'type' | 'mode' | 'level' | 'posted';
type Test = (job: Job, createdAt: number) => boolean;

/** One test per filter the query sets, by facet, so counts can leave one facet out. */
function testsOf(
  f: StructuredFilters & { type?: JobType | '' },
  now: number,
): Partial<Record<Facet | 'other', Test>> {
  // "Lisbon, Portugal" (a place picked from the list) is looked for as its name, "Lisbon".
  const place = fold(f.where?.split(',')[0]?.trim() ?? '');
  const salary = f.salary;
  const tests: Partial<Record<Facet | 'other', Test>> = {};
  if (f.type) tests.type = (job) => job.JobType === f.type;
  if (f.mode) tests.mode = (job) => job.workMode === f.mode;
  if (f.level) tests.level = (job) => job.level === f.level;
  if (f.posted) {
    const since = now - (f.posted as number) * DAY_MS;
    tests.posted = (_job, createdAt) => createdAt >= since;
  }
  if (place || salary !== undefined) {
    tests.other = (job) =>
      (!place || fold(job.Location).includes(place)) &&
      (salary === undefined || paysAtLeast(job, salary, f.currency));
  }
  return tests;
}

/** "Salary at least" compares within one currency, per year; a job without a salary is left out. */
function paysAtLeast(job: Job, salary: number, currency: string | undefined): boolean {
  const yearly = yearlySalary(job);
  return yearly !== null && yearly >= salary && (!currency || job.salary?.currency === currency);
}

const allPass = (tests: Partial<Record<string, Test>>, except?: Facet) => {
  const list = Object.entries(tests)
    .filter(([k]) => k !== except)
    .map(([, t]) => t as Test);
  return (job: Job, createdAt: number) => list.every((t) => t(job, createdAt));
};

/** Whether a job passes every structured filter (type included). */
export function structuredMatcher(f: StructuredFilters & { type?: JobType | '' }, now = Date.now()) {
  return allPass(testsOf(f, now));
}

const zeros = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;

/** The counts beside each filter for `jobs`, which already match the words and the scope. */
export function countFacets(
  jobs: { job: Job; createdAt: number }[],
  f: StructuredFilters & { type?: JobType | '' },
  now = Date.now(),
): JobSearchCounts {
  const tests = testsOf(f, now);
  const counts: JobSearchCounts = {
    type: zeros(jobTypes),
    mode: zeros(workModes),
    level: zeros(experienceLevels),
    posted: zeros(postedWithinDays.map(String) as ['1', '3', '7', '30']),
  };
  const but = {
    type: allPass(tests, 'type'),
    mode: allPass(tests, 'mode'),
    level: allPass(tests, 'level'),
    posted: allPass(tests, 'posted'),
  };
  for (const { job, createdAt } of jobs) {
    if (but.type(job, createdAt)) counts.type[job.JobType]++;
    if (job.workMode && but.mode(job, createdAt)) counts.mode[job.workMode]++;
    if (job.level && but.level(job, createdAt)) counts.level[job.level]++;
    if (but.posted(job, createdAt)) {
      for (const days of postedWithinDays)
        if (createdAt >= now - days * DAY_MS) counts.posted[String(days) as '1']++;
    }
  }
  return counts;
}
