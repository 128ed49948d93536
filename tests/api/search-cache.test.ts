// A search asked again is answered from memory while no job was written, and never after a write.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jobs } from '../../server/db/schema.ts';
import { call, createTestContext, type TestContext, type TestUser } from './harness.ts';
import { makeCandidate, makeRecruiter, newKey, postJob } from './jobs-fixtures.ts';

let ctx: TestContext;
let recruiter: TestUser;
let statements: string[] = [];

beforeAll(async () => {
  ctx = await createTestContext({ onQuery: (text) => statements.push(text) });
  recruiter = await makeRecruiter(ctx, 'Acme Corp');
});
afterAll(() => ctx.close());
beforeEach(() => {
  statements = [];
});

type Answer = { total: number; data: Array<{ _id: string; JobTitle: string; ApplicationsReceived: number }> };

async function search(qs: string): Promise<Answer> {
  const res = await call(ctx, 'GET', `/api/jobs/search?${qs}`);
  expect(res.status).toBe(200);
  return res.body as Answer;
}

/** Whether the search since the last reset counted its matches (rather than answering from memory). */
const counted = () => statements.some((s) => s.includes('sum(g.n)'));

describe('the search cache', () => {
  it('answers a search asked again without counting again, with the same answer', async () => {
    await postJob(ctx, recruiter, { JobTitle: 'Quokka Keeper' });
    const first = await search('q=quokka');
    expect(counted()).toBe(true);
    statements = [];
    const again = await search('q=quokka');
    expect(counted()).toBe(false);
    expect(again).toEqual(first);
  });

  it('sees a job posted, closed and reopened through the API at the next search', async () => {
    await postJob(ctx, recruiter, { JobTitle: 'Wombat Groomer' });
    expect((await search('q=wombat')).total).toBe(1);
    const second = await postJob(ctx, recruiter, { JobTitle: 'Senior Wombat Groomer' });
    expect((await search('q=wombat')).total).toBe(2);
    const close = (verb: string) =>
      call(ctx, 'PUT', `/api/recruiter/${verb}/${second.UrlPath}`, { token: recruiter.token });
    expect((await close('closeJob')).status).toBe(200);
    expect((await search('q=wombat')).total).toBe(1);
    expect((await close('reopenJob')).status).toBe(200);
    expect((await search('q=wombat')).total).toBe(2);
  });

  it('sees a write made straight in the database, outside any route', async () => {
    const job = await postJob(ctx, recruiter, { JobTitle: 'Platypus Handler' });
    expect((await search('q=echidna')).total).toBe(0);
    await ctx.db.update(jobs).set({ title: 'Echidna Handler' }).where(eq(jobs.id, job._id));
    expect((await search('q=echidna')).data.map((j) => j.JobTitle)).toEqual(['Echidna Handler']);
    await ctx.db.execute(sql`delete from jobs where id = ${job._id}`);
    expect((await search('q=echidna')).total).toBe(0);
  });

  it("reads the page's jobs again: an apply shows in a cached search's cards", async () => {
    const job = await postJob(ctx, recruiter, { JobTitle: 'Capybara Sitter' });
    expect((await search('q=capybara')).data[0]?.ApplicationsReceived).toBe(0);
    const candidate = await makeCandidate(ctx);
    const applied = await call(ctx, 'POST', `/api/candidate/applyjob/${job._id}`, {
      token: candidate.token,
      headers: { 'idempotency-key': newKey() },
    });
    expect(applied.status).toBe(201);
    statements = [];
    const after = await search('q=capybara');
    expect(counted()).toBe(false);
    expect(after.data[0]?.ApplicationsReceived).toBe(1);
  });

  it('keeps apart searches that differ only in their page or filters', async () => {
    await postJob(ctx, recruiter, { JobTitle: 'Lemur Trainer', JobType: 'Part-Time' });
    await postJob(ctx, recruiter, { JobTitle: 'Lemur Walker' });
    expect((await search('q=lemur')).total).toBe(2);
    expect((await search('q=lemur&type=Part-Time')).total).toBe(1);
    expect((await search('q=lemur&limit=1')).data).toHaveLength(1);
    expect((await search('type=Part-Time&q=lemur')).total).toBe(1);
  });
});
