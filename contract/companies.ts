// The companies directory and the jobs of one company. Both are public reads.
import { z } from 'zod';
import { pageQuery } from './common.ts';
import { job, jobListQuery } from './jobs.ts';

/** One entry per recruiter profile: a recruiter profile is its company's entry. */
export const companyItem = z.object({
  /** The recruiter profile's id: the {id} of /company/{id}/jobs. */
  _id: z.string(),
  currentCompany: z.string(),
  currentRole: z.string(),
  companyLogo: z.string().nullable(),
  companyDescription: z.string().nullable(),
  userId: z.object({ _id: z.string(), username: z.string(), useremail: z.string() }),
  /** Jobs whose application deadline is still ahead. */
  openJobs: z.number(),
  /** Every job of the company, open or closed: the count on the company's jobs page. */
  totalJobs: z.number(),
});
export type CompanyItem = z.infer<typeof companyItem>;

/** GET /api/companies?q=&cursor=&limit= — q matches the company name or the recruiter's username. */
export const companiesQuery = pageQuery.extend({
  q: z.string().trim().max(100, 'Search must be at most 100 characters').optional(),
});
export type CompaniesQuery = z.input<typeof companiesQuery>;

export const companiesResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.array(companyItem),
  nextCursor: z.string().nullable(),
});
export type CompaniesResponse = z.infer<typeof companiesResponse>;

/**
 * GET /api/company/jobs/:id?q=&type=&cursor=&limit= — the company's jobs, open or closed, newest
 * first, a page at a time (20 unless `limit` says otherwise). `q` matches the title or the location
 * (the old portal's search box), `type` is a job type as on the job lists (`full-time`, `all`, …).
 * The old portal's fields (success, data, message) keep their meaning; `company` and `nextCursor` are added.
 */
export const companyJobsParams = z.object({ id: z.string() });
export const companyJobsQuery = jobListQuery;
export const companyJobsResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.array(job),
  company: companyItem,
  /** Pass back as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type CompanyJobsResponse = z.infer<typeof companyJobsResponse>;
