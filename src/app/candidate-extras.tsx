// What the job screens show only a signed-in candidate, from the saved-jobs and alerts features:
// one lazily loaded file (candidate-parts.tsx loads it), never fetched on a visitor's /jobs.
export { AlertMeButton } from '../features/alerts/alert-me-button.tsx';
export { SaveToggle } from '../features/saved/save-toggle.tsx';
