// Offline search over the companies and a job's applicants on the device, by the server's rule for
// them: the whole query, case and accents aside, anywhere in a name (ILIKE '%q%'). They are a few
// dozen rows each, read and checked at every search: no index to build or keep up to date.
import type { Applicant } from '../../../contract/applications.ts';
import type { CompanyItem } from '../../../contract/companies.ts';
import { db } from '../db.ts';
import { companiesOnDevice } from './device-companies.ts';
import { containsQuery } from './match.ts';

type Answer<T> = { items: T[]; total: number; pool: number; savedAt: number };

/** The page at `offset` of the rows that match; `savedAt`: when the newest of them came in. */
function pageOf<T>(rows: T[], matches: (row: T) => boolean, savedAt: number, offset: number, limit: number) {
  const matching = rows.filter(matches);
  return {
    items: matching.slice(offset, offset + limit),
    total: matching.length,
    pool: rows.length,
    savedAt,
  };
}

/**
 * Companies by name or recruiter username: every company the device has seen, in the order the
 * unfiltered directory last came in, then by name.
 */
export async function searchCompanies(
  q: string,
  offset: number,
  limit: number,
): Promise<Answer<CompanyItem> | null> {
  const [{ companies: rows, savedAt }, directory] = await Promise.all([
    companiesOnDevice(),
    db.lists.get('companies:q:'),
  ]);
  if (rows.length === 0) return null;
  // Newest first, as the server lists them: the unfiltered directory holds that order.
  const order = new Map((directory?.ids ?? []).map((id, i) => [id, i]));
  const rank = (c: CompanyItem) => order.get(c._id) ?? order.size;
  rows.sort((a, b) => rank(a) - rank(b) || a.currentCompany.localeCompare(b.currentCompany));
  const matches = (c: CompanyItem) => containsQuery([c.currentCompany, c.userId.username], q);
  return pageOf(rows, matches, savedAt, offset, limit);
}

/**
 * One job's applicants by name or skill (and stage, when given), newest first; those of every list
 * of the job kept on the device.
 */
export async function searchApplicants(
  urlPath: string,
  q: string,
  offset: number,
  limit: number,
  stage = '',
): Promise<Answer<Applicant> | null> {
  const { rows, lists } = await db.transaction('r', db.applicants, db.lists, async () => {
    // The job's lists: its unfiltered one and its searches made online ('applicants:<UrlPath>…').
    const kept = await db.lists.where('key').startsWith(`applicants:${urlPath}`).toArray();
    const mine = kept.filter(
      (l) => l.key === `applicants:${urlPath}` || l.key.startsWith(`applicants:${urlPath}|`),
    );
    const ids = [...new Set(mine.flatMap((l) => l.ids))];
    const found = (await db.applicants.bulkGet(ids)).filter((a): a is Applicant => a !== undefined);
    return { rows: found, lists: mine };
  });
  if (rows.length === 0) return null;
  rows.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b._id.localeCompare(a._id));
  const matches = (a: Applicant & { stage?: string }) =>
    (!stage || a.stage === stage) &&
    containsQuery([a.candidateId.fullName, ...a.candidateId.technicalSkills], q);
  const savedAt = Math.max(0, ...lists.map((l) => l.savedAt));
  return pageOf(rows, matches, savedAt, offset, limit);
}
