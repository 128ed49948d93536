// /account (and /Account: the router matches paths case-insensitively).
import { createFileRoute } from '@tanstack/react-router';
import { AccountPage } from '../../features/account/account-page.tsx';
import { AlertsSection } from '../../features/alerts/alerts-section.tsx';
import { myAccountQueryOptions } from '../../features/account/api.ts';
import { TeamPanel } from '../../features/team/team-panel.tsx';
import { getSession } from '../../lib/session.ts';
import { restoreAccountQueries } from '../../offline/index.ts';

export const Route = createFileRoute('/_data/account')({
  loader: async ({ context }) => {
    const session = getSession();
    if (!session) return;
    await restoreAccountQueries(context.queryClient);
    // Always ask the server (a restored copy may be older than the last edit); when that fails
    // the saved copy stays and the page marks it offline, or says why when there is none.
    await context.queryClient.prefetchQuery({ ...myAccountQueryOptions(session), staleTime: 0 });
  },
  component: () => <AccountPage candidateAlerts={<AlertsSection />} recruiterTeam={<TeamPanel />} />,
});
