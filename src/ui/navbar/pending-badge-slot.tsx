import { lazy, Suspense } from 'react';
import { useIdle } from '../use-idle.ts';

// The outbox lives in IndexedDB (Dexie): load it after the first screen, for signed-in users only.
const PendingBadge = lazy(() => import('./pending-badge.tsx').then((m) => ({ default: m.PendingBadge })));

export function PendingBadgeSlot({ signedIn }: { signedIn: boolean }) {
  const idle = useIdle(signedIn);
  if (!signedIn || !idle) return null;
  return (
    <Suspense fallback={null}>
      <PendingBadge />
    </Suspense>
  );
}
