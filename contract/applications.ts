// Applications on the wire: the candidate's history read and the recruiter's applicant read.
// Accept = status accepted; Pending = status pending; neither = Rejected (the old portal's badge rule).
import { z } from 'zod';
import { idParam, pageQuery } from './common.ts';
import { stageSchema } from './hiring.ts';
import { applicationStatus, jobTypeSchema } from './jobs.ts';

export const applyBody = z
  .object({
    Note: z
      .string({ error: 'Note must be text' })
      .trim()
      .max(2000, 'Note must be at most 2000 characters')
      .optional(),
  })
  // The client may send no body at all, or a JSON content type with an empty body (Fastify: null).
  .nullish();
export type ApplyBody = z.input<typeof applyBody>;

/** Decisions take no body: none, or `{}` (anything inside is ignored). */
export const decisionBody = z.object({}).nullish();

export const jobIdParam = z.object({ jobId: idParam('Job id') });
export const applicationIdParam = z.object({ applicationId: idParam('Application id') });

const applicationBase = {
  _id: z.string(),
  Accept: z.boolean(),
  Pending: z.boolean(),
  status: applicationStatus,
  Note: z.string(),
  createdAt: z.string(),
};

/**
 * Asked for by Hireloop's own client (`?with=hiring`): the rows of both lists gain `stage`, the
 * history's rows `unreadMessages` too. Without it the lists answer exactly what the old portal's
 * client reads, field for field.
 */
export const withHiring = z.object({
  with: z.literal('hiring', { error: 'with must be hiring' }).optional(),
});
const hiringFields = {
  /** Where it stands (contract/hiring.ts); `status`, `Accept` and `Pending` follow from it. */
  stage: stageSchema.optional(),
};

/** One row of the candidate's history (also the answer to an apply). */
export const myApplication = z.object({
  ...applicationBase,
  jobId: z.object({
    _id: z.string(),
    JobTitle: z.string(),
    CompanyName: z.string(),
    Location: z.string(),
    JobType: jobTypeSchema,
    UrlPath: z.string(),
    UserId: z.object({ image: z.string().nullable() }),
  }),
});
export type MyApplication = z.infer<typeof myApplication>;

/** One row of a job's applicant list: the application with the candidate's profile. */
export const applicant = z.object({
  ...applicationBase,
  candidateId: z.object({
    _id: z.string(),
    fullName: z.string(),
    ProfileImage: z.string().nullable(),
    emailAddress: z.string(),
    phoneNumber: z.string().nullable(),
    resume: z.string().nullable(),
    collegeName: z.string().nullable(),
    graduationYear: z.number().int().nullable(),
    specialization: z.string().nullable(),
    linkedInProfile: z.string().nullable(),
    githubProfile: z.string().nullable(),
    portfolioLinks: z.array(z.string()),
    technicalSkills: z.array(z.string()),
    dateOfBirth: z.string().nullable(),
    highestQualification: z.string().nullable(),
    gender: z.string().nullable(),
    workExperience: z.array(
      z.object({ jobTitle: z.string(), companyName: z.string(), duration: z.string() }),
    ),
    personalStatement: z.string().nullable(),
  }),
});
export type Applicant = z.infer<typeof applicant>;

export const applyResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: myApplication,
});
export type ApplyResponse = z.infer<typeof applyResponse>;

/**
 * GET /api/activity?cursor=&limit= — the candidate's applications, newest first, a page at a time
 * (20 unless `limit` says otherwise). The body is a bare list of applications, as the old portal's
 * client reads it; the next page's address travels in a `Link: <…>; rel="next"` header (RFC 8288),
 * absent on the last page.
 */
export const activityQuery = pageQuery.extend(withHiring.shape);
export const historyRow = myApplication.extend({
  ...hiringFields,
  /** Messages from the recruiter the candidate has not read yet. */
  unreadMessages: z.number().int().optional(),
});
export type HistoryRow = z.infer<typeof historyRow>;
export const activityResponse = z.array(historyRow);
export type ActivityResponse = z.infer<typeof activityResponse>;

/**
 * GET /api/recruiter/applicant/:UrlPath?q=&cursor=&limit= — the job's applications, newest first, paged
 * like the history: a bare JSON array, the next page in the `Link` header. `q` is found anywhere in
 * the applicant's name or in one of their technical skills (case and accents aside); `stage` keeps
 * those at that stage of the hiring board.
 */
export const applicantsQuery = pageQuery.extend({
  q: z.string().trim().max(100, 'Search must be at most 100 characters').optional(),
  stage: stageSchema.optional(),
  ...withHiring.shape,
});
export const applicantRow = applicant.extend(hiringFields);
export type ApplicantRow = z.infer<typeof applicantRow>;
export const applicantsResponse = z.array(applicantRow);
export type ApplicantsResponse = z.infer<typeof applicantsResponse>;

export const decisionResponse = z.object({ success: z.literal(true), message: z.string() });
export type DecisionResponse = z.infer<typeof decisionResponse>;

/** PUT /api/candidate/withdraw/:applicationId (honours an Idempotency-Key header). */
export const withdrawResponse = applyResponse;
export type WithdrawResponse = ApplyResponse;
