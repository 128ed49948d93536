import type { Job } from '../../../../contract/jobs.ts';
import { ApplicantsLink } from './applicants-link.tsx';
import { JobStateButton } from './job-state-button.tsx';

/** The card's buttons on a recruiter's own listing (the list they see holds their jobs only). */
export function RecruiterCardActions({ job }: { job: Job }) {
  return (
    <>
      <ApplicantsLink urlPath={job.UrlPath} size="sm" variant="outline">
        View Applicants
      </ApplicantsLink>
      <JobStateButton job={job} size="sm" />
    </>
  );
}
