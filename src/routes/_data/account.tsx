// /account (and /Account: the router matches paths case-insensitively).
import { createFileRoute } from '@tanstack/react-router';
import { AccountPage } from '../../features/account/account-page.tsx';
import { myAccountQueryOptions } from '../../features/account/api.ts';
import { persistAccount } from '../../features/account/persist-account.ts';
import { getSession } from '../../lib/session.ts';

export const Route = createFileRoute('/_data/account')({
  loader: async ({ context }) => {
    const session = getSession();
    if (!session) return;
    await persistAccount(context.queryClient);
    // Offline with nothing saved: the page shows why instead of the route failing.
    await context.queryClient.prefetchQuery(myAccountQueryOptions(session));
  },
  component: AccountPage,
});
