// Pathless layout for every screen that reads or writes server data (jobs, feed, companies,
// activity, account, …): put those route files in src/routes/_data/ (the URL has no "_data").
// Loaders get TanStack Query and the API's transport from the router's context:
//   loader: ({ context }) => context.queryClient.ensureQueryData(jobsQueryOptions(context.transport))
import { createFileRoute } from '@tanstack/react-router';
import { isOffline, warmMirror } from '../offline/index.ts';

export const Route = createFileRoute('/_data')({
  beforeLoad: () => {
    // Offline, the screen answers from IndexedDB: open it while the code loads.
    if (isOffline()) warmMirror();
  },
});
