// /team/join?token=…: the link of a company's invitation (contract/team.ts).
import { createFileRoute } from '@tanstack/react-router';
import { JoinTeamPage } from '../features/team/join-page.tsx';

export const Route = createFileRoute('/team/join')({
  validateSearch: (search: Record<string, unknown>): { token?: string } => ({
    token: typeof search.token === 'string' ? search.token.slice(0, 200) : undefined,
  }),
  component: function JoinTeamRoute() {
    return <JoinTeamPage token={Route.useSearch().token} />;
  },
});
