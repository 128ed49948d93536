import { lazy, Suspense } from 'react';
import { useIdle } from '../../ui/use-idle.ts';

// The outbox's pending count (Dexie) and the notification bell (TanStack Query): loaded together
// after the first screen, for signed-in users only. A visitor's first load has none of it.
const SignedInExtras = lazy(() => import('./signed-in-extras.tsx'));

export function SignedInSlot({ signedIn }: { signedIn: boolean }) {
  const idle = useIdle(signedIn);
  if (!signedIn || !idle) return null;
  return (
    <Suspense fallback={null}>
      <SignedInExtras />
    </Suspense>
  );
}
