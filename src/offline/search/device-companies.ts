// Every company the device has seen: those of the directory and of company pages (the `companies`
// table, with the server's counts), and those it knows only from their jobs, on any job list or
// page (a job carries its company's profile). Offline, /companies lists them all, even on a
// device that never opened the directory online.
import type { CompanyItem } from '../../../contract/companies.ts';
import type { Job } from '../../../contract/jobs.ts';
import { db, type MirrorRows } from '../db.ts';

type Seen = { companies: CompanyItem[]; savedAt: number };

/** A company known from its jobs: its profile, and its jobs the device holds counted. */
function fromJobs(jobs: Job[], now: number): CompanyItem {
  const [first] = jobs as [Job, ...Job[]];
  const open = jobs.filter((j) => !j.closed && Date.parse(j.ApplicationDeadline) > now).length;
  return {
    ...first.recruiterId,
    // A job names its recruiter's account, not their name or email: the card leaves those empty.
    userId: { _id: first.UserId._id, username: '', useremail: '' },
    openJobs: open,
    totalJobs: jobs.length,
  };
}

export async function companiesOnDevice(): Promise<Seen> {
  const [saved, jobs, lists] = await db.transaction('r', db.companies, db.jobs, db.lists, () =>
    Promise.all([
      db.companies.toArray(),
      db.jobs.toArray(),
      db.lists.where('kind').anyOf('companies', 'jobs').toArray(),
    ]),
  );
  const known = new Set(saved.map((c) => c._id));
  const byCompany = new Map<string, MirrorRows['jobs'][]>();
  for (const job of jobs) {
    const id = job.recruiterId?._id;
    if (!id || known.has(id)) continue;
    byCompany.set(id, [...(byCompany.get(id) ?? []), job]);
  }
  const now = Date.now();
  const companies = [...saved, ...[...byCompany.values()].map((group) => fromJobs(group, now))];
  // "What you saw" is as recent as the last list or page that brought one of them.
  const savedAt = Math.max(
    0,
    ...lists.map((l) => l.savedAt),
    ...[...saved, ...jobs].map((row) => (row as { _savedAt?: number })._savedAt ?? 0),
  );
  return { companies, savedAt };
}
