// Screens linked from the shell whose routes arrive with later issues. Typed as plain strings so
// links compile before those route files exist (they show the 404 page until then).
export const PATHS: Record<'jobs' | 'postJob' | 'activity' | 'account' | 'companies' | 'feed', string> = {
  jobs: '/jobs',
  postJob: '/jobs/post-job',
  activity: '/activity',
  account: '/account',
  companies: '/companies',
  feed: '/feed',
};
