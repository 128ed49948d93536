import { createFileRoute } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { BoardPage } from '../../features/hiring/board/board-page.tsx';
import { boardOptions } from '../../features/hiring/api.ts';
import { jobDetailOptions } from '../../features/jobs/api.ts';

// A job's hiring board, reached from its applicants. The board is asked for by the job's id, which
// the job's page (kept on the device) gives.
export const Route = createFileRoute('/_data/jobs/Info/Board/$UrlPath')({
  loader: async ({ context, params }) => {
    const job = await context.queryClient.ensureQueryData(jobDetailOptions(params.UrlPath));
    // Prefetch, not ensure: the board shows its own error (offline without a copy, not the owner).
    await context.queryClient.prefetchQuery(boardOptions(job.data._id));
  },
  component: BoardRoute,
});

function BoardRoute() {
  const { UrlPath } = Route.useParams();
  const job = useSuspenseQuery(jobDetailOptions(UrlPath)).data.data;
  return <BoardPage jobId={job._id} urlPath={UrlPath} />;
}
