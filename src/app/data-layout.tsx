import { Outlet } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useSession } from '../lib/session.ts';

/** Every data screen (routes under src/routes/_data/): starts sending the outbox once signed in. */
export function DataLayout() {
  const signedIn = Boolean(useSession());
  useEffect(() => {
    // Signed in without a reload (just logged in): start sending the outbox now.
    if (signedIn) void import('./offline-sync.ts').then((m) => m.startOfflineSync());
  }, [signedIn]);
  return <Outlet />;
}
