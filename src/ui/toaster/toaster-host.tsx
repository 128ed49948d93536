import { type ComponentType, useEffect, useState } from 'react';
import { hasQueuedToasts, onToastRequested } from './toast.ts';

/**
 * Mounted once in the root layout; loads the toaster the first time a toast is asked for.
 * The chunk can fail to load (offline before the service worker holds it): then the toasts stay
 * queued and the next toast, or the network coming back, tries again. It never throws into the page.
 */
export function ToasterHost() {
  const [Toaster, setToaster] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (Toaster) return;
    let loading = false;
    let unmounted = false;
    const load = () => {
      if (loading) return;
      loading = true;
      import('./toaster.tsx').then(
        (m) => {
          if (!unmounted) setToaster(() => m.Toaster);
        },
        () => {
          loading = false;
        },
      );
    };
    if (hasQueuedToasts()) load();
    const stopListening = onToastRequested(load);
    const retry = () => hasQueuedToasts() && load();
    window.addEventListener('online', retry);
    return () => {
      unmounted = true;
      stopListening();
      window.removeEventListener('online', retry);
    };
  }, [Toaster]);
  return Toaster ? <Toaster /> : null;
}
