// The shell preloads a data screen's chunks by matching the URL against patterns made from the
// route file names (scripts/vite-prerender.ts): they must match what TanStack's file routes serve.
import { describe, expect, it } from 'vitest';
import { routePattern } from '../../../scripts/vite-prerender.ts';

const matches = (file: string, path: string) => new RegExp(routePattern(file)).test(path);

describe('routePattern', () => {
  it('turns route files into the URLs they serve', () => {
    expect(routePattern('/app/src/routes/_data/jobs.index.tsx')).toBe('^/jobs$');
    expect(routePattern('/app/src/routes/_data/feed.tsx')).toBe('^/feed$');
    expect(routePattern('/app/src/routes/_data/jobs.post-job.tsx')).toBe('^/jobs/post-job$');
  });

  it('matches a dynamic segment, and only one', () => {
    const jobInfo = '/app/src/routes/_data/jobs.Info.$UrlPath.tsx';
    expect(matches(jobInfo, '/jobs/Info/senior-engineer-42')).toBe(true);
    expect(matches(jobInfo, '/jobs/Info/a/b')).toBe(false);
    expect(matches('/app/src/routes/_data/company/$id/jobs.tsx', '/company/7/jobs')).toBe(true);
    expect(matches('/app/src/routes/_data/jobs.index.tsx', '/jobs/post-job')).toBe(false);
  });
});
