// What only a signed-in candidate sees on the job screens, in one lazily loaded chunk.
export { AlertMeButton } from '../../alerts/alert-me-button.tsx';
export { SaveToggle } from '../../saved/save-toggle.tsx';
