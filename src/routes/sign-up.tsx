import { createFileRoute } from '@tanstack/react-router';
import { type AuthFormError, parseAuthFormError } from '../../contract/auth-form-errors.ts';
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
  // Only known codes: any other `error` shows nothing (a link must not put its words on this page).
  validateSearch: (search: Record<string, unknown>): { error?: AuthFormError; retry?: number } =>
    parseAuthFormError(search.error, search.retry),
  component: SignUpPage,
});
