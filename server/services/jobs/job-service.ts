// Jobs: posting (a company's Owners and Recruiters), closing and reopening, and the one-job read.
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Job, JobDetail, PostJobBody } from '../../../contract/jobs.ts';
import type { Salary } from '../../../contract/salary.ts';
import type { Db } from '../../db/client.ts';
import { applications, jobs } from '../../db/schema.ts';
import { badRequest, conflict, forbidden, notFound } from '../../http-error.ts';
import { type Actor, requireRole } from '../common/actor.ts';
import { batchedReads } from '../common/batched-reads.ts';
import { hiresFor, hiringRoles, membershipOf } from '../team/membership.ts';
import { notifyAlerts } from './alert-service.ts';
import { iso, prepared, type Reader, selectJobs, toJob, wire } from './job-select.ts';
import { makeUrlPath, searchColumns } from '../../db/derived/job-fields.ts';
import { jobStructure } from '../../db/derived/job-structure.ts';

const day = 24 * 60 * 60 * 1000;
const maxDeadlineYears = 5;

export async function findJob(db: Reader, where: SQL): Promise<Job | null> {
  const [job] = await findJobs(db, where, 1);
  return job ?? null;
}

export async function findJobs(db: Reader, where: SQL | undefined, limit: number): Promise<Job[]> {
  return (await selectJobs(db, where, limit)).map((row) => wire(toJob(row)));
}

const jobsByUrlPath = new WeakMap<Db, (urlPath: string) => Promise<Job | undefined>>();

/** A job by its URL path; the reads asked together share one query (batched-reads.ts). */
function findJobByUrlPath(db: Db, urlPath: string): Promise<Job | undefined> {
  let find = jobsByUrlPath.get(db);
  if (!find) {
    const query = prepared(
      db,
      'many:urlPath',
      () =>
        selectJobs(db, sql`${jobs.urlPath} = any(${sql.placeholder('urlPaths')})`, sql.placeholder('limit')),
      'jobs_by_url_paths',
    );
    find = batchedReads(async (urlPaths: string[]) => {
      const rows = await query.execute({ urlPaths, limit: urlPaths.length });
      return new Map(rows.map((row) => [row.job.urlPath, wire(toJob(row))]));
    });
    jobsByUrlPath.set(db, find);
  }
  return find(urlPath);
}

/** The one-job read, public; a signed-in candidate also learns whether they already applied. */
export async function getJobByUrlPath(db: Db, actor: Actor | null, urlPath: string): Promise<JobDetail> {
  const job = await findJobByUrlPath(db, urlPath);
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

/**
 * The salary sent as fields (the contract has checked them: a currency with an amount, min ≤ max);
 * undefined when none was, so that the SalaryRange text is read instead.
 */
function salaryOf(body: PostJobBody): Salary | undefined {
  if (body.SalaryMin === undefined && body.SalaryMax === undefined) return undefined;
  if (!body.SalaryCurrency) throw badRequest('SalaryCurrency is required with a salary amount');
  return {
    min: body.SalaryMin ?? null,
    max: body.SalaryMax ?? null,
    currency: body.SalaryCurrency,
    period: body.SalaryPeriod ?? 'year',
  };
}

/** `alertWindowMs`: how long a job-alert push waits for others to join it (config.push). */
export async function postJob(db: Db, actor: Actor | null, body: PostJobBody, alertWindowMs = 0) {
  const recruiter = requireRole(actor, 'recruiter');
  // The job is the company's: a teammate posts for the company of their membership.
  const membership = await membershipOf(db, recruiter.id);
  if (!membership || !hiringRoles.includes(membership.role))
    throw forbidden('Complete your recruiter profile first');
  const profile = { id: membership.companyId };
  const deadline = deadlineFrom(body.ApplicationDeadline);
  const structure = await jobStructure(db, {
    location: body.Location,
    salaryRange: body.SalaryRange ?? null,
    experienceLevel: body.ExperienceLevel ?? null,
    salary: salaryOf(body),
    workMode: body.WorkMode,
  });
  const values = {
    recruiterId: profile.id,
    userId: recruiter.id,
    title: body.JobTitle,
    companyName: body.CompanyName,
    location: body.Location,
    jobType: body.JobType,
    requiredSkills: body.RequiredSkills,
    experienceLevel: body.ExperienceLevel ?? null,
    deadline,
    description: body.JobDescription,
    requirements: body.Requirements?.length ? body.Requirements : null,
    responsibilities: body.Responsibilities?.length ? body.Responsibilities : null,
    ...structure,
    ...searchColumns({
      title: body.JobTitle,
      companyName: body.CompanyName,
      location: body.Location,
      requiredSkills: body.RequiredSkills,
    }),
  };
  // The url path's random suffix makes a clash unlikely; the unique index makes it impossible.
  // The candidates whose alerts match are told in the same transaction: no post without them.
  return db.transaction(async (tx) => {
    for (let attempt = 0; attempt < 5; attempt++) {
      const [created] = await tx
        .insert(jobs)
        .values({ ...values, urlPath: makeUrlPath(body.JobTitle) })
        .onConflictDoNothing({ target: jobs.urlPath })
        .returning({ id: jobs.id, urlPath: jobs.urlPath });
      if (!created) continue;
      await notifyAlerts(tx, { ...values, id: created.id, urlPath: created.urlPath }, alertWindowMs);
      const job = await findJob(tx, eq(jobs.id, created.id));
      if (job) return { success: true as const, message: 'Job posted successfully', data: job };
    }
    throw new Error('Could not find a free url path for the job');
  });
}

/** The job by its url path, for its company's Owners and Recruiters: 404 for none, 403 for anyone else. */
async function ownJob(db: Db, actor: Actor | null, urlPath: string) {
  const recruiter = requireRole(actor, 'recruiter');
  const [job] = await db
    .select({ id: jobs.id, companyId: jobs.recruiterId, deadline: jobs.deadline })
    .from(jobs)
    .where(eq(jobs.urlPath, urlPath));
  if (!job) throw notFound('Job not found');
  if (!(await hiresFor(db, recruiter.id, job.companyId)))
    throw forbidden('You can only change your own jobs');
  return job;
}

/**
 * Closes the job to applies now; closing a closed job changes nothing. The update locks the job's
 * row, which a running apply holds (shared) until it commits: the close is acknowledged only after
 * every apply that saw the job open has committed, and applies after it see it closed.
 */
export async function closeJob(db: Db, actor: Actor | null, urlPath: string) {
  const job = await ownJob(db, actor, urlPath);
  await db
    .update(jobs)
    .set({ closedAt: sql`now()` })
    .where(and(eq(jobs.id, job.id), isNull(jobs.closedAt)));
  const data = await findJob(db, eq(jobs.id, job.id));
  if (!data) throw notFound('Job not found');
  return { success: true as const, message: 'Job closed', data };
}

/** Opens a job its recruiter closed, only before its deadline (after it, the job stays closed). */
export async function reopenJob(db: Db, actor: Actor | null, urlPath: string) {
  const job = await ownJob(db, actor, urlPath);
  const [reopened] = await db
    .update(jobs)
    .set({ closedAt: null })
    .where(and(eq(jobs.id, job.id), sql`${jobs.deadline} > now()`))
    .returning({ id: jobs.id });
  if (!reopened) throw conflict('The deadline of this job has passed: it cannot be reopened');
  const data = await findJob(db, eq(jobs.id, job.id));
  if (!data) throw notFound('Job not found');
  return { success: true as const, message: 'Job reopened', data };
}
