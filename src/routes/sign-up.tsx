import { createFileRoute } from '@tanstack/react-router';
import { SignUpPage } from '../features/auth/sign-up-page.tsx';
import { pageHead } from '../lib/page-head.ts';

export const Route = createFileRoute('/sign-up')({
  head: ({ match }) =>
    pageHead({
      title: 'Create your account — Hireloop',
      description: 'Join Hireloop as a candidate or a recruiter: find your next job or your next hire.',
      path: '/sign-up',
      origin: match.context.origin,
    }),
  validateSearch: (search: Record<string, unknown>): { error?: string } => ({
    error: typeof search.error === 'string' ? search.error.slice(0, 200) : undefined,
  }),
  component: SignUpPage,
});
