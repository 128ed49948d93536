// Pathless layout for every screen that reads or writes server data (jobs, feed, companies,
// activity, account, …): put those route files in src/routes/_data/ (the URL has no "_data").
// TanStack Query loads with the first such screen, never on the landing or auth pages; loaders
// get it as `context.queryClient`:
//   loader: ({ context }) => context.queryClient.ensureQueryData(jobsQueryOptions())
import { createFileRoute } from '@tanstack/react-router';
import { DataLayout } from '../app/data-layout.tsx';

export const Route = createFileRoute('/_data')({
  beforeLoad: async () => ({ queryClient: (await import('../app/query-client.ts')).queryClient }),
  component: DataLayout,
});
