import { ButtonLink } from './button-link.tsx';

/** The way on from a screen with nothing (else) to show. */
export function BrowseJobsButton({ variant = 'solid' }: { variant?: 'solid' | 'outline' }) {
  return (
    <ButtonLink to="/jobs" colorPalette="blue" variant={variant}>
      Browse Jobs
    </ButtonLink>
  );
}
