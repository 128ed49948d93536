import { createFileRoute } from '@tanstack/react-router';
import { type AuthFormError, parseAuthFormError } from '../../contract/auth-form-errors.ts';
import { returnPath } from '../../contract/return-path.ts';
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
  // Only known codes: any other `error` shows nothing (a link must not put its words on this page).
  validateSearch: (
    search: Record<string, unknown>,
  ): { error?: AuthFormError; retry?: number; registered?: boolean; redirect?: string } => ({
    ...parseAuthFormError(search.error, search.retry),
    registered: search.registered === 1 || search.registered === '1' ? true : undefined,
    redirect: returnPath(search.redirect),
  }),
  component: SignInPage,
});
