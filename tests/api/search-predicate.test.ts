// The /jobs query's filters beyond the search endpoint: the old lists take them beside their own
// parameters (their answer keeps its old shape), and a job alert stores the whole query and fires
// through the same predicate.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, notifications } from '../../server/db/schema.ts';
import { notifyAlerts } from '../../server/services/jobs/alert-service.ts';
import { call, createTestContext, type TestContext, type TestUser } from './harness.ts';
import { makeCandidate, makeRecruiter } from './jobs-fixtures.ts';
import { insertJobs } from './search-fixtures.ts';

let ctx: TestContext;
let recruiter: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  recruiter = await makeRecruiter(ctx, 'Acme Corp');
  await insertJobs(ctx, recruiter, [
    { title: 'Remote Engineer', mode: 'remote', level: 'senior' },
    { title: 'Office Engineer', mode: 'onsite', level: 'mid' },
  ]);
});
afterAll(() => ctx.close());

describe('the old lists with the new filters', () => {
  it('/getAllJobs filters by mode and keeps its old answer', async () => {
    const res = await call(ctx, 'GET', '/api/getAllJobs?q=engineer&mode=remote');
    expect(res.status).toBe(200);
    expect(res.body.data.map((j: { JobTitle: string }) => j.JobTitle)).toEqual(['Remote Engineer']);
    expect(res.body.data[0]).not.toHaveProperty('workMode');
    expect(Object.keys(res.body)).toEqual(['success', 'data', 'nextCursor']);
  });

  it('/getjob filters the recruiter’s own jobs by level', async () => {
    const res = await call(ctx, 'GET', '/api/getjob?level=mid', { token: recruiter.token });
    expect(res.body.data.map((j: { JobTitle: string }) => j.JobTitle)).toEqual(['Office Engineer']);
  });

  it('a bad filter is a 400 there too', async () => {
    const res = await call(ctx, 'GET', '/api/getAllJobs?mode=moon');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message: 'mode must be one of onsite, hybrid, remote' });
  });
});

describe('job alerts with the whole query', () => {
  it('fires only for the alerts whose whole query the new job fits', async () => {
    const remote = await makeCandidate(ctx);
    const onsite = await makeCandidate(ctx);
    const add = (token: string, body: unknown) => call(ctx, 'POST', '/api/candidate/alerts', { token, body });
    expect((await add(remote.token, { q: 'engineers', mode: 'remote' })).status).toBe(201);
    expect((await add(onsite.token, { q: 'engineer', mode: 'onsite' })).status).toBe(201);
    expect((await add(onsite.token, { q: 'Engineer', mode: 'onsite' })).status).toBe(200);
    expect((await add(onsite.token, { mode: 'moon' })).status).toBe(400);
    const [id] = await insertJobs(ctx, recruiter, [{ title: 'Platform Engineer', mode: 'remote' }]);
    await ctx.db.transaction((tx) =>
      notifyAlerts(
        tx,
        {
          id: id as string,
          title: 'Platform Engineer',
          companyName: 'Acme Corp',
          location: 'Berlin',
          urlPath: 'x',
        },
        0,
      ),
    );
    const told = async (user: TestUser) =>
      ctx.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, user.id), eq(notifications.kind, 'job-alert')));
    expect(await told(remote)).toHaveLength(1);
    expect(await told(onsite)).toHaveLength(0);
    expect(
      await ctx.db
        .select({ id: jobs.id })
        .from(jobs)
        .where(eq(jobs.id, id as string)),
    ).toHaveLength(1);
  });
});
