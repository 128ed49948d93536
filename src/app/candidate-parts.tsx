// The candidate's Save and Alert me as the job screens take them (the routes pass them in): for
// candidates only, both loaded in one file when one is signed in.
import { lazy } from 'react';
import type { CandidateParts } from '../features/jobs/job-list-page.tsx';
import { CandidateOnly } from '../ui/candidate-only.tsx';

const extras = () => import('./candidate-extras.tsx');
const SaveToggle = lazy(() => extras().then((m) => ({ default: m.SaveToggle })));
const AlertMeButton = lazy(() => extras().then((m) => ({ default: m.AlertMeButton })));

export const candidateParts: CandidateParts = {
  SaveToggle: ({ job }) => (
    <CandidateOnly>
      <SaveToggle job={job} />
    </CandidateOnly>
  ),
  AlertMe: ({ filters }) => (
    <CandidateOnly>
      <AlertMeButton filters={filters} />
    </CandidateOnly>
  ),
};
