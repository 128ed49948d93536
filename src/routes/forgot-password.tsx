import { createFileRoute } from '@tanstack/react-router';
import { isRecoveryFormError, type RecoveryFormError } from '../../contract/recovery-form-errors.ts';
import { ForgotPasswordPage } from '../features/auth/forgot-password-page.tsx';
import { pageHead } from '../lib/page-head.ts';

export const Route = createFileRoute('/forgot-password')({
  head: ({ match }) =>
    pageHead({
      title: 'Forgot password — Hireloop',
      description: 'Get a link to choose a new Hireloop password.',
      path: '/forgot-password',
      origin: match.context.origin,
    }),
  // Only known codes: a link must not put its own words on this page.
  validateSearch: (search: Record<string, unknown>): { error?: RecoveryFormError; sent?: 1 } => ({
    error: isRecoveryFormError(search.error) ? search.error : undefined,
    // 1, not true: the router rewrites the address to what this returns, and the server's form
    // answer sends `?sent=1`; a `true` here became `?sent=true`, which this then dropped.
    sent: search.sent === 1 || search.sent === '1' ? 1 : undefined,
  }),
  component: ForgotPasswordPage,
});
