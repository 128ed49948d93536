// The companies directory (one entry per recruiter profile) and the jobs of one company.
// Counts are computed on every read, never stored.
import { and, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { CompaniesResponse, CompanyItem, CompanyJobsResponse } from '../../contract/companies.ts';
import type { Db } from '../db/client.ts';
import { jobs, recruiterProfiles, users } from '../db/schema.ts';
import { badRequest, notFound } from '../http-error.ts';
import { afterCursor, decodeCursor, microseconds, newestFirst, pageOf } from './cursor.ts';
import { listJobs } from './job-service.ts';

export const companyJobsCap = 500;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `%` and `_` typed by a user are searched for literally. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const openJobs = sql<number>`(select count(*)::int from ${jobs} where ${jobs.recruiterId} = ${recruiterProfiles.id} and ${jobs.deadline} > now())`;

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
  };
}

export async function listCompanies(
  db: Db,
  query: { q?: string; cursor?: string; limit: number },
): Promise<CompaniesResponse> {
  const conditions: SQL[] = [];
  if (query.q) {
    const pattern = likePattern(query.q);
    const match = or(ilike(recruiterProfiles.currentCompany, pattern), ilike(users.username, pattern));
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

export async function companyJobs(db: Db, id: string): Promise<CompanyJobsResponse> {
  if (!uuid.test(id)) throw badRequest('Invalid company ID');
  const [company] = await db
    .select(companyColumns)
    .from(recruiterProfiles)
    .innerJoin(users, eq(users.id, recruiterProfiles.userId))
    .where(eq(recruiterProfiles.id, id));
  if (!company) throw notFound('Company not found');
  // The job service's listing, so the Job wire shape has one source. The page is filtered on
  // the client (title, location, type), so it gets every job of the company, up to a generous cap.
  const { data } = await listJobs(db, { limit: companyJobsCap }, eq(jobs.recruiterId, id));
  return {
    success: true,
    message: data.length ? 'Jobs fetched successfully' : 'No jobs found for this company.',
    data,
    company: toCompanyItem(company),
  };
}
