// One job in the list: title, company and logo, location and type badges, the
// description clamped to two lines, 'View Details' and, for recruiters, 'View Applicants'.
import { chakra, defineStyle } from '@chakra-ui/react';
import { lazy, memo, Suspense } from 'react';
import type { Job } from '../../../../contract/jobs.ts';
import { useSession } from '../../../lib/session.ts';
import { CompanyLogo } from '../../../ui/company-logo.tsx';
import type { JobFilters } from '../api.ts';
import { jobTypeLabel } from './job-badge.tsx';
import { ButtonLink } from '../../../ui/button-link.tsx';
import { ApplicantsLink } from './applicants-link.tsx';
import { JobStateButton } from './job-state-button.tsx';

/**
 * The whole card is styled by one style object on the article; its parts are plain elements
 * picked by class. A list renders 20 cards a page, and each Chakra element costs a style
 * resolution per render, which made a card several times slower to render. The badges look like
 * Chakra's subtle Badge (size md).
 */
const cardStyle = defineStyle({
  display: 'flex',
  flexDirection: 'column',
  gap: '4',
  p: '5',
  borderWidth: '1px',
  rounded: 'xl',
  bg: 'bg.panel',
  shadow: 'xs',
  transition: 'box-shadow 0.2s',
  _hover: { shadow: 'md' },
  '& .job-card-head': { display: 'flex', alignItems: 'start', gap: '3' },
  '& .job-card-names': { display: 'flex', flexDirection: 'column', gap: '0.5', minW: '0' },
  '& .job-card-title': {
    fontFamily: 'heading',
    fontSize: 'lg',
    lineHeight: '1.875rem',
    fontWeight: 'semibold',
    lineClamp: 2,
  },
  '& .job-card-company': { color: 'fg.muted', fontSize: 'sm', truncate: true },
  '& .job-card-badges': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' },
  '& .job-card-badge': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    minH: '6',
    px: '2',
    rounded: 'l2',
    textStyle: 'sm',
    fontWeight: 'medium',
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
    userSelect: 'none',
  },
  '& .job-card-location': { bg: 'blue.subtle', color: 'blue.fg' },
  '& .job-card-type': { bg: 'green.subtle', color: 'green.fg' },
  '& .job-card-closed': { bg: 'red.subtle', color: 'red.fg' },
  '& .job-card-description': { flex: '1' },
  '& .job-card-description p': { color: 'fg.muted', fontSize: 'sm', lineClamp: 2 },
  '& .job-card-actions': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' },
});

// A candidate's Save and Alert me, loaded only for them: a visitor's /jobs never fetches them. A
// recruiter's Close / Reopen renders with the card instead (job-state-button.tsx says why).
const extras = () => import('./signed-in-extras.tsx');
const SaveToggle = lazy(() => extras().then((m) => ({ default: m.SaveToggle })));
const AlertMeButton = lazy(() => extras().then((m) => ({ default: m.AlertMeButton })));

function CandidateOnly({ children }: { children: React.ReactNode }) {
  if (useSession()?.role !== 'candidate') return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}

export const CandidateSaveToggle = ({ job, size }: { job: Job; size?: 'sm' | 'md' }) => (
  <CandidateOnly>
    <SaveToggle job={job} size={size} />
  </CandidateOnly>
);

export const CandidateAlertMe = ({ filters }: { filters: JobFilters }) => (
  <CandidateOnly>
    <AlertMeButton filters={filters} />
  </CandidateOnly>
);

type Props = { job: Job; recruiter: boolean };

/** Memoized: loading the next page leaves the cards already shown as they are. */
export const JobCard = memo(function JobCard({ job, recruiter }: Props) {
  return (
    <chakra.article css={cardStyle}>
      <div className="job-card-head">
        <CompanyLogo src={job.recruiterId.companyLogo} name={job.CompanyName} />
        <div className="job-card-names">
          <h2 className="job-card-title">{job.JobTitle}</h2>
          <p className="job-card-company">{job.CompanyName}</p>
        </div>
      </div>
      <div className="job-card-badges">
        <span className="job-card-badge job-card-location">{job.Location}</span>
        <span className="job-card-badge job-card-type">{jobTypeLabel(job.JobType)}</span>
        {job.closed && <span className="job-card-badge job-card-closed">Closed</span>}
      </div>
      <div className="job-card-description">
        <p>{job.JobDescription}</p>
      </div>
      <div className="job-card-actions">
        <ButtonLink to="/jobs/Info/$UrlPath" params={{ UrlPath: job.UrlPath }} size="sm" colorPalette="blue">
          View Details
        </ButtonLink>
        {recruiter && (
          <ApplicantsLink urlPath={job.UrlPath} size="sm" variant="outline">
            View Applicants
          </ApplicantsLink>
        )}
        <CandidateSaveToggle job={job} />
        {/* The owning recruiter's own listing: the list they see holds their jobs only. */}
        {recruiter && <JobStateButton job={job} size="sm" />}
      </div>
    </chakra.article>
  );
});
