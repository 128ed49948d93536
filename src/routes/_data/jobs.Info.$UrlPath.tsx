import { createFileRoute, notFound } from '@tanstack/react-router';
import { jobDetailOptions } from '../../features/jobs/api.ts';
import { JobDetailError, JobDetailPage } from '../../features/jobs/job-detail-page.tsx';
import { ApiError } from '../../lib/http.ts';
import { pageHead, summary } from '../../lib/page-head.ts';

export const Route = createFileRoute('/_data/jobs/Info/$UrlPath')({
  loader: async ({ context, params }) => {
    try {
      return await context.queryClient.ensureQueryData(jobDetailOptions(params.UrlPath));
    } catch (err) {
      // An unknown job is the router's not-found: the server answers it with status 404.
      if (err instanceof ApiError && err.status === 404) throw notFound();
      throw err;
    }
  },
  head: ({ match, params, loaderData }) => {
    const job = loaderData?.data;
    if (!job) return { meta: [{ title: 'Job not found — Hireloop' }] };
    return pageHead({
      title: `${job.JobTitle} at ${job.CompanyName} — Hireloop`,
      description: summary(`${job.closed ? 'Closed. ' : ''}${job.JobType}, ${job.Location}. ${job.JobDescription}`),
      path: `/jobs/Info/${encodeURIComponent(params.UrlPath)}`,
      origin: match.context.origin,
      image: job.recruiterId.companyLogo ?? undefined,
    });
  },
  component: JobDetailRoute,
  errorComponent: JobDetailError,
  notFoundComponent: () => <JobDetailError error={new ApiError('Job not found', 404)} />,
});

function JobDetailRoute() {
  const { UrlPath } = Route.useParams();
  return <JobDetailPage urlPath={UrlPath} />;
}
