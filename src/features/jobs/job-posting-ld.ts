// JSON-LD JobPosting for search engines: a job page's route puts it in the server's page (its head());
// the browser never needs it. Pure: a job and the site's origin in, plain data out.
import type { JobPosting, MonetaryAmount, WithContext } from 'schema-dts';
import type { JobDetail } from '../../../contract/jobs.ts';
import type { JobType } from '../../../contract/constants.ts';
import { applicantAreas, isRemote, jobPlace } from './job-location.ts';
import { jobDescriptionHtml } from './job-description-html.ts';
import { parseSalary } from './salary-text.ts';
import { webAddress } from '../../lib/page-head.ts';

// The values Google's job search understands.
const employmentTypes: Record<JobType, string> = {
  'Full-Time': 'FULL_TIME',
  'Part-Time': 'PART_TIME',
  Contract: 'CONTRACTOR',
  Internship: 'INTERN',
  Temporary: 'TEMPORARY',
};

const day = 24 * 60 * 60 * 1000;

export const jobPageUrl = (job: JobDetail, origin: string) =>
  `${origin}/jobs/Info/${encodeURIComponent(job.UrlPath)}`;

/**
 * When applying ends: the deadline, or the time its recruiter closed it early. A job closed early by
 * a server that sends no close time gets the start of the current UTC day (not before it was posted).
 */
function validThrough(job: JobDetail, now: Date): string {
  const deadline = Date.parse(job.ApplicationDeadline);
  if (!job.closed || deadline <= now.getTime()) return new Date(deadline).toISOString();
  if (job.closedAt) return job.closedAt;
  const today = Math.floor(now.getTime() / day) * day;
  return new Date(Math.max(today, Date.parse(job.createdAt))).toISOString();
}

function baseSalary(text: string | null): MonetaryAmount | undefined {
  const salary = parseSalary(text);
  if (!salary) return undefined;
  const { currency, unit, min, max } = salary;
  const exact = min !== undefined && min === max;
  return {
    '@type': 'MonetaryAmount',
    currency,
    value: {
      '@type': 'QuantitativeValue',
      ...(exact ? { value: min } : {}),
      ...(!exact && min !== undefined ? { minValue: min } : {}),
      ...(!exact && max !== undefined ? { maxValue: max } : {}),
      unitText: unit,
    },
  };
}

export function jobPostingLd(job: JobDetail, origin: string, now = new Date()): WithContext<JobPosting> {
  const logo = webAddress(job.recruiterId.companyLogo, origin);
  const salary = baseSalary(job.SalaryRange);
  const remote = isRemote(job.Location);
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.JobTitle,
    description: jobDescriptionHtml(job),
    // The company and the job's own id: the posting stays one posting however its page is reached.
    identifier: { '@type': 'PropertyValue', name: job.CompanyName, value: job._id },
    url: jobPageUrl(job, origin),
    datePosted: job.createdAt,
    validThrough: validThrough(job, now),
    employmentType: employmentTypes[job.JobType],
    hiringOrganization: { '@type': 'Organization', name: job.CompanyName, ...(logo ? { logo } : {}) },
    ...(remote
      ? { jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: applicantAreas(job.Location) }
      : { jobLocation: jobPlace(job.Location) }),
    ...(salary ? { baseSalary: salary } : {}),
    ...(job.RequiredSkills.length ? { skills: job.RequiredSkills.join(', ') } : {}),
    // Applying happens on the job's own page, on Hireloop.
    directApply: true,
  };
}
