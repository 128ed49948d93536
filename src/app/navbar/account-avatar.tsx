// Loaded after first paint for signed-in users only: it brings TanStack Query with it, so the
// landing and auth screens never pay for it. Uses the app's one QueryClient (shared cache).
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { queryClient } from '../../lib/query-client.ts';
import type { Session } from '../../lib/session.ts';
import { accountQueryOptions } from '../../lib/account-query.ts';
import { AvatarView } from './avatar-view.tsx';

function AccountAvatarInner({ session }: { session: Session }) {
  const account = useQuery(accountQueryOptions(session.role, session.user?._id));
  useEffect(() => {
    // Spec: account lookup failures are only logged; the session's own user is the fallback.
    if (account.error) console.log('Failed to load account:', account.error.message);
  }, [account.error]);
  const user = account.data?.userId ?? session.user;
  return <AvatarView username={user?.username} image={user?.image} />;
}

export function AccountAvatar({ session }: { session: Session }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AccountAvatarInner session={session} />
    </QueryClientProvider>
  );
}
