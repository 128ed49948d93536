// Jobs on the wire. Field names are the old portal's (JobTitle, UrlPath, …) so its clients still work.
import { z } from 'zod';
import { pageQuery, text } from './common.ts';
import { type JobType, jobTypes } from './constants.ts';
import { currencies, experienceLevels, maxYearlySalary, salaryPeriods, workModes } from './job-query.ts';
import { periodsPerYear } from './salary.ts';

export { type JobType, jobTypes };
export const jobTypeSchema = z.enum(jobTypes);

/** 'full-time', 'FULL TIME', 'Full-Time' → 'Full-Time'; anything else is left for the enum to refuse. */
export function normalizeJobType(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const key = value.toLowerCase().replace(/[^a-z]/g, '');
  return jobTypes.find((t) => t.toLowerCase().replace(/[^a-z]/g, '') === key) ?? value;
}

const jobTypeInput = z.preprocess(
  normalizeJobType,
  z.enum(jobTypes, { error: `JobType must be one of ${jobTypes.join(', ')}` }),
);

/** A list typed as one string (split on `separator`) or sent as an array; blanks are dropped. */
const list = (label: string, separator: RegExp, maxItems: number, itemMax: number) =>
  z
    .preprocess(
      (v) => (typeof v === 'string' ? v.split(separator) : v),
      z.array(
        z
          .string({ error: `${label} must be text` })
          .trim()
          .max(itemMax, `Each entry of ${label} must be at most ${itemMax} characters`),
        { error: `${label} must be a list of text` },
      ),
    )
    .transform((items) => items.filter((s) => s.length > 0))
    .pipe(z.array(z.string()).max(maxItems, `${label} can have at most ${maxItems} entries`));

/** Empty text becomes absent (the UI shows its default label instead). */
const optionalShortText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .transform((v) => (v ? v : undefined));

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const optionalAmount = (label: string) =>
  z.preprocess(
    (v) => (blankToUndefined(v) === undefined ? undefined : Number(v)),
    z
      .number({ error: `${label} must be a number` })
      .int(`${label} must be a whole number`)
      .min(0, `${label} cannot be negative`)
      .max(maxYearlySalary, `${label} must be at most ${maxYearlySalary}`)
      .optional(),
  );

/** A calendar date (the end of that day, UTC, is the deadline) or a full ISO date-time. */
const deadlineInput = z
  .string({ error: 'ApplicationDeadline is required' })
  .trim()
  .min(1, 'ApplicationDeadline is required')
  .regex(
    /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2}))?$/,
    'ApplicationDeadline must be an ISO date such as 2030-06-30',
  )
  .refine(isRealDate, 'ApplicationDeadline is not a real date');

function isRealDate(value: string): boolean {
  // zod runs this even when the regex above failed: anything may arrive here.
  if (!/^\d{4}-\d{2}-\d{2}/.test(value)) return false;
  const day = value.slice(0, 10);
  const parsed = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || Number.isNaN(Date.parse(value))) return false;
  // Date.parse accepts 2030-02-30 (as 2 March): compare the calendar day back.
  return parsed.toISOString().slice(0, 10) === day;
}

export const postJobBody = z
  .object({
    JobTitle: text('JobTitle', 120),
    CompanyName: text('CompanyName', 120),
    Location: text('Location', 120),
    SalaryRange: optionalShortText('SalaryRange', 60),
    JobType: jobTypeInput,
    RequiredSkills: list('RequiredSkills', /,/, 50, 200).pipe(
      z.array(z.string()).min(1, 'RequiredSkills needs at least one skill'),
    ),
    ExperienceLevel: optionalShortText('ExperienceLevel', 60),
    ApplicationDeadline: deadlineInput,
    JobDescription: text('JobDescription', 10_000),
    Requirements: list('Requirements', /\r?\n/, 50, 200).optional(),
    Responsibilities: list('Responsibilities', /\r?\n/, 50, 200).optional(),
    // Beside the old fields: the structured salary and work mode. Without them, SalaryRange is parsed
    // where it can be and a "Remote" location means the remote work mode.
    SalaryMin: optionalAmount('SalaryMin'),
    SalaryMax: optionalAmount('SalaryMax'),
    SalaryCurrency: z.preprocess(
      blankToUndefined,
      z.enum(currencies, { error: `SalaryCurrency must be one of ${currencies.join(', ')}` }).optional(),
    ),
    SalaryPeriod: z.preprocess(
      blankToUndefined,
      z.enum(salaryPeriods, { error: `SalaryPeriod must be one of ${salaryPeriods.join(', ')}` }).optional(),
    ),
    WorkMode: z.preprocess(
      blankToUndefined,
      z.enum(workModes, { error: `WorkMode must be one of ${workModes.join(', ')}` }).optional(),
    ),
  })
  .check((ctx) => {
    const { SalaryMin: min, SalaryMax: max, SalaryCurrency: currency, SalaryPeriod: period } = ctx.value;
    const issue = (path: string, message: string) =>
      ctx.issues.push({ code: 'custom', path: [path], message, input: ctx.value });
    if (min === undefined && max === undefined) return;
    if (!currency) issue('SalaryCurrency', 'SalaryCurrency is required with a salary amount');
    if (min !== undefined && max !== undefined && min > max) {
      issue('SalaryMax', 'SalaryMax cannot be less than SalaryMin');
    }
    if (Math.max(min ?? 0, max ?? 0) * periodsPerYear[period ?? 'year'] > maxYearlySalary) {
      issue(
        max !== undefined ? 'SalaryMax' : 'SalaryMin',
        `The salary must be at most ${maxYearlySalary} a year`,
      );
    }
  });
