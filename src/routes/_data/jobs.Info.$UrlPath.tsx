import { createFileRoute, notFound } from '@tanstack/react-router';
import type { JobDetail } from '../../../contract/jobs.ts';
import { jobDetailOptions } from '../../features/jobs/api.ts';
import { JobDetailPage } from '../../features/jobs/job-detail-page.tsx';
import { JobDetailError } from '../../features/jobs/job-detail-error.tsx';
import { ApiError } from '../../lib/http.ts';
import { jobPageHead } from '../../features/jobs/job-head.ts';
import { candidateParts } from '../../app/candidate-parts.tsx';
import { nextDeadlineIn } from '../../ui/job-closed.ts';

export const Route = createFileRoute('/_data/jobs/Info/$UrlPath')({
  // A visitor reads it as a document. Its jobs say Closed at their deadlines with no write: the
  // server caches the page until then.
  staticData: { visitorDocument: true, pageChangesAt: nextDeadlineIn },
  loader: async ({ context, params }) => {
    try {
      const answer = await context.queryClient.ensureQueryData(
        jobDetailOptions(params.UrlPath, context.transport),
      );
      // Search engines read the JobPosting data in the server's page; the browser never builds it.
      const ld = context.serverRendering ? await jobPostingScript(answer.data, context.origin) : undefined;
      return { ...answer, ld };
    } catch (err) {
      // An unknown job is the router's not-found: the server answers it with status 404.
      if (err instanceof ApiError && err.status === 404) throw notFound();
      throw err;
    }
  },
  head: ({ match, loaderData }) => {
    if (!loaderData) return { meta: [{ title: 'Job not found — Hireloop' }] };
    const head = jobPageHead(loaderData.data, match.context.origin);
    return loaderData.ld
      ? { ...head, scripts: [{ type: 'application/ld+json', children: loaderData.ld }] }
      : head;
  },
  component: JobDetailRoute,
  errorComponent: JobDetailError,
  notFoundComponent: () => <JobDetailError error={new ApiError('Job not found', 404)} />,
});

/** The job's JSON-LD, safe inside a script element. */
async function jobPostingScript(job: JobDetail, origin: string): Promise<string> {
  const [{ jobPostingLd }, { scriptSafeJson }] = await Promise.all([
    import('../../features/jobs/job-posting-ld.ts'),
    import('../../lib/script-safe-json.ts'),
  ]);
  return scriptSafeJson(jobPostingLd(job, origin));
}

function JobDetailRoute() {
  const { UrlPath } = Route.useParams();
  return <JobDetailPage urlPath={UrlPath} SaveToggle={candidateParts.SaveToggle} />;
}
