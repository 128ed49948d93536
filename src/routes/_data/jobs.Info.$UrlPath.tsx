import { createFileRoute } from '@tanstack/react-router';
import { jobDetailOptions } from '../../features/jobs/api.ts';
import { JobDetailError, JobDetailPage } from '../../features/jobs/job-detail-page.tsx';

export const Route = createFileRoute('/_data/jobs/Info/$UrlPath')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(jobDetailOptions(params.UrlPath)),
  component: JobDetailRoute,
  errorComponent: JobDetailError,
});

function JobDetailRoute() {
  const { UrlPath } = Route.useParams();
  return <JobDetailPage urlPath={UrlPath} />;
}
