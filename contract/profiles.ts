// Onboarding, account and profile updates. Inputs are forgiving where forms are (comma-separated
// lists, numbers typed as text, '' for an empty optional field); what comes out is clean.
import { z } from 'zod';
import { roleSchema, text } from './common.ts';

/** An optional text: '' or null clears it (null out), absent leaves it alone (undefined out). */
const optionalField = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v));

/** A file URL; the server checks it points into our bucket under the caller's prefix. */
const fileUrl = (label: string) =>
  z
    .string({ error: `${label} must be a link to an uploaded file` })
    .max(2048, `${label} link is too long`)
    .nullable()
    .optional();

/** A web link typed by a person: `github.com/me` becomes `https://github.com/me`; other schemes are refused. */
const webLink = (label: string) =>
  z
    .string()
    .trim()
    .max(500, `${label} must be at most 500 characters`)
    .transform((v, ctx) => {
      const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(v) ? v : `https://${v}`;
      try {
        const url = new URL(withScheme);
        if ((url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.'))
          return url.href;
      } catch {}
      ctx.addIssue({ code: 'custom', message: `${label} must be a web address (https://…)` });
      return z.NEVER;
    });

const requiredLink = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .pipe(webLink(label));

/** A list: an array of texts, or one comma-separated text; items trimmed, blanks dropped. */
const listOf = (
  label: string,
  options: { required: boolean; itemMax?: number; item?: z.ZodType<string, string> },
) => {
  const itemMax = options.itemMax ?? 100;
  return z
    .union([z.array(z.string()), z.string()], {
      error: (issue) =>
        issue.input === undefined ? `${label} are required` : `${label} must be a list of text`,
    })
    .transform((v) => (typeof v === 'string' ? v.split(',') : v).map((s) => s.trim()).filter((s) => s !== ''))
    .pipe(
      z
        .array(
          (options.item ?? z.string()).pipe(
            z.string().max(itemMax, `Each of ${label.toLowerCase()} must be at most ${itemMax} characters`),
          ),
        )
        .min(options.required ? 1 : 0, `${label} are required`)
        .max(30, `${label} can have at most 30 entries`),
    );
};
const list = (label: string, options: { itemMax?: number } = {}) =>
  listOf(label, { ...options, required: true });
/** Absent stays absent (undefined): onboarding stores [], an update leaves the list alone. */
const optionalList = (label: string, options: { itemMax?: number; item?: z.ZodType<string, string> }) =>
  listOf(label, { ...options, required: false }).optional();

/** A whole number typed as a number or as digits. */
const wholeNumber = (label: string, min: number, max: number) =>
  z
    .union([z.number(), z.string().trim().regex(/^\d+$/).transform(Number)], {
      error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be a number`),
    })
    .pipe(
      z
        .number()
        .int(`${label} must be a whole number`)
        .min(min, `${label} must be between ${min} and ${max}`)
        .max(max, `${label} must be between ${min} and ${max}`),
    );

const isoDay = /^(\d{4})-(\d{2})-(\d{2})$/;
const realDay = (v: string) => {
  const d = new Date(`${v}T00:00:00Z`);
  return isoDay.test(v) && !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v);
};
const today = () => new Date().toISOString().slice(0, 10);

const dateOfBirth = z
  .string({ error: 'Date of birth is required' })
  .trim()
  .min(1, 'Date of birth is required')
  .refine(realDay, 'Date of birth must be a date (YYYY-MM-DD)')
  .refine((v) => v >= '1900-01-01' && v <= today(), 'Date of birth must be a past date');

const startDate = optionalField('Availability to start', 10).refine(
  (v) => v == null || realDay(v),
  'Availability to start must be a date (YYYY-MM-DD)',
);

export const genderSchema = z.enum(['Male', 'Female', 'Transgender']);
export type Gender = z.infer<typeof genderSchema>;

const gender = z
  .union([genderSchema, z.literal(''), z.null()], { error: 'Gender must be Male, Female or Transgender' })
  .optional()
  .transform((v) => (v === '' ? null : v));

const experienceText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .default('');

export const workExperienceSchema = z.object({
  jobTitle: experienceText('Job title', 100),
  companyName: experienceText('Company name', 100),
  duration: experienceText('Duration', 50),
});
export type WorkExperience = z.output<typeof workExperienceSchema>;

// The form starts with one blank entry: blank entries are dropped, not stored.
const workExperience = z
  .array(workExperienceSchema, { error: 'Work experience must be a list' })
  .max(20, 'Work experience can have at most 20 entries')
  .optional()
  .transform((v) => v?.filter((e) => e.jobTitle || e.companyName || e.duration));

const candidateFields = {
  fullName: text('Full name', 100),
  phoneNumber: text('Phone number', 30).regex(
    /^\+?[0-9][0-9 ()./-]{4,29}$/,
    'Phone number must contain only digits, spaces and + - ( )',
  ),
  dateOfBirth,
  profilePhoto: fileUrl('Profile photo'),
  highestQualification: text('Highest qualification', 100),
  collegeName: text('College name', 200),
  graduationYear: wholeNumber('Graduation year', 1950, new Date().getFullYear() + 10),
  specialization: text('Specialization', 100),
  workExperience,
  technicalSkills: list('Technical skills'),
  softSkills: list('Soft skills'),
  portfolioLinks: optionalList('Portfolio links', { itemMax: 500, item: webLink('Portfolio link') }),
  githubProfile: requiredLink('GitHub profile'),
  linkedInProfile: requiredLink('LinkedIn profile'),
  resume: z
    .string({ error: 'Please choose Your Resume first!' })
    .trim()
    .min(1, 'Please choose Your Resume first!')
    .max(2048, 'Resume link is too long'),
  preferredJobRoles: list('Preferred job roles'),
  locationPreferences: list('Location preferences'),
  expectedSalary: wholeNumber('Salary expectation', 0, 1_000_000_000),
  availabilityToStart: startDate,
  personalStatement: optionalField('Personal statement', 2000),
  gender,
};

/** POST /api/onboard-candidate. */
export const onboardCandidateBody = z.object(candidateFields);
export type OnboardCandidateBody = z.input<typeof onboardCandidateBody>;
export type OnboardCandidateInput = z.output<typeof onboardCandidateBody>;

/** PUT /api/candidate/profile: any subset of the onboarding fields. */
export const updateCandidateBody = z
  .object(candidateFields)
  .partial()
  .refine((v) => Object.values(v).some((x) => x !== undefined), 'Send at least one field to update');
export type UpdateCandidateBody = z.input<typeof updateCandidateBody>;
export type UpdateCandidateInput = z.output<typeof updateCandidateBody>;

/** POST /api/onboard-recruiter: every field is optional, as in the old portal. */
export const onboardRecruiterBody = z.object({
  name: optionalField('Name', 100),
  currentCompany: optionalField('Current company', 100),
  currentRole: optionalField('Current role', 100),
  companyLogo: fileUrl('Company logo'),
  companyDescription: optionalField('Company description', 2000),
});
export type OnboardRecruiterBody = z.input<typeof onboardRecruiterBody>;
export type OnboardRecruiterInput = z.output<typeof onboardRecruiterBody>;

export const onboardResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  role: roleSchema,
});
export type OnboardResponse = z.infer<typeof onboardResponse>;

/** PUT /api/recruiter/userprofile (the old client's `//recruiter/userprofile` reaches it too). */
export const updateRecruiterUserBody = z
  .object({
    username: text('Name', 100).optional(),
    image: fileUrl('Profile image'),
    currentCompany: optionalField('Current company', 100),
    currentRole: optionalField('Current role', 100),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), 'Send at least one field to update');
export type UpdateRecruiterUserBody = z.input<typeof updateRecruiterUserBody>;

/** PUT /api/recruiter/companyprofile. */
export const updateCompanyBody = z
  .object({
    currentCompany: optionalField('Current company', 100),
    companyDescription: optionalField('Company description', 2000),
    companyLogo: fileUrl('Company logo'),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), 'Send at least one field to update');
export type UpdateCompanyBody = z.input<typeof updateCompanyBody>;

export const profileUpdatedResponse = z.object({ success: z.literal(true), message: z.string() });
export type ProfileUpdatedResponse = z.infer<typeof profileUpdatedResponse>;

export const accountUser = z.object({
  _id: z.string(),
  username: z.string(),
  useremail: z.string(),
  image: z.string().nullable(),
});
export type AccountUser = z.infer<typeof accountUser>;

/** GET /api/recruiter/Account: profile fields are null when the caller has no recruiter profile. */
export const recruiterAccountResponse = z.object({
  success: z.literal(true),
  role: roleSchema.nullable(),
  userId: accountUser,
  /** The recruiter profile's id, which is also the company id of /company/{id}/jobs. */
  _id: z.string().nullable(),
  name: z.string().nullable(),
  currentRole: z.string().nullable(),
  currentCompany: z.string().nullable(),
  companyLogo: z.string().nullable(),
  companyDescription: z.string().nullable(),
});
export type RecruiterAccountResponse = z.infer<typeof recruiterAccountResponse>;

const nullableList = z.array(z.string()).nullable();

/** GET /api/candidate/Account: profile fields are null when the caller has no candidate profile. */
export const candidateAccountResponse = z.object({
  success: z.literal(true),
  role: roleSchema.nullable(),
  userId: accountUser,
  fullName: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  profilePhoto: z.string().nullable(),
  highestQualification: z.string().nullable(),
  collegeName: z.string().nullable(),
  graduationYear: z.number().nullable(),
  specialization: z.string().nullable(),
  workExperience: z
    .array(z.object({ jobTitle: z.string(), companyName: z.string(), duration: z.string() }))
    .nullable(),
  technicalSkills: nullableList,
  softSkills: nullableList,
  portfolioLinks: nullableList,
  githubProfile: z.string().nullable(),
  linkedInProfile: z.string().nullable(),
  resume: z.string().nullable(),
  preferredJobRoles: nullableList,
  locationPreferences: nullableList,
  expectedSalary: z.number().nullable(),
  availabilityToStart: z.string().nullable(),
  personalStatement: z.string().nullable(),
  gender: genderSchema.nullable(),
});
export type CandidateAccountResponse = z.infer<typeof candidateAccountResponse>;

export const firebaseTokenResponse = z.object({ success: z.literal(true), token: z.string() });
export type FirebaseTokenResponse = z.infer<typeof firebaseTokenResponse>;
