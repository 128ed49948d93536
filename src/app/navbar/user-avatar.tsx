import { lazy, Suspense } from 'react';
import type { Session } from '../../lib/session.ts';
import { useIdle } from '../../ui/use-idle.ts';
import { AvatarView } from './avatar-view.tsx';

const AccountAvatar = lazy(() => import('./account-avatar.tsx').then((m) => ({ default: m.AccountAvatar })));

/** Visitors get the plain avatar; signed-in users get the account lookup once the page is idle. */
export function UserAvatar({ session }: { session: Session | null }) {
  const idle = useIdle(Boolean(session));

  const fallback = <AvatarView username={session?.user?.username} image={session?.user?.image} />;
  if (!session || !idle) return fallback;
  return (
    <Suspense fallback={fallback}>
      <AccountAvatar session={session} />
    </Suspense>
  );
}
