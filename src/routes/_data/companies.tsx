import { createFileRoute } from '@tanstack/react-router';
import { companiesQueryOptions } from '../../features/companies/api.ts';
import { CompaniesPage } from '../../features/companies/companies-page.tsx';

export const Route = createFileRoute('/_data/companies')({
  // Not awaited: the page shows its own loading, empty, error and offline states.
  loader: ({ context }) => {
    void context.queryClient.prefetchInfiniteQuery(companiesQueryOptions(''));
  },
  component: CompaniesPage,
});
