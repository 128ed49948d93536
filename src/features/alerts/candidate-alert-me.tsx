// 'Alert me' as /jobs shows it: for candidates only, loaded when one is signed in.
import { lazy } from 'react';
import { CandidateOnly } from '../../ui/candidate-only.tsx';
import type { AlertSearch } from './alert-me-button.tsx';

const AlertMeButton = lazy(() => import('./alert-me-button.tsx').then((m) => ({ default: m.AlertMeButton })));

export const CandidateAlertMe = ({ filters }: { filters: AlertSearch }) => (
  <CandidateOnly>
    <AlertMeButton filters={filters} />
  </CandidateOnly>
);
