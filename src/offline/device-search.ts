// Offline searches over what the device holds (jobs, companies, applicants). Their code, with Dexie,
// loads with the first offline search (dynamic import): an online first screen carries none of it.
import type { Applicant } from '../../contract/applications.ts';
import type { CompanyItem } from '../../contract/companies.ts';
import type { Job } from '../../contract/jobs.ts';
import type { DeviceAnswer } from './answers.ts';
import type { JobSearch, JobSearchMeta } from './search/job-index.ts';

export type { JobSearch, JobSearchMeta };

/** A module imported on first use; a failed download is tried again by the next call. */
function lazily<M>(load: () => Promise<M>): () => Promise<M> {
  let loading: Promise<M> | undefined;
  return () => {
    loading ??= load().catch((err: unknown) => {
      loading = undefined;
      throw err;
    });
    return loading;
  };
}

/** The job index's module once loaded: a keystroke then searches it in the same render. */
let jobIndexLoaded: typeof import('./search/job-index.ts') | undefined;
const jobIndex = lazily(() =>
  import('./search/job-index.ts').then((m) => {
    jobIndexLoaded = m;
    return m;
  }),
);
const lists = lazily(() => import('./search/list-search.ts'));

/**
 * One page of a job search over every job on the device; null when it holds none in scope. Given
 * `whenComplete`, page one may come early (see DeviceSearch).
 */
export async function searchJobsOnDevice(
  search: JobSearch,
  offset: number,
  limit: number,
  whenComplete?: () => void,
): Promise<DeviceAnswer<Job, JobSearchMeta> | null> {
  return (await jobIndex()).searchJobs(search, offset, limit, whenComplete);
}

/** Offline on a job list: the search's code and the device's jobs are read before anything is typed. */
export function warmJobSearch(): void {
  jobIndex().then(
    (m) => m.warm(),
    () => {},
  );
}

/** The same at once, when the search is loaded and its index read; undefined otherwise. */
export function searchJobsOnDeviceNow(search: JobSearch, offset: number, limit: number) {
  return jobIndexLoaded?.searchJobsNow(search, offset, limit);
}

/** One page of the companies on the device matching `q`; null when it holds none. */
export async function searchCompaniesOnDevice(
  q: string,
  offset: number,
  limit: number,
): Promise<DeviceAnswer<CompanyItem> | null> {
  return (await lists()).searchCompanies(q, offset, limit);
}

/**
 * One page of a job's applicants on the device whose name or a skill matches `q`, at `stage` when
 * given; null when it holds none.
 */
export async function searchApplicantsOnDevice(
  urlPath: string,
  q: string,
  offset: number,
  limit: number,
  stage = '',
): Promise<DeviceAnswer<Applicant> | null> {
  return (await lists()).searchApplicants(urlPath, q, offset, limit, stage);
}
