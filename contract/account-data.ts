// The account's own data: deleting it and downloading it.
import { z } from 'zod';
import { roleSchema } from './common.ts';

/**
 * POST /api/account/delete. An account with a password confirms with it; one that signs in with
 * Google only has none, and signs in with Google again: the fresh ID token confirms.
 */
export const deleteAccountBody = z.object({
  password: z
    .string({ error: 'Password must be text' })
    .max(200, 'Password must be at most 200 characters')
    .optional(),
  idToken: z
    .string({ error: 'The Google sign-in must be text' })
    .max(8192, 'The Google sign-in is too long')
    .optional(),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBody>;

export const accountDataMessage = z.object({ success: z.literal(true), message: z.string() });
export type AccountDataMessage = z.infer<typeof accountDataMessage>;

const when = z.string();
const maybeWhen = z.string().nullable();
const strings = z.array(z.string());

const candidateProfile = z.object({
  fullName: z.string(),
  phoneNumber: z.string(),
  dateOfBirth: z.string(),
  profilePhoto: z.string().nullable(),
  highestQualification: z.string(),
  collegeName: z.string(),
  graduationYear: z.number(),
  specialization: z.string(),
  workExperience: z.array(z.object({ jobTitle: z.string(), companyName: z.string(), duration: z.string() })),
  technicalSkills: strings,
  softSkills: strings,
  portfolioLinks: strings,
  githubProfile: z.string(),
  linkedInProfile: z.string(),
  resume: z.string(),
  preferredJobRoles: strings,
  locationPreferences: strings,
  expectedSalary: z.number(),
  availabilityToStart: z.string().nullable(),
  personalStatement: z.string().nullable(),
  gender: z.string().nullable(),
  createdAt: when,
});

const recruiterProfile = z.object({
  companyId: z.string(),
  name: z.string(),
  currentCompany: z.string(),
  currentRole: z.string(),
  companyLogo: z.string().nullable(),
  companyDescription: z.string().nullable(),
  createdAt: when,
});

const job = z.object({
  id: z.string(),
  title: z.string(),
  company: z.string(),
  location: z.string(),
  salaryRange: z.string().nullable(),
  jobType: z.string(),
  requiredSkills: strings,
  experienceLevel: z.string().nullable(),
  deadline: when,
  closedAt: maybeWhen,
  description: z.string(),
  requirements: strings.nullable(),
  responsibilities: strings.nullable(),
  link: z.string(),
  applications: z.number().int(),
  createdAt: when,
});

/** GET /api/account/export: everything Hireloop keeps of the caller, as one JSON file. */
export const accountExport = z.object({
  exportedAt: when,
  account: z.object({
    id: z.string(),
    username: z.string(),
    email: z.string(),
    emailVerifiedAt: maybeWhen,
    role: roleSchema.nullable(),
    image: z.string().nullable(),
    signsInWithPassword: z.boolean(),
    signsInWithGoogle: z.boolean(),
    /** The zone the person's device last reported (their mails' times), if any. */
    timeZone: z.string().nullable(),
    createdAt: when,
  }),
  candidateProfile: candidateProfile.nullable(),
  recruiterProfile: recruiterProfile.nullable(),
  /** Every file link held anywhere above, in one list. */
  files: z.array(z.object({ what: z.string(), url: z.string() })),
  applications: z.array(
    z.object({
      id: z.string(),
      jobTitle: z.string(),
      company: z.string(),
      jobLink: z.string(),
      state: z.string(),
      note: z.string(),
      appliedAt: when,
      decidedAt: maybeWhen,
      /** Each change of its stage, oldest first (the recruiter's notes on it are theirs, not here). */
      timeline: z.array(z.object({ from: z.string(), to: z.string(), by: z.string(), at: when })),
    }),
  ),
  /** The interviews of the person's applications, and those they were asked to interview on. */
  interviews: z.array(
    z.object({
      as: z.enum(['candidate', 'interviewer']),
      jobTitle: z.string(),
      company: z.string(),
      title: z.string(),
      status: z.string(),
      startsAt: maybeWhen,
      proposedTimes: z.array(when),
      timeZone: z.string(),
      location: z.string().nullable(),
      videoUrl: z.string().nullable(),
    }),
  ),
  savedJobs: z.array(
    z.object({ jobTitle: z.string(), company: z.string(), jobLink: z.string(), savedAt: when }),
  ),
  alerts: z.array(z.object({ search: z.string(), jobType: z.string().nullable(), createdAt: when })),
  notifications: z.array(
    z.object({ kind: z.string(), text: z.string(), link: z.string(), readAt: maybeWhen, createdAt: when }),
  ),
  /** Every message of the threads the person took part in, sent or received, oldest first. */
  messages: z.array(
    z.object({
      applicationId: z.string(),
      jobTitle: z.string(),
      sentByMe: z.boolean(),
      text: z.string(),
      sentAt: when,
      seenAt: maybeWhen,
    }),
  ),
  /** The notes a recruiter wrote on applications to their jobs. */
  notesWritten: z.array(
    z.object({ applicationId: z.string(), jobTitle: z.string(), text: z.string(), at: when }),
  ),
  jobs: z.array(job),
  posts: z.array(
    z.object({ id: z.string(), content: z.string(), image: z.string().nullable(), createdAt: when }),
  ),
  devices: z.array(z.object({ browser: z.string(), lastSeenAt: when, signedInAt: when })),
  pushSubscriptions: z.array(z.object({ service: z.string(), topics: strings, createdAt: when })),
  notificationSettings: z.array(z.object({ kind: z.string(), email: z.boolean(), push: z.boolean() })),
});
export type AccountExport = z.infer<typeof accountExport>;
