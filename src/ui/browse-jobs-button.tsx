import { Button } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';

/** The way on from a screen with nothing (else) to show. */
export function BrowseJobsButton({ variant = 'solid' }: { variant?: 'solid' | 'outline' }) {
  return (
    <Button asChild colorPalette="blue" variant={variant}>
      <Link to="/jobs">Browse Jobs</Link>
    </Button>
  );
}
