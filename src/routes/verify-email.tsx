import { createFileRoute } from '@tanstack/react-router';
import { isRecoveryFormError, type RecoveryFormError } from '../../contract/recovery-form-errors.ts';
import { VerifyEmailPage } from '../features/auth/verify-email-page.tsx';
import { pageHead } from '../lib/page-head.ts';

export const Route = createFileRoute('/verify-email')({
  head: ({ match }) =>
    pageHead({
      title: 'Confirm your email — Hireloop',
      description: 'Confirm the email address of your Hireloop account.',
      path: '/verify-email',
      origin: match.context.origin,
    }),
  validateSearch: (
    search: Record<string, unknown>,
  ): { token?: string; error?: RecoveryFormError; done?: 1 } => ({
    token: typeof search.token === 'string' ? search.token.slice(0, 200) : undefined,
    error: isRecoveryFormError(search.error) ? search.error : undefined,
    // 1, not true: the router rewrites the address to what this returns, and the server's form
    // answer sends `?done=1`; a `true` here became `?done=true`, which this then dropped.
    done: search.done === 1 || search.done === '1' ? 1 : undefined,
  }),
  component: VerifyEmailPage,
});
