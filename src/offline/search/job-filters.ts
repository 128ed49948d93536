// The structured filters of the job query (contract/job-query.ts) run on the device: work mode,
// level, salary at least, date posted and the place. A place the search found online (kept with its
// coordinates) matches by distance, as on the server: jobs within the radius of it, by the
// coordinates the search answer carries; another place matches as text in the job's location (as
// the server does for a place its gazetteer does not know). Also the counts beside each filter,
// worked out the server's way: each filter's counts apply every other filter of the query.
import type { JobType } from '../../../contract/constants.ts';
import { jobTypes } from '../../../contract/constants.ts';
import type { JobQuery } from '../../../contract/job-query.ts';
import {
  defaultRadiusKm,
  experienceLevels,
  postedWithinDays,
  radiiKm,
  workModes,
} from '../../../contract/job-query-values.ts';
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
export type StructuredFilters = Pick<
  JobQuery,
  'where' | 'radius' | 'mode' | 'level' | 'salary' | 'currency' | 'posted'
>;
/** Where `where` is, when a search online found it in the gazetteer. */
export type Near = { lat: number; lon: number };
type Filters = StructuredFilters & { type?: JobType | ''; near?: Near };
type Facet = 'type' | 'mode' | 'level' | 'posted' | 'place';

/** The earth's radius earthdistance uses (the server's distances), in km. */
const EARTH_KM = 6378.168;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle km from `near` to the job; null when the job has no coordinates (remote, unknown). */
export function distanceKm(near: Near, job: Pick<Job, 'lat' | 'lon'>): number | null {
  if (job.lat === undefined || job.lon === undefined) return null;
  const h =
    Math.sin(rad(job.lat - near.lat) / 2) ** 2 +
    Math.cos(rad(near.lat)) * Math.cos(rad(job.lat)) * Math.sin(rad(job.lon - near.lon) / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Whether the job is within `km` of `near` (a job without coordinates never is). */
const within = (near: Near, km: number) => (job: Job) => {
  const d = distanceKm(near, job);
  return d !== null && d <= km;
};
type Test = (job: Job, createdAt: number) => boolean;

/** One test per filter the query sets, by facet, so counts can leave one facet out. */
function testsOf(f: Filters, now: number): Partial<Record<Facet | 'other', Test>> {
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
  if (f.near) tests.place = within(f.near, f.radius ?? defaultRadiusKm);
  else if (place) tests.place = (job) => fold(job.Location).includes(place);
  if (salary !== undefined) tests.other = (job) => paysAtLeast(job, salary, f.currency);
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
export function structuredMatcher(f: Filters, now = Date.now()) {
  return allPass(testsOf(f, now));
}

const zeros = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;

/** The counts beside each filter for `jobs`, which already match the words and the scope. */
export function countFacets(
  jobs: { job: Job; createdAt: number }[],
  f: Filters,
  now = Date.now(),
): JobSearchCounts {
  const tests = testsOf(f, now);
  const counts: JobSearchCounts = {
    type: zeros(jobTypes),
    mode: zeros(workModes),
    level: zeros(experienceLevels),
    posted: zeros(postedWithinDays.map(String) as ['1', '3', '7', '30']),
    // As on the server: only around a place the gazetteer knows.
    ...(f.near && { radius: zeros(radiiKm.map(String) as ['10', '25', '50', '100']) }),
  };
  const but = {
    type: allPass(tests, 'type'),
    mode: allPass(tests, 'mode'),
    level: allPass(tests, 'level'),
    posted: allPass(tests, 'posted'),
    place: allPass(tests, 'place'),
  };
  for (const { job, createdAt } of jobs) {
    if (but.type(job, createdAt)) counts.type[job.JobType]++;
    if (job.workMode && but.mode(job, createdAt)) counts.mode[job.workMode]++;
    if (job.level && but.level(job, createdAt)) counts.level[job.level]++;
    if (but.posted(job, createdAt)) {
      for (const days of postedWithinDays)
        if (createdAt >= now - days * DAY_MS) counts.posted[String(days) as '1']++;
    }
    const km = f.near && counts.radius && but.place(job, createdAt) ? distanceKm(f.near, job) : null;
    if (km !== null && counts.radius) {
      for (const r of radiiKm) if (km <= r) counts.radius[String(r) as '10']++;
    }
  }
  return counts;
}
