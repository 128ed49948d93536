import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useSession } from '../lib/session.ts';
import { queryClient } from '../lib/query-client.ts';

/** Wraps every data screen (routes under src/routes/_data/) in TanStack Query. */
export function DataLayout() {
  const signedIn = Boolean(useSession());
  useEffect(() => {
    // Signed in without a reload (just logged in): start sending the outbox now.
    if (signedIn) void import('./offline-sync.ts').then((m) => m.startOfflineSync());
  }, [signedIn]);
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
