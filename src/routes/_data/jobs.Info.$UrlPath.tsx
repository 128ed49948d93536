import { createFileRoute, notFound } from '@tanstack/react-router';
import { jobDetailOptions } from '../../features/jobs/api.ts';
import { JobDetailError, JobDetailPage } from '../../features/jobs/job-detail-page.tsx';
import { ApiError } from '../../lib/http.ts';
import { jobPageHead } from '../../features/jobs/job-head.ts';
import { candidateParts } from '../../app/candidate-parts.tsx';

export const Route = createFileRoute('/_data/jobs/Info/$UrlPath')({
  loader: async ({ context, params }) => {
    try {
      return await context.queryClient.ensureQueryData(jobDetailOptions(params.UrlPath, context.transport));
    } catch (err) {
      // An unknown job is the router's not-found: the server answers it with status 404.
      if (err instanceof ApiError && err.status === 404) throw notFound();
      throw err;
    }
  },
  head: ({ match, loaderData }) =>
    loaderData
      ? jobPageHead(loaderData.data, match.context.origin)
      : { meta: [{ title: 'Job not found — Hireloop' }] },
  component: JobDetailRoute,
  errorComponent: JobDetailError,
  notFoundComponent: () => <JobDetailError error={new ApiError('Job not found', 404)} />,
});

function JobDetailRoute() {
  const { UrlPath } = Route.useParams();
  return <JobDetailPage urlPath={UrlPath} SaveToggle={candidateParts.SaveToggle} />;
}
