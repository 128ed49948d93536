// Jobs: posting (recruiters with a company profile), the lists (cursor, search, type filter) and
// the one-job read. ApplicationsReceived is counted on every read, never stored.
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Job, JobDetail, JobType, PostJobBody } from '../../contract/jobs.ts';
import type { Db } from '../db/client.ts';
import { applications, jobs, recruiterProfiles, users } from '../db/schema.ts';
import { badRequest, forbidden, notFound } from '../http-error.ts';
import { type Actor, requireRole } from './actor.ts';
import { afterCursor, decodeCursor, microseconds, newestFirst, pageOf } from './cursor.ts';
import type { Tx } from './idempotency.ts';
import { makeSearchText, makeUrlPath } from './job-fields.ts';

type Reader = Db | Tx;
const day = 24 * 60 * 60 * 1000;
const maxDeadlineYears = 5;

/**
 * One query per list: the page of jobs (LIMIT first, through the indexes), then the owner's company
 * and photo, and the application counts of just those jobs as one grouped subquery.
 */
export function selectJobs(db: Reader, where: SQL | undefined, limit: number) {
  const page = db.$with('page').as(
    db
      .select({
        id: jobs.id,
        recruiterId: jobs.recruiterId,
        userId: jobs.userId,
        title: jobs.title,
        companyName: jobs.companyName,
        location: jobs.location,
        salaryRange: jobs.salaryRange,
        jobType: jobs.jobType,
        requiredSkills: jobs.requiredSkills,
        experienceLevel: jobs.experienceLevel,
        deadline: jobs.deadline,
        description: jobs.description,
        requirements: jobs.requirements,
        responsibilities: jobs.responsibilities,
        urlPath: jobs.urlPath,
        createdAt: jobs.createdAt,
        cursorUs: microseconds(jobs.createdAt).as('cursor_us'),
      })
      .from(jobs)
      .where(where)
      .orderBy(newestFirst(jobs.createdAt), newestFirst(jobs.id))
      .limit(limit),
  );
  const counts = db
    .select({ jobId: applications.jobId, n: sql<number>`count(*)::int`.as('n') })
    .from(applications)
    .where(inArray(applications.jobId, db.select({ id: page.id }).from(page)))
    .groupBy(applications.jobId)
    .as('counts');
  return db
    .with(page)
    .select({
      job: {
        id: page.id,
        title: page.title,
        companyName: page.companyName,
        location: page.location,
        salaryRange: page.salaryRange,
        jobType: page.jobType,
        requiredSkills: page.requiredSkills,
        experienceLevel: page.experienceLevel,
        deadline: page.deadline,
        description: page.description,
        requirements: page.requirements,
        responsibilities: page.responsibilities,
        urlPath: page.urlPath,
        createdAt: page.createdAt,
      },
      cursorUs: page.cursorUs,
      applicationsReceived: sql<number>`coalesce(${counts.n}, 0)`,
      ownerId: users.id,
      ownerImage: users.image,
      company: {
        id: recruiterProfiles.id,
        currentCompany: recruiterProfiles.currentCompany,
        currentRole: recruiterProfiles.currentRole,
        companyLogo: recruiterProfiles.companyLogo,
        companyDescription: recruiterProfiles.companyDescription,
      },
    })
    .from(page)
    .innerJoin(recruiterProfiles, eq(recruiterProfiles.id, page.recruiterId))
    .innerJoin(users, eq(users.id, page.userId))
    .leftJoin(counts, eq(counts.jobId, page.id))
    .orderBy(newestFirst(page.createdAt), newestFirst(page.id));
}

type JobRow = Awaited<ReturnType<typeof selectJobs>>[number];

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

function toJob(row: JobRow): Job & { id: string; cursorUs: string } {
  const { job: j, company: c } = row;
  const deadline = iso(j.deadline);
  return {
    id: j.id,
    cursorUs: row.cursorUs,
    _id: j.id,
    JobTitle: j.title,
    CompanyName: j.companyName,
    Location: j.location,
    SalaryRange: j.salaryRange,
    JobType: j.jobType,
    RequiredSkills: j.requiredSkills,
    ExperienceLevel: j.experienceLevel,
    ApplicationDeadline: deadline,
    LastDate: deadline,
    JobDescription: j.description,
    ...(j.requirements ? { Requirements: j.requirements } : {}),
    ...(j.responsibilities ? { Responsibilities: j.responsibilities } : {}),
    ApplicationsReceived: Number(row.applicationsReceived),
    UrlPath: j.urlPath,
    createdAt: iso(j.createdAt),
    UserId: { _id: row.ownerId, image: row.ownerImage },
    recruiterId: {
      _id: c.id,
      currentCompany: c.currentCompany,
      currentRole: c.currentRole,
      companyLogo: c.companyLogo,
      companyDescription: c.companyDescription,
    },
  };
}

/** `%` and `_` typed by a user are literal characters, not wildcards. */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/**
 * Each word must appear in title, company, location or skills (pg_trgm GIN index on search_text).
 * A word of one or two characters has no trigram of its own, so `%go%` could only be answered by
 * reading every row; it matches the start of a word instead (`go%` or `% go%`), which pg_trgm indexes
 * through its word-boundary padding.
 */
