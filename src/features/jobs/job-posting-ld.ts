// A job page's head: JSON-LD JobPosting for search engines, and the title, description, canonical
// URL and Open Graph / Twitter tags that make a shared link preview well. Pure: a job and the
// site's origin in, plain data out (the router serializes and escapes it).
import type { AnyRouteMatch } from '@tanstack/react-router';
import type { JobPosting, MonetaryAmount, WithContext } from 'schema-dts';
import type { JobDetail } from '../../../contract/jobs.ts';
import type { JobType } from '../../../contract/constants.ts';
import { applicantAreas, isRemote, jobPlace } from './job-location.ts';
import { parseSalary } from './salary-text.ts';

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

/** The company logo as an absolute http(s) URL, or undefined (none, or not a web address). */
function logoUrl(job: JobDetail, origin: string): string | undefined {
  const logo = job.recruiterId.companyLogo;
  if (!logo) return undefined;
  try {
    const url = new URL(logo, origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * When applying ends. The payload has no time of closing: a job its recruiter closed before the
 * deadline gets the start of the current UTC day (not before it was posted), which is in the past
 * and the same on the server and in the browser that hydrates the page.
 */
function validThrough(job: JobDetail, now: Date): string {
  const deadline = Date.parse(job.ApplicationDeadline);
  if (!job.closed || deadline <= now.getTime()) return new Date(deadline).toISOString();
  const today = Math.floor(now.getTime() / day) * day;
  return new Date(Math.max(today, Date.parse(job.createdAt))).toISOString();
}

function descriptionText(job: JobDetail): string {
  const list = (label: string, items: string[] | undefined) =>
    items?.length ? `\n\n${label}:\n${items.map((s) => `- ${s}`).join('\n')}` : '';
  return `${job.JobDescription.trim()}${list('Responsibilities', job.Responsibilities)}${list('Requirements', job.Requirements)}`;
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
  const logo = logoUrl(job, origin);
  const salary = baseSalary(job.SalaryRange);
  const remote = isRemote(job.Location);
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.JobTitle,
    description: descriptionText(job),
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
  };
}

/** Whitespace collapsed, cut at a word to at most `max` characters. */
function summary(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  // At the last word break, unless one very long word would leave half the room unused.
  const words = space > max / 2 ? cut.slice(0, space) : cut;
  return `${words.replace(/[\s,.;:–-]+$/, '')}…`;
}

export type JobPageHead = {
  meta: NonNullable<AnyRouteMatch['meta']>;
  links: NonNullable<AnyRouteMatch['links']>;
};
type MetaTag = JobPageHead['meta'][number];

// The router renders this entry as <script type="application/ld+json"> (escaped), but react-router
// types `head().meta` entries as <meta> attributes, which have no such key.
const ldJsonTag = (data: WithContext<JobPosting>) => ({ 'script:ld+json': data }) as MetaTag;

/** The job page's head, in the shape of a TanStack Router route's `head()`. */
export function jobPageMeta(job: JobDetail, origin: string, now = new Date()): JobPageHead {
  const url = jobPageUrl(job, origin);
  const title = `${job.JobTitle} at ${job.CompanyName} — Hireloop`;
  const facts = [job.CompanyName, job.Location, job.JobType, job.SalaryRange].filter(Boolean).join(' · ');
  const status = job.closed ? 'Closed: no longer accepting applications. ' : '';
  const description = summary(`${status}${facts}. ${job.JobDescription}`);
  // A logo is the company's own picture; without one, the app icon (both square, so a summary card).
  const image = logoUrl(job, origin) ?? `${origin}/icons/icon-512.png`;
  return {
    meta: [
      { title },
      { name: 'description', content: description },
      { property: 'og:title', content: title },
      { property: 'og:description', content: description },
      { property: 'og:type', content: 'website' },
      { property: 'og:url', content: url },
      { property: 'og:image', content: image },
      { property: 'og:site_name', content: 'Hireloop' },
      { name: 'twitter:card', content: 'summary' },
      { name: 'twitter:title', content: title },
      { name: 'twitter:description', content: description },
      { name: 'twitter:image', content: image },
      ldJsonTag(jobPostingLd(job, origin, now)),
    ],
    links: [{ rel: 'canonical', href: url }],
  };
}
