import { lazy, Suspense, useEffect, useState } from 'react';
import type { Session } from '../../lib/session.ts';
import { AvatarView } from './avatar-view.tsx';

const AccountAvatar = lazy(() => import('./account-avatar.tsx').then((m) => ({ default: m.AccountAvatar })));

/** Visitors get the plain avatar; signed-in users get the account lookup once the page is idle. */
export function UserAvatar({ session }: { session: Session | null }) {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!session || idle) return;
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => setIdle(true), { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(() => setIdle(true), 300);
    return () => window.clearTimeout(id);
  }, [session, idle]);

  const fallback = <AvatarView username={session?.user?.username} image={session?.user?.image} />;
  if (!session || !idle) return fallback;
  return (
    <Suspense fallback={fallback}>
      <AccountAvatar session={session} />
    </Suspense>
  );
}