export function searchCondition(q: string | undefined): SQL | undefined {
  const words = (q ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8);
  if (words.length === 0) return undefined;
  return and(
    ...words.map((word) => {
      const w = likeEscape(word);
      if (word.length >= 3) return sql`${jobs.searchText} like ${`%${w}%`}`;
      return sql`(${jobs.searchText} like ${`${w}%`} or ${jobs.searchText} like ${`% ${w}%`})`;
    }),
  );
}

/** The WHERE of a list: scope, type, every search word, and the cursor. */
export function listCondition(query: Omit<JobListOptions, 'limit'>, scope?: SQL): SQL | undefined {
  return and(
    scope,
    query.type ? eq(jobs.jobType, query.type) : undefined,
    searchCondition(query.q),
    query.cursor ? afterCursor(jobs.createdAt, jobs.id, decodeCursor(query.cursor)) : undefined,
  );
}

export type JobListOptions = { q?: string; type?: JobType; cursor?: string; limit: number };

/** A page of jobs, newest first; `scope` narrows it (one recruiter's listings, one company). */
export async function listJobs(db: Reader, query: JobListOptions, scope: SQL | undefined = undefined) {
  const rows = await selectJobs(db, listCondition(query, scope), query.limit + 1);
  const { page, nextCursor } = pageOf(rows.map(toJob), query.limit);
  return { success: true as const, data: page.map(wire), nextCursor };
}

const wire = ({ id: _id, cursorUs: _c, ...job }: ReturnType<typeof toJob>): Job => job;

/** GET /getjob: the signed-in recruiter's own listings. */
export function listMyJobs(db: Db, actor: Actor | null, query: JobListOptions) {
  const recruiter = requireRole(actor, 'recruiter');
  return listJobs(db, query, eq(jobs.userId, recruiter.id));
}

export async function findJob(db: Reader, where: SQL): Promise<Job | null> {
  const [row] = await selectJobs(db, where, 1);
  return row ? wire(toJob(row)) : null;
}

/** The one-job read, public; a signed-in candidate also learns whether they already applied. */
export async function getJobByUrlPath(db: Db, actor: Actor | null, urlPath: string): Promise<JobDetail> {
  const job = await findJob(db, eq(jobs.urlPath, urlPath));
  if (!job) throw notFound('Job not found');
  let myApplication: JobDetail['myApplication'] = null;
  if (actor?.role === 'candidate') {
    const [mine] = await db
      .select({ id: applications.id, status: applications.status, createdAt: applications.createdAt })
      .from(applications)
      .where(and(eq(applications.jobId, job._id), eq(applications.candidateId, actor.id)));
    if (mine) myApplication = { _id: mine.id, status: mine.status, createdAt: iso(mine.createdAt) };
  }
  return { ...job, myApplication };
}

/** A calendar date means the end of that day (UTC); a date-time is taken as it is. */
export function deadlineFrom(input: string, now = new Date()): Date {
  const deadline = /^\d{4}-\d{2}-\d{2}$/.test(input)
    ? new Date(Date.parse(`${input}T00:00:00Z`) + day - 1)
    : new Date(input);
  if (deadline.getTime() <= now.getTime()) throw badRequest('The application deadline cannot be in the past');
  if (deadline.getTime() > now.getTime() + maxDeadlineYears * 365 * day) {
    throw badRequest(`The application deadline must be within ${maxDeadlineYears} years`);
  }
  return deadline;
}

export async function postJob(db: Db, actor: Actor | null, body: PostJobBody) {
  const recruiter = requireRole(actor, 'recruiter');
  const [profile] = await db
    .select({ id: recruiterProfiles.id })
    .from(recruiterProfiles)
    .where(eq(recruiterProfiles.userId, recruiter.id));
  if (!profile) throw forbidden('Complete your recruiter profile first');
  const deadline = deadlineFrom(body.ApplicationDeadline);
  const values = {
    recruiterId: profile.id,
    userId: recruiter.id,
    title: body.JobTitle,
    companyName: body.CompanyName,
    location: body.Location,
    salaryRange: body.SalaryRange ?? null,
    jobType: body.JobType,
    requiredSkills: body.RequiredSkills,
    experienceLevel: body.ExperienceLevel ?? null,
    deadline,
    description: body.JobDescription,
    requirements: body.Requirements?.length ? body.Requirements : null,
    responsibilities: body.Responsibilities?.length ? body.Responsibilities : null,
    searchText: makeSearchText({
      title: body.JobTitle,
      companyName: body.CompanyName,
      location: body.Location,
      requiredSkills: body.RequiredSkills,
    }),
  };
  // The url path's random suffix makes a clash unlikely; the unique index makes it impossible.
  for (let attempt = 0; attempt < 5; attempt++) {
    const [created] = await db
      .insert(jobs)
      .values({ ...values, urlPath: makeUrlPath(body.JobTitle) })
      .onConflictDoNothing({ target: jobs.urlPath })
      .returning({ id: jobs.id });
    if (created) {
      const job = await findJob(db, eq(jobs.id, created.id));
      if (job) return { success: true as const, message: 'Job posted successfully', data: job };
    }
  }
  throw new Error('Could not find a free url path for the job');
}
