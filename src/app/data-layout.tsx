import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from '@tanstack/react-router';
import { queryClient } from './query-client.ts';

/** Wraps every data screen (routes under src/routes/_data/) in TanStack Query. */
export function DataLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
