import { lazy, Suspense, useEffect, useState } from 'react';
import { hasQueuedToasts, onToastRequested } from './toast.ts';

const Toaster = lazy(() => import('./toaster.tsx').then((m) => ({ default: m.Toaster })));

/** Mounted once in the root layout; loads the toaster the first time a toast is asked for. */
export function ToasterHost() {
  const [needed, setNeeded] = useState(hasQueuedToasts);
  useEffect(() => {
    if (needed) return;
    if (hasQueuedToasts()) setNeeded(true);
    return onToastRequested(() => setNeeded(true));
  }, [needed]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
