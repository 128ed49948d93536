import { createFileRoute } from '@tanstack/react-router';
import { LandingPage } from '../features/landing/landing-page.tsx';
import { DEFAULT_TITLE, pageHead } from '../lib/page-head.ts';

export const Route = createFileRoute('/')({
  staticData: { visitorDocument: true },
  head: ({ match }) => pageHead({ title: DEFAULT_TITLE, path: '/', origin: match.context.origin }),
  component: LandingPage,
});
