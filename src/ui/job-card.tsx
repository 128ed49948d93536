// One job in a list (the jobs list, the saved jobs): title, company and logo, location and type
// badges, the description clamped to two lines, 'View Details', then what the screen adds for the
// viewer (Save, View Applicants, Close): the features that own those pass them in as `Actions`.
import { chakra, defineStyle } from '@chakra-ui/react';
import { type ComponentType, memo } from 'react';
import type { Job } from '../../contract/jobs.ts';
import { ButtonLink } from './button-link.tsx';
import { CompanyLogo } from './company-logo.tsx';
import { jobTypeLabel } from './job-labels.ts';

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

/** A card's own buttons after 'View Details'; a component (not an element) so the memo holds. */
export type JobActions = ComponentType<{ job: Job }>;

type Props = { job: Job; Actions?: JobActions };

/** Memoized: loading the next page leaves the cards already shown as they are. */
export const JobCard = memo(function JobCard({ job, Actions }: Props) {
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
        {Actions && <Actions job={job} />}
      </div>
    </chakra.article>
  );
});
