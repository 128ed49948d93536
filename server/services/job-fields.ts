// Values derived from a job's fields, shared by the job service and the demo data.
import { randomBytes } from 'node:crypto';

/** A unique, URL-safe path: the title as a slug plus a short random suffix (unique index backs it). */
export function makeUrlPath(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  const suffix = randomBytes(5)
    .toString('base64url')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, 'x');
  return `${slug || 'job'}-${suffix}`;
}

/** What the trigram index searches: title, company, location and skills, lower-cased. */
export function makeSearchText(job: {
  title: string;
  companyName: string;
  location: string;
  requiredSkills: string[];
}): string {
  return [job.title, job.companyName, job.location, ...job.requiredSkills].join(' ').toLowerCase();
}
