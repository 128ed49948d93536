import { createFileRoute, redirect } from '@tanstack/react-router';
import { PostJobPage } from '../../features/jobs/post-job-page.tsx';
import { getSession } from '../../lib/session.ts';

export const Route = createFileRoute('/_data/jobs/post-job')({
  // Visitors were sent to /sign-in by the root route; only recruiters post jobs.
  beforeLoad: () => {
    if (getSession()?.role !== 'recruiter') throw redirect({ to: '/jobs', replace: true });
  },
  component: PostJobPage,
});
