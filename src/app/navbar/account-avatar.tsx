// Loaded after first paint, for signed-in users only.
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Session } from '../../lib/session.ts';
import { accountQueryOptions } from '../../lib/account-query.ts';
import { AvatarView } from './avatar-view.tsx';

export function AccountAvatar({ session }: { session: Session }) {
  const account = useQuery(accountQueryOptions(session.role, session.user?._id));
  useEffect(() => {
    // An account lookup failure is only logged: the session's own user stands in for it.
    if (account.error) console.log('Failed to load account:', account.error.message);
  }, [account.error]);
  const user = account.data?.userId ?? session.user;
  return <AvatarView username={user?.username} image={user?.image} />;
}
