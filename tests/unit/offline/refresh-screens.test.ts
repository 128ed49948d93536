// An answered outbox entry refreshes the screens its kind makes stale: the keys each feature
// declared with its own key factory, and nothing else.
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { applicationKeys } from '../../../src/features/applications/api.ts';
import { companyKeys } from '../../../src/features/companies/api.ts';
import { feedKeys } from '../../../src/features/feed/api.ts';
import { jobKeys } from '../../../src/features/jobs/api.ts';
import { savedKeys } from '../../../src/features/saved/api.ts';
import { refreshInBatches, refreshScreens } from '../../../src/offline/refresh-screens.ts';

const shown = {
  jobList: jobKeys.list('all', {}),
  job: jobKeys.detail('dev-at-acme'),
  mine: applicationKeys.mine,
  applicants: applicationKeys.applicants('dev-at-acme'),
  companyJobs: companyKeys.jobs('c1', '', ''),
  companies: companyKeys.list(''),
  feed: feedKeys.posts(),
  saved: savedKeys.list,
};

function clientShowingAll(): QueryClient {
  const client = new QueryClient();
  for (const key of Object.values(shown)) client.setQueryData(key, { shown: true });
  return client;
}

const stale = (client: QueryClient) =>
  Object.entries(shown)
    .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
    .map(([name]) => name)
    .sort();

describe('screens refreshed after an answered outbox entry', () => {
  it("an apply refreshes the job lists, the job's page, the candidate's history and company job lists", async () => {
    const client = clientShowingAll();
    await refreshScreens(client, ['apply']);
    expect(stale(client)).toEqual(['companyJobs', 'job', 'jobList', 'mine']);
  });

  it("a decision refreshes the applicants and the job's counts; a post the feed; a save the saved list", async () => {
    const decision = clientShowingAll();
    await refreshScreens(decision, ['decision']);
    expect(stale(decision)).toEqual(['applicants', 'companyJobs', 'job', 'jobList']);
    const post = clientShowingAll();
    await refreshScreens(post, ['post']);
    expect(stale(post)).toEqual(['feed']);
    const save = clientShowingAll();
    await refreshScreens(save, ['save']);
    expect(stale(save)).toEqual(['saved']);
    const withdraw = clientShowingAll();
    await refreshScreens(withdraw, ['withdraw']);
    // The candidate's state shows on the job's cards too, wherever they are listed.
    expect(stale(withdraw)).toEqual(['companyJobs', 'job', 'jobList', 'mine']);
  });

  it('a burst of answered entries refreshes each screen once, after the burst', async () => {
    const client = clientShowingAll();
    const asked: string[] = [];
    const invalidate = client.invalidateQueries.bind(client);
    client.invalidateQueries = ((filters, options) => {
      asked.push(JSON.stringify(filters?.queryKey));
      return invalidate(filters, options);
    }) as QueryClient['invalidateQueries'];
    const refresh = refreshInBatches(client, { quietMs: 20, maxWaitMs: 1000 });
    for (let i = 0; i < 100; i++) refresh('apply');
    refresh('post');
    expect(asked).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(asked.sort()).toEqual(['["applications"]', '["company-jobs"]', '["feed"]', '["job"]', '["jobs"]']);
  });
});
