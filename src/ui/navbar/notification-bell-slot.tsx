import { lazy, Suspense } from 'react';
import { useIdle } from '../use-idle.ts';

// Loaded after the first screen, for signed-in users only: a visitor's first load has none of it.
const NotificationBell = lazy(() =>
  import('./notification-bell.tsx').then((m) => ({ default: m.NotificationBell })),
);

export function NotificationBellSlot({ signedIn }: { signedIn: boolean }) {
  const idle = useIdle(signedIn);
  if (!signedIn || !idle) return null;
  return (
    <Suspense fallback={null}>
      <NotificationBell />
    </Suspense>
  );
}
