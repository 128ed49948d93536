// Closed jobs (deadline passed, or closed by their recruiter) and withdrawn applications.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, jobs, notifications } from '../../server/db/schema.ts';
import { call, createTestContext, type TestContext, type TestUser } from './harness.ts';
import { expireDeadline, makeCandidate, makeRecruiter, newKey, postJob, unknownId } from './jobs-fixtures.ts';

let ctx: TestContext;
let owner: TestUser;
let rival: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  owner = await makeRecruiter(ctx, 'Closers Inc');
  rival = await makeRecruiter(ctx, 'Rival Corp');
});
afterAll(() => ctx.close());

const close = (urlPath: string, token: string) =>
  call(ctx, 'PUT', `/api/recruiter/closeJob/${urlPath}`, { token });
const reopen = (urlPath: string, token: string) =>
  call(ctx, 'PUT', `/api/recruiter/reopenJob/${urlPath}`, { token });
const applyTo = (jobId: string, token: string) =>
  call(ctx, 'POST', `/api/candidate/applyjob/${jobId}`, { token });
const withdraw = (applicationId: string, token: string, headers: Record<string, string> = {}) =>
  call(ctx, 'PUT', `/api/candidate/withdraw/${applicationId}`, { token, headers });
const publicIds = async (url: string) =>
  (await call(ctx, 'GET', url)).body.data.map((j: { _id: string }) => j._id);

describe('closed jobs', () => {
  it('a job past its deadline is closed: out of the public lists, refused with 409, badged for its owner', async () => {
    const job = await postJob(ctx, owner, { JobTitle: 'Expired Role' });
    expect(await publicIds('/api/getAllJobs?limit=50')).toContain(job._id);
    await expireDeadline(ctx, job._id);
    expect(await publicIds('/api/getAllJobs?limit=50')).not.toContain(job._id);
    expect(await publicIds('/api/getAllJobs?limit=50&q=expired')).not.toContain(job._id);
    const refused = await applyTo(job._id, (await makeCandidate(ctx)).token);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ success: false, message: 'Applications for this job are closed' });
    const page = await call(ctx, 'GET', `/api/recruiter/postinfo/${job.UrlPath}`);
    expect(page.body.closed).toBe(true);
    const mine = await call(ctx, 'GET', '/api/getjob?limit=50', { token: owner.token });
    expect(mine.body.data.find((j: { _id: string }) => j._id === job._id)?.closed).toBe(true);
  });

  it('the recruiter closes and reopens before the deadline; company counts follow', async () => {
    const job = await postJob(ctx, owner, { JobTitle: 'Closable Role' });
    const [row] = await ctx.db
      .select({ recruiterId: jobs.recruiterId })
      .from(jobs)
      .where(eq(jobs.id, job._id));
    const recruiterId = row?.recruiterId;
    const count = async () =>
      (await call(ctx, 'GET', `/api/company/jobs/${recruiterId}?limit=50`)).body.company.openJobs as number;
    const before = await count();

    const closed = await close(job.UrlPath, owner.token);
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({
      success: true,
      message: 'Job closed',
      data: { _id: job._id, closed: true },
    });
    expect(await count()).toBe(before - 1);
    expect(await publicIds('/api/getAllJobs?limit=50')).not.toContain(job._id);
    expect(await publicIds(`/api/company/jobs/${recruiterId}?limit=50`)).not.toContain(job._id);
    expect((await applyTo(job._id, (await makeCandidate(ctx)).token)).status).toBe(409);
    expect((await close(job.UrlPath, owner.token)).status).toBe(200); // closing twice changes nothing

    const reopened = await reopen(job.UrlPath, owner.token);
    expect(reopened.body).toMatchObject({ success: true, message: 'Job reopened', data: { closed: false } });
    expect(await count()).toBe(before);
    expect(await publicIds('/api/getAllJobs?limit=50')).toContain(job._id);
    expect((await applyTo(job._id, (await makeCandidate(ctx)).token)).status).toBe(201);
  });

  it('does not reopen a job past its deadline', async () => {
    const job = await postJob(ctx, owner);
    await close(job.UrlPath, owner.token);
    await expireDeadline(ctx, job._id);
    const res = await reopen(job.UrlPath, owner.token);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      success: false,
      message: 'The deadline of this job has passed: it cannot be reopened',
    });
    const [row] = await ctx.db.select().from(jobs).where(eq(jobs.id, job._id));
    expect(row?.closedAt).not.toBeNull();
  });

  it('only the owner closes or reopens; unknown jobs are 404', async () => {
    const job = await postJob(ctx, owner);
    const candidate = await makeCandidate(ctx);
    for (const change of [close, reopen]) {
      expect((await change(job.UrlPath, rival.token)).status).toBe(403);
      expect((await change(job.UrlPath, candidate.token)).status).toBe(403);
      expect((await change('no-such-job', owner.token)).status).toBe(404);
    }
    const [row] = await ctx.db.select().from(jobs).where(eq(jobs.id, job._id));
    expect(row?.closedAt).toBeNull();
  });

  it('a cached public answer is not served once a job in it reaches its deadline', async () => {
    const soon = new Date(Date.now() + 1500).toISOString();
    const job = await postJob(ctx, owner, { JobTitle: 'Closing Soon', ApplicationDeadline: soon });
    const url = `/api/recruiter/postinfo/${job.UrlPath}`;
    expect((await call(ctx, 'GET', url)).body.closed).toBe(false);
    const cached = await call(ctx, 'GET', url);
    expect(cached.headers['x-read-cache']).toBe('hit');
    expect(await publicIds('/api/getAllJobs?limit=50')).toContain(job._id);
    await new Promise((r) => setTimeout(r, 1700));
    const after = await call(ctx, 'GET', url);
    expect(after.headers['x-read-cache']).toBe('miss');
    expect(after.body.closed).toBe(true);
    expect(await publicIds('/api/getAllJobs?limit=50')).not.toContain(job._id);
  });
});

