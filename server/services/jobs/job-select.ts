// The one select every read of jobs goes through (lists, the one-job read, saved jobs), its mapping
// to the wire shape, and the prepared copies of its common shapes. ApplicationsReceived is counted on
// every read, never stored.
import { eq, inArray, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Currency } from '../../../contract/job-query.ts';
import type { Job } from '../../../contract/jobs.ts';
import type { Db, Tx } from '../../db/client.ts';
import { applications, jobs, recruiterProfiles, users } from '../../db/schema.ts';
import { microseconds, newestFirst } from '../common/cursor.ts';

export type Reader = Db | Tx;

/** Open: not closed by its recruiter and before its deadline, decided by the database's clock. */
export const isOpen = sql`(${jobs.closedAt} is null and ${jobs.deadline} > now())`;
const isClosed = sql<boolean>`(${jobs.closedAt} is not null or ${jobs.deadline} <= now())`;

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
        workMode: jobs.workMode,
        level: jobs.level,
        salaryMin: jobs.salaryMin,
        salaryMax: jobs.salaryMax,
        salaryCurrency: jobs.salaryCurrency,
        salaryPeriod: jobs.salaryPeriod,
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
        workMode: page.workMode,
        level: page.level,
        salaryMin: page.salaryMin,
        salaryMax: page.salaryMax,
        salaryCurrency: page.salaryCurrency,
        salaryPeriod: page.salaryPeriod,
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

/** The stored salary; null when none was given or could be read (a currency is always stored with one). */
function salaryOf(j: JobRow['job']): Job['salary'] {
  if (!j.salaryCurrency || !j.salaryPeriod || (j.salaryMin === null && j.salaryMax === null)) return null;
  return {
    min: j.salaryMin,
    max: j.salaryMax,
    currency: j.salaryCurrency as Currency,
    period: j.salaryPeriod,
  };
}

export const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

export function toJob(row: JobRow): Job & { id: string; cursorUs: string } {
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
    salary: salaryOf(j),
    workMode: j.workMode,
    level: j.level,
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

/** A job as the API sends it: without the cursor's parts. */
export const wire = ({ id: _id, cursorUs: _c, ...job }: ReturnType<typeof toJob>): Job => job;

/**
 * Building a list's SQL with drizzle cost more of the server's CPU than PostgreSQL's answer (a CPU
 * profile of uncached list reads: ~30% in drizzle's query builder). The public list and the one-job
 * read are built once per shape (the key names it) and kept, per database handle. Most stay unnamed
 * statements: PostgreSQL plans each run with its values, since a common word and a rare one want
 * different plans (the created_at index against the trigram index), which a generic plan could not
 * give both (job-search.ts names the shapes where it can).
 */
const MAX_PREPARED = 256;
const preparedQueries = new WeakMap<Reader, Map<string, ReturnType<typeof prepareUnnamed>>>();

function prepareUnnamed(query: ReturnType<typeof selectJobs>) {
  // drizzle's prepare(name) would name the statement; node-postgres names nothing when it is undefined.
  return query.prepare(undefined as unknown as string);
}

/**
 * The prepared query of one shape. `name`: a named statement instead, parsed and planned once per
 * connection and then run with a generic plan, for a shape whose best plan is the same whatever its
 * values (a unique key). Planning was most of such a read's cost on PGlite.
 */
export function prepared(db: Reader, key: string, build: () => ReturnType<typeof selectJobs>, name?: string) {
  let queries = preparedQueries.get(db);
  if (!queries) {
    queries = new Map();
    preparedQueries.set(db, queries);
  }
  let query = queries.get(key);
  if (!query) {
    // Shapes are few (type, cursor, up to 8 words of two kinds); a flood of odd ones starts over.
    if (queries.size >= MAX_PREPARED) queries.clear();
    query = name ? build().prepare(name) : prepareUnnamed(build());
    queries.set(key, query);
  }
  return query;
}
