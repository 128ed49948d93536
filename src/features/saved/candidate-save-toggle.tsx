// The Save toggle as the job screens show it: for candidates only, loaded when one is signed in,
// so a visitor's /jobs never fetches it or the outbox behind it.
import { lazy } from 'react';
import type { Job } from '../../../contract/jobs.ts';
import { CandidateOnly } from '../../ui/candidate-only.tsx';

const SaveToggle = lazy(() => import('./save-toggle.tsx').then((m) => ({ default: m.SaveToggle })));

export const CandidateSaveToggle = ({ job, size }: { job: Job; size?: 'sm' | 'md' }) => (
  <CandidateOnly>
    <SaveToggle job={job} size={size} />
  </CandidateOnly>
);
