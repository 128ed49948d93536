// The companies directory (one entry per recruiter profile) and the jobs of one company.
// Counts are computed on every read, never stored.
import { and, eq, like, or, type SQL, sql } from 'drizzle-orm';
import type { CompaniesResponse, CompanyItem, CompanyJobsResponse } from '../../../contract/companies.ts';
import type { Db } from '../../db/client.ts';
import { jobs, recruiterProfiles, users } from '../../db/schema.ts';
import { badRequest, notFound } from '../../http-error.ts';
import { afterCursor, decodeCursor, microseconds, newestFirst, pageOf } from '../common/cursor.ts';
import { isOpen } from '../jobs/job-select.ts';
import { type JobListOptions, listJobs } from '../jobs/job-search.ts';
import { containsPattern } from '../../db/derived/search-patterns.ts';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// Counted through jobs_recruiter_created_idx (recruiter_id leads it). The directory is public: like
// the public job lists it counts open jobs only, so both counts are the jobs a visitor can see.
const openJobs = sql<number>`(select count(*)::int from ${jobs} where ${jobs.recruiterId} = ${recruiterProfiles.id} and ${isOpen})`;
const totalJobs = openJobs;

const companyColumns = {
  id: recruiterProfiles.id,
  cursorUs: microseconds(recruiterProfiles.createdAt),
  currentCompany: recruiterProfiles.currentCompany,
  currentRole: recruiterProfiles.currentRole,
  companyLogo: recruiterProfiles.companyLogo,
  companyDescription: recruiterProfiles.companyDescription,
  userId: users.id,
  username: users.username,
  useremail: users.email,
  openJobs,
  totalJobs,
};

type CompanyRow = {
  id: string;
  currentCompany: string;
  currentRole: string;
  companyLogo: string | null;
  companyDescription: string | null;
  userId: string;
  username: string;
  useremail: string;
  openJobs: number;
  totalJobs: number;
};

function toCompanyItem(r: CompanyRow): CompanyItem {
  return {
    _id: r.id,
    currentCompany: r.currentCompany,
    currentRole: r.currentRole,
    companyLogo: r.companyLogo,
    companyDescription: r.companyDescription,
    userId: { _id: r.userId, username: r.username, useremail: r.useremail },
    openJobs: Number(r.openJobs),
    totalJobs: Number(r.totalJobs),
  };
}

export async function listCompanies(
  db: Db,
  query: { q?: string; cursor?: string; limit: number },
): Promise<CompaniesResponse> {
  const conditions: SQL[] = [];
  if (query.q) {
    const pattern = containsPattern(query.q);
    const match = or(
      like(recruiterProfiles.currentCompanyFolded, pattern),
      like(users.usernameFolded, pattern),
    );
    if (match) conditions.push(match);
  }
  if (query.cursor) {
    conditions.push(
      afterCursor(recruiterProfiles.createdAt, recruiterProfiles.id, decodeCursor(query.cursor)),
    );
  }
  const rows = await db
    .select(companyColumns)
    .from(recruiterProfiles)
    .innerJoin(users, eq(users.id, recruiterProfiles.userId))
    .where(and(...conditions))
    .orderBy(newestFirst(recruiterProfiles.createdAt), newestFirst(recruiterProfiles.id))
    .limit(query.limit + 1);
  const { page, nextCursor } = pageOf(rows, query.limit);
  const data = page.map(toCompanyItem);
  return {
    success: true,
    message: data.length ? 'Companies fetched successfully' : 'No companies found.',
    data,
    nextCursor,
  };
}

/** A company's job search: the title or the location contains the typed text. */
function titleOrLocation(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(like(jobs.titleFolded, pattern), like(jobs.locationFolded, pattern));
}

/**
 * GET /company/jobs/:id: a page of the company's jobs, newest first, searched and filtered here
 * (jobs_recruiter_created_idx walks one company's jobs in page order; the filters narrow that walk).
 */
export async function companyJobs(db: Db, id: string, query: JobListOptions): Promise<CompanyJobsResponse> {
  if (!uuid.test(id)) throw badRequest('Invalid company ID');
  const [company] = await db
    .select(companyColumns)
    .from(recruiterProfiles)
    .innerJoin(users, eq(users.id, recruiterProfiles.userId))
    .where(eq(recruiterProfiles.id, id));
  if (!company) throw notFound('Company not found');
  // The job service's listing, so the Job wire shape has one source; q is ours: title or location.
  const { q, ...page } = query;
  const scope = and(eq(jobs.recruiterId, id), isOpen, titleOrLocation(q));
  const { data, nextCursor } = await listJobs(db, page, scope);
  let message = 'Jobs fetched successfully';
  if (!data.length) {
    message = company.totalJobs
      ? 'No jobs found matching your search criteria.'
      : 'No jobs found for this company.';
  }
  return { success: true, message, data, company: toCompanyItem(company), nextCursor };
}
