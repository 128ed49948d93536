import { createFileRoute } from '@tanstack/react-router';
import { isRecoveryFormError, type RecoveryFormError } from '../../contract/recovery-form-errors.ts';
import { resetLinkProblem } from '../features/auth/api-writes.ts';
import { ResetPasswordPage } from '../features/auth/reset-password-page.tsx';
import { pageHead } from '../lib/page-head.ts';

export const Route = createFileRoute('/reset-password')({
  validateSearch: (search: Record<string, unknown>): { token?: string; error?: RecoveryFormError } => ({
    token: typeof search.token === 'string' ? search.token.slice(0, 200) : undefined,
    error: isRecoveryFormError(search.error) ? search.error : undefined,
  }),
  // Asked when the link is opened, without using it: a dead link says so before a password is typed.
  loaderDeps: ({ search }): { token?: string } => ({ token: search.token }),
  loader: ({ context, deps }) => (deps.token ? resetLinkProblem(deps.token, context.transport) : null),
  head: ({ match }) =>
    pageHead({
      title: 'Choose a new password — Hireloop',
      description: 'Set a new password for your Hireloop account.',
      path: '/reset-password',
      origin: match.context.origin,
    }),
  component: ResetPasswordPage,
});
