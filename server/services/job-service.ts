// Jobs: posting (recruiters with a company profile), the lists (cursor, search, type filter) and
// the one-job read. ApplicationsReceived is counted on every read, never stored.
import { and, eq, inArray, isNull, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Job, JobDetail, JobType, PostJobBody } from '../../contract/jobs.ts';
import type { Db } from '../db/client.ts';
import { applications, jobs, recruiterProfiles, users } from '../db/schema.ts';
import { badRequest, conflict, forbidden, notFound } from '../http-error.ts';
import { type Actor, requireRole } from './actor.ts';
import { afterCursor, decodeCursor, microseconds, newestFirst, pageOf } from './cursor.ts';
import type { Tx } from './idempotency.ts';
import { transaction } from './after-commit.ts';
import { notifyAlerts } from './alert-service.ts';
import { makeSearchText, makeUrlPath } from './job-fields.ts';

type Reader = Db | Tx;

/** Open: not closed by its recruiter and before its deadline, decided by the database's clock. */
export const isOpen = sql`(${jobs.closedAt} is null and ${jobs.deadline} > now())`;
const isClosed = sql<boolean>`(${jobs.closedAt} is not null or ${jobs.deadline} <= now())`;
const day = 24 * 60 * 60 * 1000;
const maxDeadlineYears = 5;

/**
 * One query per list: the page of jobs (LIMIT first, through the indexes), then the owner's company
 * and photo, and the application counts of just those jobs as one grouped subquery.
 */
