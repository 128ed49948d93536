// Applies racing their job's close. Once the close is acknowledged, the job takes no more
// applications: every apply either committed before the close did, or was refused. On PostgreSQL
// the applies and the close run on separate connections of the pool, so without a lock an apply
// that read the job as open could commit after the close. PGlite runs one transaction at a time,
// where this holds by construction; the test runs there too, and matters on PostgreSQL (CI runs
// tests/faults again with DATABASE_URL set).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../server/db/schema.ts';
import { call, createTestContext, type TestContext, type TestUser } from '../api/harness.ts';
import { makeCandidate, makeRecruiter, postJob } from '../api/jobs-fixtures.ts';

let ctx: TestContext;
let recruiter: TestUser;
const candidates: TestUser[] = [];
beforeAll(async () => {
  ctx = await createTestContext();
  recruiter = await makeRecruiter(ctx, 'Race Close Corp');
  for (let i = 0; i < 10; i++) candidates.push(await makeCandidate(ctx, false));
});
afterAll(() => ctx.close());

const applicationIds = async (jobId: string) =>
  (await ctx.db.select({ id: applications.id }).from(applications).where(eq(applications.jobId, jobId))).map(
    (a) => a.id,
  );

describe(`applies racing a close (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('commits no application after the close was acknowledged, over 15 rounds of 10 applies', async () => {
    let accepted = 0;
    let refused = 0;
    for (let round = 0; round < 15; round++) {
      const job = await postJob(ctx, recruiter, { JobTitle: `Race Round ${round}` });
      // Applies start over 0-18 ms and the close at 0-4 ms: some before it, some during, some after.
      const later = (ms: number) => new Promise((r) => setTimeout(r, ms));
      const applies = candidates.map(async (c, i) => {
        await later(2 * i);
        return call(ctx, 'POST', `/api/candidate/applyjob/${job._id}`, {
          token: c.token,
          body: { Note: 'me' },
        });
      });
      await later(round % 5);
      const closed = await call(ctx, 'PUT', `/api/recruiter/closeJob/${job.UrlPath}`, {
        token: recruiter.token,
      });
      expect(closed.status).toBe(200);
      const atClose = await applicationIds(job._id);

      const answers = await Promise.all(applies);
      expect(await applicationIds(job._id)).toEqual(expect.arrayContaining(atClose));
      expect((await applicationIds(job._id)).length).toBe(atClose.length);
      for (const answer of answers) {
        if (answer.status === 201) {
          accepted++;
          expect(atClose).toContain(answer.body.data._id);
        } else {
          refused++;
          expect(answer.status).toBe(409);
          expect(answer.body).toEqual({ success: false, message: 'Applications for this job are closed' });
        }
      }
    }
    expect(accepted + refused).toBe(150);
    // The rounds did race: some applies landed before a close, some were refused by one.
    expect(accepted).toBeGreaterThan(0);
    expect(refused).toBeGreaterThan(0);
  });
});
