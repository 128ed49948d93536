// The read cache under concurrent traffic: identical misses share one query, sign-ins (slow: they
// hash) neither stop the cache nor empty it, and an apply makes stale only the answers that show
// its job.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestContext, type TestContext } from './harness.ts';
import { makeCandidate, makeRecruiter, postJob } from './jobs-fixtures.ts';

// On PostgreSQL the cache's version is the database snapshot, which any commit in the cluster moves
// (other test files' included): requests only share a run when they read the same snapshot, and a
// sign-in's session row or an apply makes every answer stale there, by design.
const onPostgres = Boolean(process.env.DATABASE_URL);

let ctx: TestContext;
let recruiter: Awaited<ReturnType<typeof makeRecruiter>>;
/** Statements that read a page of jobs (the list and the one-job read share their select). */
let jobReads = 0;
const account = { useremail: 'flights@example.com', userpassword: 'correct horse battery' };
beforeAll(async () => {
  ctx = await createTestContext({
    onQuery: (sql) => {
      if (sql.includes('with "page" as')) jobReads++;
    },
  });
  recruiter = await makeRecruiter(ctx, 'Flight Corp');
  for (const title of ['Pilot', 'Navigator', 'Flight Engineer'])
    await postJob(ctx, recruiter, { JobTitle: title });
  const res = await call(ctx, 'POST', '/api/signup', { body: { username: 'Flights', ...account } });
  expect(res.status).toBe(201);
});
afterAll(() => ctx.close());

describe('identical misses', () => {
  it.skipIf(onPostgres)('run one query for all of them, and all get its answer', async () => {
    const url = '/api/getAllJobs?limit=5&q=flight';
    jobReads = 0;
    const answers = await Promise.all(Array.from({ length: 5 }, () => call(ctx, 'GET', url)));
    expect(jobReads).toBe(1);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.map((a) => a.headers['x-read-cache']).sort()).toEqual([
      'hit',
      'hit',
      'hit',
      'hit',
      'miss',
    ]);
    for (const a of answers) expect(a.body).toEqual(answers[0]?.body);
    expect(answers[0]?.body.data.map((j: { JobTitle: string }) => j.JobTitle)).toEqual(['Flight Engineer']);
  });

  it('each run its own query when the question differs', async () => {
    jobReads = 0;
    await Promise.all(['pilot', 'navigator'].map((q) => call(ctx, 'GET', `/api/getAllJobs?limit=5&q=${q}`)));
    expect(jobReads).toBe(2);
  });

  it('answer every waiter when the shared run fails, and leave nothing waiting', async () => {
    const url = '/api/recruiter/postinfo/no-such-job-777';
    const answers = await Promise.all(Array.from({ length: 3 }, () => call(ctx, 'GET', url)));
    expect(answers.map((a) => a.status)).toEqual([404, 404, 404]);
    for (const a of answers) expect(a.body.success).toBe(false);
    // The next identical miss runs at once: no run is left behind for it to wait on.
    const again = await Promise.race([
      call(ctx, 'GET', url).then((a) => a.status),
      new Promise((resolve) => setTimeout(() => resolve('still waiting'), 2000)),
    ]);
    expect(again).toBe(404);
  });
});

describe.skipIf(onPostgres)('sign-ins beside cached reads', () => {
  it('keep hits coming while the password hashes, and the entries stay valid after', async () => {
    const url = '/api/getAllJobs?limit=5';
    await call(ctx, 'GET', url);
    expect((await call(ctx, 'GET', url)).headers['x-read-cache']).toBe('hit');
    let signedIn = false;
    const signin = call(ctx, 'POST', '/api/signin', { body: account }).then((res) => {
      signedIn = true;
      return res;
    });
    const during: unknown[] = [];
    while (!signedIn) {
      during.push((await call(ctx, 'GET', url)).headers['x-read-cache']);
      await new Promise((r) => setTimeout(r, 5));
    }
    expect((await signin).status).toBe(200);
    // Hashing takes a good part of a second: many reads ran beside it.
    expect(during.length).toBeGreaterThan(3);
    expect(new Set(during)).toEqual(new Set(['hit']));
    expect((await call(ctx, 'GET', url)).headers['x-read-cache']).toBe('hit');
  });
});

describe.skipIf(onPostgres)('applies beside cached reads', () => {
  it('make stale the answers that show the job, and only those', async () => {
    const applied = await postJob(ctx, recruiter, { JobTitle: 'Glider Instructor' });
    const other = await postJob(ctx, recruiter, { JobTitle: 'Balloon Captain' });
    const candidate = await makeCandidate(ctx);
    const urls = {
      list: '/api/getAllJobs?limit=5&q=glider',
      job: `/api/recruiter/postinfo/${applied.UrlPath}`,
      otherList: '/api/getAllJobs?limit=5&q=balloon',
      otherJob: `/api/recruiter/postinfo/${other.UrlPath}`,
      none: '/api/getAllJobs?limit=5&q=zeppelin',
      feed: '/api/feed/posts?limit=5',
    };
    for (const url of Object.values(urls)) await call(ctx, 'GET', url);
    for (const url of Object.values(urls))
      expect((await call(ctx, 'GET', url)).headers['x-read-cache']).toBe('hit');

    const res = await call(ctx, 'POST', `/api/candidate/applyjob/${applied._id}`, {
      token: candidate.token,
      body: { Note: 'I can fly' },
    });
    expect(res.status).toBe(201);

    const list = await call(ctx, 'GET', urls.list);
    expect(list.headers['x-read-cache']).toBe('miss');
    expect(list.body.data[0].ApplicationsReceived).toBe(1);
    const job = await call(ctx, 'GET', urls.job);
    expect(job.headers['x-read-cache']).toBe('miss');
    expect(job.body.ApplicationsReceived).toBe(1);
    // Answers that do not show the job stay cached; the feed does not name its jobs, so it counts
    // as showing them all.
    for (const url of [urls.otherList, urls.otherJob, urls.none]) {
      expect((await call(ctx, 'GET', url)).headers['x-read-cache']).toBe('hit');
    }
    expect((await call(ctx, 'GET', urls.feed)).headers['x-read-cache']).toBe('miss');
  });

  it('are refused without changing what is cached, and a refused apply leaves the count', async () => {
    const job = await postJob(ctx, recruiter, { JobTitle: 'Kite Surfer' });
    const candidate = await makeCandidate(ctx);
    const url = '/api/getAllJobs?limit=5&q=kite';
    const apply = () =>
      call(ctx, 'POST', `/api/candidate/applyjob/${job._id}`, { token: candidate.token, body: { Note: '' } });
    expect((await apply()).status).toBe(201);
    await call(ctx, 'GET', url);
    expect((await apply()).status).toBe(409);
    const after = await call(ctx, 'GET', url);
    expect(after.body.data[0].ApplicationsReceived).toBe(1);
  });
});
