import { createFileRoute } from '@tanstack/react-router';
import { ApplicantsPage } from '../../features/applications/applicants-page.tsx';
import { applicantsOptions } from '../../features/applications/api.ts';

// The old portal's address: the parameter is named recruiterId but carries the job's UrlPath.
export const Route = createFileRoute('/_data/jobs/Info/Applicants/$recruiterId')({
  loader: ({ context, params }) =>
    context.queryClient.ensureInfiniteQueryData(applicantsOptions(params.recruiterId)),
  component: ApplicantsRoute,
});

function ApplicantsRoute() {
  const { recruiterId } = Route.useParams();
  return <ApplicantsPage urlPath={recruiterId} />;
}
