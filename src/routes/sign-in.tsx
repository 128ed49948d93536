import { createFileRoute } from '@tanstack/react-router';
import { SignInPage } from '../features/auth/sign-in-page.tsx';
import { pageHead } from '../lib/page-head.ts';

export const Route = createFileRoute('/sign-in')({
  head: ({ match }) =>
    pageHead({
      title: 'Sign in — Hireloop',
      description: 'Sign in to Hireloop to apply to jobs, follow your applications and hire.',
      path: '/sign-in',
      origin: match.context.origin,
    }),
  validateSearch: (search: Record<string, unknown>): { error?: string; registered?: boolean } => ({
    error: typeof search.error === 'string' ? search.error.slice(0, 200) : undefined,
    registered: search.registered === 1 || search.registered === '1' ? true : undefined,
  }),
  component: SignInPage,
});
