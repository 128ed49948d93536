// What a CDN may keep: public reads answered to a visitor say `public, s-maxage=30,
// stale-while-revalidate=30`; the same reads answered to a signed-in caller, and every other
// answer, never do. The promise behind the figure: a closed job can show as open in a shared cache
// for at most 60 s, while applying to it is refused at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SHARED_FRESH_SECONDS,
  SHARED_STALE_SECONDS,
  sharedCacheControl,
} from '../../server/plugins/shared-cache.ts';
import { call, createTestContext, type TestContext, type TestUser } from './harness.ts';
import { makeCandidate, makeRecruiter, postJob } from './jobs-fixtures.ts';

let ctx: TestContext;
let recruiter: TestUser;
let candidate: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  recruiter = await makeRecruiter(ctx);
  candidate = await makeCandidate(ctx);
});
afterAll(() => ctx.close());

describe('shared cache headers', () => {
  it('promise at most a minute of a closed job shown as open', () => {
    expect(SHARED_FRESH_SECONDS + SHARED_STALE_SECONDS).toBeLessThanOrEqual(60);
    expect(sharedCacheControl).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=30');
  });

  it("let a shared cache keep a visitor's public reads, and only those", async () => {
    const job = await postJob(ctx, recruiter);
    for (const url of ['/api/getAllJobs', `/api/recruiter/postinfo/${job.UrlPath}`, '/api/feed/posts']) {
      // Twice: the second is the read cache's hit, which must say the same.
      for (let i = 0; i < 2; i++) {
        const visitor = await call(ctx, 'GET', url);
        expect([url, visitor.status, visitor.headers['cache-control']]).toEqual([
          url,
          200,
          sharedCacheControl,
        ]);
        expect(String(visitor.headers.vary)).toMatch(/authorization/i);
        const member = await call(ctx, 'GET', url, { token: candidate.token });
        // Private: revalidated, or (a candidate's own copy of a job) not stored at all.
        expect([url, member.status, member.headers['cache-control']]).toEqual([
          url,
          200,
          expect.stringMatching(/^private, no-(cache|store)$/),
        ]);
      }
    }
    // Signed-in reads elsewhere stay as private as they were.
    for (const url of ['/api/getjob', '/api/notifications']) {
      const res = await call(ctx, 'GET', url, { token: recruiter.token });
      expect(String(res.headers['cache-control'])).toMatch(/^private/);
    }
    // Refusals are not kept.
    const missing = await call(ctx, 'GET', '/api/recruiter/postinfo/no-such-job');
    expect(String(missing.headers['cache-control'] ?? '')).not.toMatch(/public|s-maxage/);
  });

  it('refuse an apply to a closed job at once, whatever a cache still shows', async () => {
    const job = await postJob(ctx, recruiter);
    const before = await call(ctx, 'GET', `/api/recruiter/postinfo/${job.UrlPath}`);
    expect(before.headers['cache-control']).toBe(sharedCacheControl);
    const closed = await call(ctx, 'PUT', `/api/recruiter/closeJob/${job.UrlPath}`, {
      token: recruiter.token,
    });
    expect(closed.status).toBe(200);
    const applied = await call(ctx, 'POST', `/api/candidate/applyjob/${job._id}`, {
      token: candidate.token,
      body: {},
    });
    expect([applied.status, applied.body.success]).toEqual([409, false]);
    // The server itself never answers from before the close.
    const after = await call(ctx, 'GET', `/api/recruiter/postinfo/${job.UrlPath}`);
    expect(after.body).not.toEqual(before.body);
  });
});
