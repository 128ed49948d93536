import { createFileRoute } from '@tanstack/react-router';
import { companiesQueryOptions } from '../../features/companies/api.ts';
import { CompaniesPage } from '../../features/companies/companies-page.tsx';
import { pageHead } from '../../lib/page-head.ts';

export const Route = createFileRoute('/_data/companies')({
  staticData: { visitorDocument: true },
  // Prefetch never throws: the page shows its own loading, empty, error and offline states. The
  // server waits for the list, to send it in the page.
  loader: async ({ context }) => {
    const companies = context.queryClient.prefetchInfiniteQuery(companiesQueryOptions('', context.transport));
    if (context.serverRendering) await companies;
  },
  head: ({ match }) =>
    pageHead({
      title: 'Companies hiring on Hireloop',
      description: 'Browse the companies hiring on Hireloop and the jobs each one has open.',
      path: '/companies',
      origin: match.context.origin,
    }),
  component: CompaniesPage,
});