describe('PUT /api/candidate/withdraw/:applicationId', () => {
  it('withdraws a pending application once, tells the recruiter, and the decision then answers 409', async () => {
    const job = await postJob(ctx, owner, { JobTitle: 'Withdrawable' });
    const candidate = await makeCandidate(ctx);
    const applied = await applyTo(job._id, candidate.token);
    const id = applied.body.data._id as string;
    const key = newKey();
    const res = await withdraw(id, candidate.token, { 'idempotency-key': key });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: 'Application withdrawn',
      data: { _id: id, status: 'withdrawn', Accept: false, Pending: false },
    });
    // A replay of the same queued withdraw is answered from storage, not refused.
    expect((await withdraw(id, candidate.token, { 'idempotency-key': key })).status).toBe(200);
    const again = await withdraw(id, candidate.token);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ success: false, message: 'Only a pending application can be withdrawn' });

    const history = await call(ctx, 'GET', '/api/activity', { token: candidate.token });
    expect(history.body.find((a: { _id: string }) => a._id === id)?.status).toBe('withdrawn');
    const applicants = await call(ctx, 'GET', `/api/recruiter/applicant/${job.UrlPath}`, {
      token: owner.token,
    });
    expect(applicants.body.find((a: { _id: string }) => a._id === id)?.status).toBe('withdrawn');
    const decision = await call(ctx, 'PUT', `/api/recruiter/acceptJob/${id}`, { token: owner.token });
    expect(decision.status).toBe(409);
    expect(decision.body).toEqual({
      success: false,
      message: 'The candidate has withdrawn this application',
    });
    expect((await applyTo(job._id, candidate.token)).status).toBe(409);

    const told = await ctx.db.select().from(notifications).where(eq(notifications.userId, owner.id));
    expect(
      told.filter((n) => n.kind === 'application-withdrawn' && n.text.includes('Withdrawable')),
    ).toHaveLength(1);
  });

  it("refuses someone else's application, a decided one and an unknown one, changing nothing", async () => {
    const job = await postJob(ctx, owner);
    const candidate = await makeCandidate(ctx);
    const other = await makeCandidate(ctx);
    const id = (await applyTo(job._id, candidate.token)).body.data._id as string;
    const theirs = await withdraw(id, other.token);
    expect(theirs.status).toBe(403);
    expect(theirs.body).toEqual({ success: false, message: 'You can only withdraw your own applications' });
    expect((await withdraw(id, owner.token)).status).toBe(403);
    expect((await withdraw(unknownId, candidate.token)).status).toBe(404);
    expect((await withdraw('not-an-id', candidate.token)).status).toBe(400);
    await call(ctx, 'PUT', `/api/recruiter/rejectJob/${id}`, { token: owner.token });
    expect((await withdraw(id, candidate.token)).status).toBe(409);
    const [row] = await ctx.db.select().from(applications).where(eq(applications.id, id));
    expect(row?.status).toBe('rejected');
  });
});
