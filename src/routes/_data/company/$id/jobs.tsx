import { createFileRoute } from '@tanstack/react-router';
import { companyJobsQueryOptions } from '../../../../features/companies/api.ts';
import { CompanyJobsPage } from '../../../../features/companies/company-jobs-page.tsx';

function CompanyJobsRoute() {
  const { id } = Route.useParams();
  return <CompanyJobsPage key={id} id={id} />;
}

export const Route = createFileRoute('/_data/company/$id/jobs')({
  // Not awaited: the page shows 'Loading jobs...' and its own error state.
  loader: ({ context, params }) => {
    void context.queryClient.prefetchInfiniteQuery(
      companyJobsQueryOptions(params.id, { q: '', type: 'all' }),
    );
  },
  component: CompanyJobsRoute,
});
