// A job page's head: its title, description, canonical URL and the tags that make a shared link
// preview well (the company's logo, or the app's icon).
import type { JobDetail } from '../../../contract/jobs.ts';
import { pageHead, summary } from '../../lib/page-head.ts';

export function jobPageHead(job: JobDetail, origin: string) {
  const facts = [job.CompanyName, job.Location, job.JobType, job.SalaryRange].filter(Boolean).join(' · ');
  const status = job.closed ? 'Closed: no longer accepting applications. ' : '';
  return pageHead({
    title: `${job.JobTitle} at ${job.CompanyName} — Hireloop`,
    description: summary(`${status}${facts}. ${job.JobDescription}`),
    path: `/jobs/Info/${encodeURIComponent(job.UrlPath)}`,
    origin,
    image: job.recruiterId.companyLogo ?? undefined,
    imageAlt: `${job.CompanyName} logo`,
  });
}
