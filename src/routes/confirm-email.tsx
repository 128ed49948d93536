import { createFileRoute } from '@tanstack/react-router';
import { ConfirmEmailPage } from '../features/account/components/confirm-email-page.tsx';
import { pageHead } from '../lib/page-head.ts';

function ConfirmEmailRoute() {
  const { token } = Route.useSearch();
  return <ConfirmEmailPage token={token} />;
}

export const Route = createFileRoute('/confirm-email')({
  head: ({ match }) =>
    pageHead({
      title: 'Confirm your new email — Hireloop',
      description: 'Confirm the new email address of your Hireloop account.',
      path: '/confirm-email',
      origin: match.context.origin,
    }),
  validateSearch: (search: Record<string, unknown>): { token?: string } => ({
    token: typeof search.token === 'string' ? search.token.slice(0, 200) : undefined,
  }),
  component: ConfirmEmailRoute,
});
