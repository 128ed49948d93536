// The answers of the job search (GET /api/jobs/search) and of place completion (GET /api/places).
// The query itself is contract/job-query.ts; the old portal's lists (/getAllJobs, /getjob) take the
// same parameters and keep their old answer.
import { z } from 'zod';
import { jobTypes } from './constants.ts';
import { experienceLevels, jobSorts, postedWithinDays, radiiKm, workModes } from './job-query.ts';
import { job } from './jobs.ts';

const countsOf = <T extends readonly string[]>(keys: T) =>
  z.object(Object.fromEntries(keys.map((k) => [k, z.number().int()])) as { [K in T[number]]: z.ZodNumber });

/**
 * How many jobs each choice of a filter would leave, with every other filter of the query applied
 * (choosing a value replaces that filter's current value); at most `countCap + 1` (contract/constants.ts), which means more than `countCap`.
 */
export const jobSearchCounts = z.object({
  type: countsOf(jobTypes),
  mode: countsOf(workModes),
  level: countsOf(experienceLevels),
  posted: countsOf(postedWithinDays.map(String) as ['1', '3', '7', '30']),
  /** Only when the query names a place the gazetteer knows. */
  radius: countsOf(radiiKm.map(String) as ['10', '25', '50', '100']).optional(),
});
export type JobSearchCounts = z.infer<typeof jobSearchCounts>;

export const place = z.object({
  /** "Lisbon" */
  name: z.string(),
  /** "Lisbon, Portugal": what the place field shows and sends back as `where`. */
  label: z.string(),
  /** ISO 3166-1 alpha-2 */
  country: z.string(),
  lat: z.number(),
  lon: z.number(),
});
export type Place = z.infer<typeof place>;

export const jobSearchResponse = z.object({
  success: z.literal(true),
  data: z.array(job),
  nextCursor: z.string().nullable(),
  /** Jobs that match the whole query; at most `countCap + 1` ("1,000+", see the counts). */
  total: z.number().int(),
  counts: jobSearchCounts,
  sort: z.enum(jobSorts),
  /** The gazetteer's place for `where`; null when none was asked or it is unknown. */
  place: place.nullable(),
  /** A close query that finds jobs, when this one finds few or none ("Did you mean …"). */
  didYouMean: z.string().nullable(),
  /** Sentences for the person: "We don't know “Atlantis”, so we searched its words instead." */
  notices: z.array(z.string()),
});
export type JobSearchResponse = z.infer<typeof jobSearchResponse>;

export const placesQuery = z.object({
  q: z.string().trim().max(100, 'q must be at most 100 characters'),
  limit: z.coerce.number().int().min(1).max(10).default(8),
});
export const placesResponse = z.object({ success: z.literal(true), data: z.array(place) });
export type PlacesResponse = z.infer<typeof placesResponse>;

/** What a search that found nothing says when it shows the jobs of its corrected words instead. */
export const correctedSearchNotice = (typed: string, corrected: string) =>
  `No jobs match “${typed}”, so these are the jobs for “${corrected}”.`;
