// The one job query: what /jobs asks, what the list API takes, what a job alert stores and what the
// device searches offline. Its URL parameters (`q`, `type`, `where`, `radius`, `mode`, `level`,
// `salary`, `currency`, `posted`, `company`, `sort`) carry the whole search, so a search can be
// shared, bookmarked and rendered by the server. Written in zod/mini, which still costs about 17 KB
// gzip: the browser's first load reads the URL with url-job-query.ts instead (same rules, tested
// against this schema), and takes the values and labels from job-query-values.ts.
import * as z from 'zod/mini';
import { jobTypes } from './constants.ts';
import { maxSearchWords } from './search-text.ts';

export * from './job-query-values.ts';
import {
  currencies,
  experienceLevels,
  jobSorts,
  maxQueryLength,
  maxYearlySalary,
  postedWithinDays,
  radiiKm,
  workModes,
} from './job-query-values.ts';

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const oneOf = <T extends readonly [string, ...string[]]>(name: string, values: T) =>
  z.optional(
    z.pipe(
      z.transform(blankToUndefined),
      z.optional(z.enum(values, { error: `${name} must be one of ${values.join(', ')}` })),
    ),
  );
const wholeNumber = (name: string, min: number, max: number) =>
  z.optional(
    z.pipe(
      z.transform((v) => (blankToUndefined(v) === undefined ? undefined : Number(v))),
      z.optional(
        z
          .number({ error: `${name} must be a number` })
          .check(
            z.int(`${name} must be a whole number`),
            z.gte(min, `${name} must be at least ${min}`),
            z.lte(max, `${name} must be at most ${max}`),
          ),
      ),
    ),
  );
const words = (name: string) =>
  z.optional(
    z.pipe(
      z.transform((v) => (typeof v === 'string' ? v.replace(/\s+/g, ' ').trim() || undefined : v)),
      z.optional(
        z
          .string({ error: `${name} must be text` })
          .check(z.maxLength(maxQueryLength, `${name} must be at most ${maxQueryLength} characters`)),
      ),
    ),
  );

/** A job type as the enum or in lower case (`full-time`); `all` or empty means no filter. */
const jobType = z.optional(
  z.pipe(
    z.transform((v) => {
      if (typeof v !== 'string' || v === '' || v.toLowerCase() === 'all') return blankToUndefined(v);
      const key = v.toLowerCase().replace(/[^a-z]/g, '');
      return jobTypes.find((t) => t.toLowerCase().replace(/[^a-z]/g, '') === key) ?? v;
    }),
    z.optional(z.enum(jobTypes, { error: `JobType must be one of ${jobTypes.join(', ')}` })),
  ),
);

export const jobQuery = z
  .object({
    /** Words: every one must match (title over skills over description); "a phrase", -word. */
    q: words('q'),
    type: jobType,
    /** A place from the gazetteer ("Lisbon", "Lisbon, Portugal"); unknown places match by words. */
    where: words('where'),
    radius: z.optional(
      z.pipe(
        wholeNumber('radius', 1, 1000),
        z.optional(z.literal(radiiKm, { error: `radius must be one of ${radiiKm.join(', ')} km` })),
      ),
    ),
    mode: oneOf('mode', workModes),
    level: oneOf('level', experienceLevels),
    /** Salary at least, per year, in `currency`. */
    salary: wholeNumber('salary', 0, maxYearlySalary),
    currency: oneOf('currency', currencies),
    /** Posted within the last N days. */
    posted: z.optional(
      z.pipe(
        wholeNumber('posted', 1, 365),
        z.optional(
          z.literal(postedWithinDays, { error: `posted must be one of ${postedWithinDays.join(', ')} days` }),
        ),
      ),
    ),
    company: words('company'),
    sort: oneOf('sort', jobSorts),
  })
  .check(
    z.refine((v) => v.radius === undefined || v.where !== undefined, {
      message: 'radius needs a place (where)',
      path: ['radius'],
    }),
    z.refine((v) => v.salary === undefined || v.currency !== undefined, {
      message: 'salary needs a currency: a salary is compared within its currency',
      path: ['salary'],
    }),
  );
export type JobQuery = z.output<typeof jobQuery>;
export type JobQueryInput = z.input<typeof jobQuery>;

/**
 * A URL's search params as a query, for screens: a value the server would refuse (an unknown sort,
 * a radius without a place) is dropped instead, so an edited or old link still shows jobs.
 */
export function readJobQuery(raw: Record<string, unknown>): JobQuery {
  let input: Record<string, unknown> = { ...raw };
  for (let tries = 0; tries < 12; tries++) {
    const parsed = jobQuery.safeParse(input);
    if (parsed.success) return parsed.data;
    const bad = new Set(parsed.error.issues.map((i) => String(i.path[0])));
    input = Object.fromEntries(Object.entries(input).filter(([k]) => !bad.has(k)));
  }
  return {};
}

/** Words beyond this count are ignored by every search. */
export { maxSearchWords };
