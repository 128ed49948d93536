// The candidate's Save and Alert me as the job screens take them (the routes pass them in): for
// candidates, both loaded in one file when one is signed in; for a visitor, links to sign in.
import { lazy } from 'react';
import type { CandidateParts } from '../features/jobs/job-list-page.tsx';
import { CandidateOnly } from '../ui/candidate-only.tsx';
import { SignInLink } from '../ui/sign-in-link.tsx';

const extras = () => import('./candidate-extras.tsx');
const SaveToggle = lazy(() => extras().then((m) => ({ default: m.SaveToggle })));
const AlertMeButton = lazy(() => extras().then((m) => ({ default: m.AlertMeButton })));

export const candidateParts: CandidateParts = {
  SaveToggle: ({ job }) => (
    <CandidateOnly
      visitor={
        <SignInLink size="sm" variant="outline" aria-label={`Save ${job.JobTitle}`}>
          Save
        </SignInLink>
      }
    >
      <SaveToggle job={job} />
    </CandidateOnly>
  ),
  AlertMe: ({ filters }) => (
    <CandidateOnly
      visitor={
        <SignInLink size="sm" variant="outline">
          Alert me
        </SignInLink>
      }
    >
      <AlertMeButton filters={filters} />
    </CandidateOnly>
  ),
};