export function selectJobs(db: Reader, where: SQL | undefined, limit: number | Placeholder) {
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
        closed: isClosed.as('closed'),
        closedAt: jobs.closedAt,
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
        closed: page.closed,
        closedAt: page.closedAt,
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
    closed: Boolean(j.closed),
    closedAt: j.closedAt ? iso(j.closedAt) : null,
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
 * The LIKE patterns of one search word, which must appear in title, company, location or skills
 * (pg_trgm GIN index on search_text). A word of one or two characters has no trigram of its own, so
 * `%go%` could only be answered by reading every row; it matches the start of a word instead (`go%`
 * or `% go%`), which pg_trgm indexes through its word-boundary padding.
 */
function wordPatterns(word: string): [string] | [string, string] {
  const w = likeEscape(word);
  return word.length >= 3 ? [`%${w}%`] : [`${w}%`, `% ${w}%`];
}

/** A search's LIKE patterns, word by word (up to 8 words): the job list and job alerts match by them. */
export function searchPatterns(q: string | undefined): string[][] {
  return (q ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8).map(wordPatterns);
}

/**
 * What a list query is asked, as named values (`type`, `w<word>_<pattern>`, the cursor's `us` and
 * `id`, and `limit`), and its shape: which of them it has. Lists of one shape share their SQL.
 */
type ListParams = { shape: string; values: Record<string, string | number> };

function listParams(query: JobListOptions): ListParams {
  const values: Record<string, string | number> = { limit: query.limit + 1 };
  let shape = '';
  if (query.type) {
    values.type = query.type;
    shape += 't';
  }
  searchPatterns(query.q).forEach((patterns, i) => {
    patterns.forEach((pattern, j) => {
      values[`w${i}_${j}`] = pattern;
    });
    shape += patterns.length;
  });
  if (query.cursor) {
    const key = decodeCursor(query.cursor);
    values.us = key.us;
    values.id = key.id;
    shape += 'c';
  }
  return { shape, values };
}

/** How a value gets into the SQL: as itself (a bound parameter) or as a placeholder of a prepared query. */
type Bind = (name: string) => unknown;
const valuesOf =
  ({ values }: ListParams): Bind =>
  (name) =>
    values[name];

/** The WHERE of a list: scope, type, every search word, and the cursor. */
function listWhere({ values }: ListParams, bind: Bind, scope?: SQL): SQL | undefined {
  const words: SQL[] = [];
  for (let i = 0; `w${i}_0` in values; i++) {
    const first = sql`${jobs.searchText} like ${bind(`w${i}_0`)}`;
    words.push(`w${i}_1` in values ? sql`(${first} or ${jobs.searchText} like ${bind(`w${i}_1`)})` : first);
  }
  return and(
    scope,
    'type' in values ? sql`${jobs.jobType} = ${bind('type')}` : undefined,
    ...words,
    'us' in values ? afterCursor(jobs.createdAt, jobs.id, { us: bind('us'), id: bind('id') }) : undefined,
  );
}

/** The WHERE of a list with its values in place (also bench/explain-jobs.ts). */
export function listCondition(query: Omit<JobListOptions, 'limit'>, scope?: SQL): SQL | undefined {
  const params = listParams({ ...query, limit: 0 });
  return listWhere(params, valuesOf(params), scope);
}

export type JobListOptions = { q?: string; type?: JobType; cursor?: string; limit: number };

/**
 * Building a list's SQL with drizzle cost more of the server's CPU than PostgreSQL's answer (a CPU
 * profile of uncached list reads: ~30% in drizzle's query builder). The public list and the one-job
 * read are built once per shape and kept, per database handle. They stay unnamed statements:
 * PostgreSQL plans each run with its values, since a common word and a rare one want different plans
 * (the created_at index against the trigram index), which a generic plan could not give both.
 */
const MAX_PREPARED = 256;
const preparedQueries = new WeakMap<Reader, Map<string, ReturnType<typeof prepareUnnamed>>>();

function prepareUnnamed(query: ReturnType<typeof selectJobs>) {
  // drizzle's prepare(name) would name the statement; node-postgres names nothing when it is undefined.
  return query.prepare(undefined as unknown as string);
}

function prepared(db: Reader, key: string, build: () => ReturnType<typeof selectJobs>) {
  let queries = preparedQueries.get(db);
  if (!queries) {
    queries = new Map();
    preparedQueries.set(db, queries);
  }
  let query = queries.get(key);
  if (!query) {
    // Shapes are few (type, cursor, up to 8 words of two kinds); a flood of odd ones starts over.
    if (queries.size >= MAX_PREPARED) queries.clear();
    query = prepareUnnamed(build());
    queries.set(key, query);
  }
  return query;
}

/**
 * A page of jobs, newest first. Without a scope: the public list, open jobs only (through
 * jobs_open_created_idx). A scope narrows it instead (one recruiter's listings, one company's).
 */
export async function listJobs(db: Reader, query: JobListOptions, scope: SQL | undefined = undefined) {
  const params = listParams(query);
  const rows = scope
    ? await selectJobs(db, listWhere(params, valuesOf(params), scope), query.limit + 1)
    : await prepared(db, `list:${params.shape}`, () =>
        selectJobs(db, listWhere(params, sql.placeholder, isOpen), sql.placeholder('limit')),
      ).execute(params.values);
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
  const [job] = await findJobs(db, where, 1);
  return job ?? null;
}

export async function findJobs(db: Reader, where: SQL | undefined, limit: number): Promise<Job[]> {
  return (await selectJobs(db, where, limit)).map((row) => wire(toJob(row)));
}

async function findJobByUrlPath(db: Reader, urlPath: string): Promise<Job | null> {
  const [row] = await prepared(db, 'one:urlPath', () =>
    selectJobs(db, eq(jobs.urlPath, sql.placeholder('urlPath')), 1),
  ).execute({ urlPath });
  return row ? wire(toJob(row)) : null;
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
  // The candidates whose alerts match are told in the same transaction: no post without them.
  return transaction(db, async (tx) => {
    for (let attempt = 0; attempt < 5; attempt++) {
      const [created] = await tx
        .insert(jobs)
        .values({ ...values, urlPath: makeUrlPath(body.JobTitle) })
        .onConflictDoNothing({ target: jobs.urlPath })
        .returning({ id: jobs.id, urlPath: jobs.urlPath });
      if (!created) continue;
      await notifyAlerts(tx, { ...values, urlPath: created.urlPath });
      const job = await findJob(tx, eq(jobs.id, created.id));
      if (job) return { success: true as const, message: 'Job posted successfully', data: job };
    }
    throw new Error('Could not find a free url path for the job');
  });
}

/** The owning recruiter's job by its url path: 404 for none, 403 for another recruiter's. */
async function ownJob(db: Db, actor: Actor | null, urlPath: string) {
  const recruiter = requireRole(actor, 'recruiter');
  const [job] = await db
    .select({ id: jobs.id, userId: jobs.userId, deadline: jobs.deadline })
    .from(jobs)
    .where(eq(jobs.urlPath, urlPath));
  if (!job) throw notFound('Job not found');
  if (job.userId !== recruiter.id) throw forbidden('You can only change your own jobs');
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
