import { createFileRoute } from '@tanstack/react-router';
import { LandingPage } from '../features/landing/landing-page.tsx';
import { DEFAULT_TITLE, pageHead } from '../lib/page-head.ts';

// The same page as /: its canonical address is /.
export const Route = createFileRoute('/home')({
  head: ({ match }) => pageHead({ title: DEFAULT_TITLE, path: '/', origin: match.context.origin }),
  component: LandingPage,
});
