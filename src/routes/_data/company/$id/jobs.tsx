import { createFileRoute } from '@tanstack/react-router';
import { companyJobsQueryOptions } from '../../../../features/companies/api.ts';
import { CompanyJobsPage } from '../../../../features/companies/company-jobs-page.tsx';
import { pageHead, summary } from '../../../../lib/page-head.ts';
import { nextDeadlineIn } from '../../../../ui/job-closed.ts';

function CompanyJobsRoute() {
  const { id } = Route.useParams();
  return <CompanyJobsPage key={id} id={id} />;
}

export const Route = createFileRoute('/_data/company/$id/jobs')({
  // A visitor reads it as a document. Its jobs say Closed at their deadlines with no write: the
  // server caches the page until then.
  staticData: { visitorDocument: true, pageChangesAt: nextDeadlineIn },
  // Prefetch never throws: the page shows 'Loading jobs...' and its own error state. The server
  // waits for the jobs, to send them in the page, and names the page after the company.
  loader: async ({ context, params }) => {
    const options = companyJobsQueryOptions(params.id, { q: '', type: 'all' }, context.transport);
    const jobs = context.queryClient.prefetchInfiniteQuery(options);
    if (context.serverRendering) await jobs;
    return { company: context.queryClient.getQueryData(options.queryKey)?.pages[0]?.company ?? null };
  },
  head: ({ match, params, loaderData }) => {
    const company = loaderData?.company;
    const name = company?.currentCompany;
    return pageHead({
      title: name ? `Jobs at ${name} — Hireloop` : 'Company jobs — Hireloop',
      description: summary(
        company?.companyDescription ??
          (name ? `Open positions at ${name} on Hireloop.` : 'Open positions on Hireloop.'),
      ),
      path: `/company/${encodeURIComponent(params.id)}/jobs`,
      origin: match.context.origin,
      image: company?.companyLogo ?? undefined,
    });
  },
  component: CompanyJobsRoute,
});
