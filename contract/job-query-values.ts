// The values and labels of the job query (contract/job-query.ts) without its schema: screens take
// them from here, so that the browser's first load carries no zod.

export const workModes = ['onsite', 'hybrid', 'remote'] as const;
export type WorkMode = (typeof workModes)[number];
export const workModeLabels: Record<WorkMode, string> = {
  onsite: 'On-site',
  hybrid: 'Hybrid',
  remote: 'Remote',
};

export const experienceLevels = ['entry', 'mid', 'senior', 'lead'] as const;
export type ExperienceLevel = (typeof experienceLevels)[number];
export const experienceLevelLabels: Record<ExperienceLevel, string> = {
  entry: 'Entry level',
  mid: 'Mid level',
  senior: 'Senior',
  lead: 'Lead / Manager',
};

/** Distances from a place, in km; a place without a radius means the default. */
export const radiiKm = [10, 25, 50, 100] as const;
export const defaultRadiusKm = 25;

/** "Date posted": within the last N days (1 = 24 hours). */
export const postedWithinDays = [1, 3, 7, 30] as const;

export const jobSorts = ['relevance', 'date', 'salary'] as const;
export type JobSort = (typeof jobSorts)[number];

export const salaryPeriods = ['year', 'month', 'hour'] as const;
export type SalaryPeriod = (typeof salaryPeriods)[number];
/** ISO 4217 codes a salary may be posted and searched in. */
export const currencies = [
  'EUR',
  'USD',
  'GBP',
  'CHF',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'CAD',
  'AUD',
  'BRL',
  'INR',
] as const;
export type Currency = (typeof currencies)[number];
/** The largest yearly salary a search or a posting may name. */
export const maxYearlySalary = 10_000_000;

/** Longest `q` and `where` accepted; longer is a 400 (the old portal's limit for `q`). */
export const maxQueryLength = 100;

/** The query's URL parameters, in the order the schema lists them. */
export const jobQueryKeys = [
  'q',
  'type',
  'where',
  'radius',
  'mode',
  'level',
  'salary',
  'currency',
  'posted',
  'company',
  'sort',
] as const;

/** A query as URL search params, in a stable order, without empty values. */
export function jobQueryParams(
  q: Partial<Record<(typeof jobQueryKeys)[number], string | number>>,
): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of jobQueryKeys) {
    const value = q[key];
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params;
}
