// Jobs as the server answers them, for the device's search tests: `daysAgo` sets when each was
// posted; every one is open for 30 more days unless the seed says otherwise.
import type { Job } from '../../../contract/jobs.ts';

const day = 86_400_000;
const now = Date.now();

export type JobSeed = Partial<Job> & { id: string; daysAgo: number };

export function jobOf({ id, daysAgo, ...over }: JobSeed): Job {
  const at = new Date(now - daysAgo * day - 60_000).toISOString();
  return {
    _id: id,
    JobTitle: id,
    CompanyName: 'Acme',
    Location: 'Lisbon',
    SalaryRange: null,
    JobType: 'Full-Time',
    RequiredSkills: [],
    ExperienceLevel: null,
    ApplicationDeadline: new Date(now + 30 * day).toISOString(),
    LastDate: new Date(now + 30 * day).toISOString(),
    JobDescription: 'A job.',
    ApplicationsReceived: 0,
    closed: false,
    UrlPath: id,
    createdAt: at,
    UserId: { _id: 'u', image: null },
    recruiterId: {
      _id: 'r',
      currentCompany: 'Acme',
      currentRole: '',
      companyLogo: null,
      companyDescription: null,
    },
    ...over,
  };
}
