// Values derived from a job's fields, shared by the job service and the demo data.
import { randomBytes } from 'node:crypto';
import { fold, jobSearchText } from '../../../contract/search-text.ts';

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

/**
 * The folded columns a job's searches read: search_text (the job lists and alerts, trigram index)
 * and the folded title and location (a company's job search). Every insert of a job sets them.
 */
export function searchColumns(job: {
  title: string;
  companyName: string;
  location: string;
  requiredSkills: string[];
}) {
  return {
    searchText: jobSearchText({
      title: job.title,
      company: job.companyName,
      location: job.location,
      skills: job.requiredSkills,
    }),
    titleFolded: fold(job.title),
    locationFolded: fold(job.location),
  };
}