/** What the form sends (RequiredSkills may be a comma-separated string, lists newline-separated). */
export type PostJobInput = z.input<typeof postJobBody>;
export type PostJobBody = z.output<typeof postJobBody>;

export const job = z.object({
  _id: z.string(),
  JobTitle: z.string(),
  CompanyName: z.string(),
  Location: z.string(),
  SalaryRange: z.string().nullable(),
  JobType: jobTypeSchema,
  RequiredSkills: z.array(z.string()),
  ExperienceLevel: z.string().nullable(),
  /** ISO date-time of the deadline (a date-only input means the end of that day, UTC). */
  ApplicationDeadline: z.string(),
  /** The same deadline, under the name the apply view reads. */
  LastDate: z.string(),
  JobDescription: z.string(),
  Requirements: z.array(z.string()).optional(),
  Responsibilities: z.array(z.string()).optional(),
  /** The real number of applications, counted on every read. */
  ApplicationsReceived: z.number().int(),
  /** No more applies: its deadline has passed, or its recruiter closed it. */
  closed: z.boolean(),
  /** When its recruiter closed it (ISO); null while open, or when only its deadline has passed. */
  closedAt: z.string().nullable().optional(),
  UrlPath: z.string(),
  createdAt: z.string(),
  /** Hireloop's own, beside the old fields: structured salary (null when none could be read). */
  salary: z
    .object({
      min: z.number().nullable(),
      max: z.number().nullable(),
      currency: z.enum(currencies),
      period: z.enum(salaryPeriods),
    })
    .nullable()
    .optional(),
  workMode: z.enum(workModes).optional(),
  level: z.enum(experienceLevels).nullable().optional(),
  /** Kilometres from the searched place, when the search named one the gazetteer knows. */
  distanceKm: z.number().optional(),
  /**
   * Where the job is (its place, geocoded when posted), in the search answer only: the device
   * searches by distance offline. A remote job, or one whose place is not known, has none.
   */
  lat: z.number().optional(),
  lon: z.number().optional(),
  UserId: z.object({ _id: z.string(), image: z.string().nullable() }),
  recruiterId: z.object({
    _id: z.string(),
    currentCompany: z.string(),
    currentRole: z.string(),
    companyLogo: z.string().nullable(),
    companyDescription: z.string().nullable(),
  }),
});
export type Job = z.infer<typeof job>;

export const applicationStatus = z.enum(['pending', 'accepted', 'rejected', 'withdrawn']);
export type ApplicationStatus = z.infer<typeof applicationStatus>;

/** The one-job read; `myApplication` is the signed-in candidate's application (null otherwise). */
export const jobDetail = job.extend({
  myApplication: z.object({ _id: z.string(), status: applicationStatus, createdAt: z.string() }).nullable(),
});
export type JobDetail = z.infer<typeof jobDetail>;

/** The /jobs search: its words and its type filter (also what a job alert stores). */
export const jobSearch = z.object({
  /** Words searched in title, company, location and skills; every word must match. */
  q: z.string().trim().max(100, 'q must be at most 100 characters').optional(),
  /** A job type, as the enum or in lower case (`full-time`); `all` or empty means no filter. */
  type: z
    .preprocess(
      (v) => (v === '' || (typeof v === 'string' && v.toLowerCase() === 'all') ? undefined : v),
      jobTypeInput.optional(),
    )
    .optional(),
});

export const jobListQuery = pageQuery.extend(jobSearch.shape);
export type JobListQuery = z.input<typeof jobListQuery>;

export const jobListResponse = z.object({
  success: z.literal(true),
  data: z.array(job),
  /** Pass back as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type JobListResponse = z.infer<typeof jobListResponse>;

/** GET /api/recruiter/postinfo/:UrlPath answers the job object itself: the old client reads it unwrapped. */
export const jobDetailResponse = jobDetail;

export const postJobResponse = z.object({ success: z.literal(true), message: z.string(), data: job });
export type PostJobResponse = z.infer<typeof postJobResponse>;

/** PUT /api/recruiter/closeJob/:UrlPath and reopenJob: the job as it is now. */
export const jobStateResponse = z.object({ success: z.literal(true), message: z.string(), data: job });
export type JobStateResponse = z.infer<typeof jobStateResponse>;

export const urlPathParam = z.object({
  UrlPath: z.string().min(1).max(200, 'UrlPath is too long'),
});
