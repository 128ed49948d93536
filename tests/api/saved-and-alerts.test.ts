// Saved jobs and job alerts: Hireloop's own calls, which the old portal did not have.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobAlerts, notifications, savedJobs } from '../../server/db/schema.ts';
import { call, createTestContext, type TestContext, type TestUser, walkPages } from './harness.ts';
import { expireDeadline, makeCandidate, makeRecruiter, newKey, postJob, unknownId } from './jobs-fixtures.ts';

let ctx: TestContext;
let recruiter: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  recruiter = await makeRecruiter(ctx, 'Alerting Ltd');
});
afterAll(() => ctx.close());

const save = (jobId: string, token: string) => call(ctx, 'PUT', `/api/candidate/saved/${jobId}`, { token });
const unsave = (jobId: string, token: string) =>
  call(ctx, 'DELETE', `/api/candidate/saved/${jobId}`, { token });
const addAlert = (token: string, body: unknown) =>
  call(ctx, 'POST', '/api/candidate/alerts', { token, body });
const alertsOf = (user: TestUser) => ctx.db.select().from(jobAlerts).where(eq(jobAlerts.userId, user.id));
const jobAlertsFor = async (user: TestUser) =>
  (await ctx.db.select().from(notifications).where(eq(notifications.userId, user.id))).filter(
    (n) => n.kind === 'job-alert',
  );

describe('saved jobs', () => {
  it('saves idempotently, lists most recently saved first page by page, and unsaves', async () => {
    const candidate = await makeCandidate(ctx);
    const made = [];
    for (let i = 0; i < 5; i++) made.push(await postJob(ctx, recruiter, { JobTitle: `Saved ${i}` }));
    for (const job of made) {
      const res = await save(job._id, candidate.token);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, message: 'Job saved', saved: true });
    }
    expect((await save(made[0]!._id, candidate.token)).status).toBe(200);
    const { rows, sizes } = await walkPages(ctx, '/api/candidate/saved?limit=2', candidate.token);
    expect(sizes).toEqual([2, 2, 1]);
    expect(rows.map((j) => j.JobTitle)).toEqual(['Saved 4', 'Saved 3', 'Saved 2', 'Saved 1', 'Saved 0']);
    expect(rows[0]).toMatchObject({ _id: made[4]!._id, closed: false, savedAt: expect.any(String) });

    const removed = await unsave(made[2]!._id, candidate.token);
    expect(removed.body).toEqual({ success: true, message: 'Job removed from saved jobs', saved: false });
    expect((await unsave(made[2]!._id, candidate.token)).status).toBe(200);
    const after = await call(ctx, 'GET', '/api/candidate/saved', { token: candidate.token });
    expect(after.body.data.map((j: { JobTitle: string }) => j.JobTitle)).not.toContain('Saved 2');
  });

  it('keeps a saved job that closes, marked closed', async () => {
    const candidate = await makeCandidate(ctx);
    const job = await postJob(ctx, recruiter);
    await save(job._id, candidate.token);
    await expireDeadline(ctx, job._id);
    const res = await call(ctx, 'GET', '/api/candidate/saved', { token: candidate.token });
    expect(res.body.data).toEqual([expect.objectContaining({ _id: job._id, closed: true })]);
  });

  it('refuses unknown jobs and other roles, storing nothing', async () => {
    const candidate = await makeCandidate(ctx);
    const job = await postJob(ctx, recruiter);
    const unknown = await save(unknownId, candidate.token);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ success: false, message: 'Job not found' });
    const asRecruiter = await save(job._id, recruiter.token);
    expect(asRecruiter.status).toBe(403);
    expect((await call(ctx, 'GET', '/api/candidate/saved', { token: recruiter.token })).status).toBe(403);
    expect((await save('not-an-id', candidate.token)).status).toBe(400);
    expect(await ctx.db.select().from(savedJobs).where(eq(savedJobs.jobId, job._id))).toHaveLength(0);
  });
});

describe('saved jobs replayed by the offline outbox (Idempotency-Key)', () => {
  const withKey = (method: 'PUT' | 'DELETE', jobId: string, token: string, key: string) =>
    call(ctx, method, `/api/candidate/saved/${jobId}`, { token, headers: { 'idempotency-key': key } });
  const savedRows = (user: TestUser, jobId: string) =>
    ctx.db
      .select()
      .from(savedJobs)
      .where(and(eq(savedJobs.userId, user.id), eq(savedJobs.jobId, jobId)));

  it('a save replayed after an unsave is answered as the first time and saves nothing', async () => {
    const candidate = await makeCandidate(ctx);
    const job = await postJob(ctx, recruiter);
    const first = await withKey('PUT', job._id, candidate.token, newKey());
    const key = newKey();
    const saved = await withKey('PUT', job._id, candidate.token, key);
    expect(first.status).toBe(200);
    expect(saved.status).toBe(200);
    expect(saved.headers['idempotent-replayed']).toBeUndefined();
    expect(await withKey('DELETE', job._id, candidate.token, newKey())).toMatchObject({ status: 200 });

    const replay = await withKey('PUT', job._id, candidate.token, key);
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual(saved.body);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(await savedRows(candidate, job._id)).toHaveLength(0);
    const list = await call(ctx, 'GET', '/api/candidate/saved', { token: candidate.token });
    expect(list.body.data).toEqual([]);
  });

  it('an unsave replayed after a new save leaves the job saved', async () => {
    const candidate = await makeCandidate(ctx);
    const job = await postJob(ctx, recruiter);
    await withKey('PUT', job._id, candidate.token, newKey());
    const key = newKey();
    const removed = await withKey('DELETE', job._id, candidate.token, key);
    await withKey('PUT', job._id, candidate.token, newKey());
    const replay = await withKey('DELETE', job._id, candidate.token, key);
    expect(replay.body).toEqual(removed.body);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(await savedRows(candidate, job._id)).toHaveLength(1);
  });

  it('refuses a malformed key, and the key of a save reused for an unsave, changing nothing', async () => {
    const candidate = await makeCandidate(ctx);
    const job = await postJob(ctx, recruiter);
    const bad = await withKey('PUT', job._id, candidate.token, 'no spaces allowed');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ success: false, message: expect.stringMatching(/Idempotency-Key/) });
    expect(await savedRows(candidate, job._id)).toHaveLength(0);
    const key = newKey();
    await withKey('PUT', job._id, candidate.token, key);
    const reused = await withKey('DELETE', job._id, candidate.token, key);
    expect(reused.status).toBe(409);
    expect(reused.body).toEqual({ success: false, message: expect.any(String) });
    expect(await savedRows(candidate, job._id)).toHaveLength(1);
  });
});

describe('job alerts', () => {
  it('creates, lists and removes alerts; the same alert twice is one', async () => {
    const candidate = await makeCandidate(ctx);
    const created = await addAlert(candidate.token, { q: '  Rust   Engineer ', type: 'full-time' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      success: true,
      message: 'Alert created',
      data: { q: 'Rust Engineer', type: 'Full-Time' },
    });
    const again = await addAlert(candidate.token, { q: 'rust engineer', type: 'Full-Time' });
    expect(again.status).toBe(200);
    expect(again.body.data._id).toBe(created.body.data._id);
    const listed = await call(ctx, 'GET', '/api/candidate/alerts', { token: candidate.token });
    expect(listed.body.data).toHaveLength(1);
    const removed = await call(ctx, 'DELETE', `/api/candidate/alerts/${created.body.data._id}`, {
      token: candidate.token,
    });
    expect(removed.body).toEqual({ success: true, message: 'Alert removed' });
    expect(await alertsOf(candidate)).toHaveLength(0);
  });

  it('refuses an empty alert, an 11th, and another candidate removing one', async () => {
    const candidate = await makeCandidate(ctx);
    const empty = await addAlert(candidate.token, { q: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ success: false, message: 'An alert needs a search or a job type' });
    for (let i = 0; i < 10; i++)
      expect((await addAlert(candidate.token, { q: `word${i}` })).status).toBe(201);
    const eleventh = await addAlert(candidate.token, { q: 'one too many' });
    expect(eleventh.status).toBe(409);
    expect(eleventh.body).toEqual({ success: false, message: 'You can have at most 10 job alerts' });
    expect(await alertsOf(candidate)).toHaveLength(10);
    const [first] = await alertsOf(candidate);
    const other = await makeCandidate(ctx);
    const theirs = await call(ctx, 'DELETE', `/api/candidate/alerts/${first!.id}`, { token: other.token });
    expect(theirs.status).toBe(403);
    expect((await addAlert(recruiter.token, { q: 'rust' })).status).toBe(403);
    expect(await alertsOf(candidate)).toHaveLength(10);
  });

  it('a job posted later that the same /jobs search returns notifies the candidate, once', async () => {
    const ana = await makeCandidate(ctx);
    const ben = await makeCandidate(ctx);
    await addAlert(ana.token, { q: 'kotlin berlin' });
    await addAlert(ben.token, { type: 'Internship' });
    const body = { JobTitle: 'Kotlin Developer', Location: 'Berlin', JobType: 'Contract' };
    const job = await postJob(ctx, recruiter, body);
    // The alert's search finds the job on /jobs, and the alert fired for it.
    const search = await call(ctx, 'GET', '/api/getAllJobs?q=kotlin%20berlin&limit=50');
    expect(search.body.data.map((j: { _id: string }) => j._id)).toContain(job._id);
    const told = await jobAlertsFor(ana);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      text: 'New job for your alert: Kotlin Developer at Acme Corp',
      link: `/jobs/Info/${job.UrlPath}`,
    });
    expect(await jobAlertsFor(ben)).toHaveLength(0);
    await postJob(ctx, recruiter, { JobTitle: 'Kotlin Developer', Location: 'Paris' });
    await postJob(ctx, recruiter, { JobTitle: 'Summer intern', JobType: 'Internship' });
    expect(await jobAlertsFor(ana)).toHaveLength(1);
    expect(await jobAlertsFor(ben)).toHaveLength(1);
  });

  it('a candidate whose five alerts all match one job is told once', async () => {
    const candidate = await makeCandidate(ctx);
    for (const q of ['scala', 'scala lisbon', 'lisbon', 'data scala', 'data']) {
      expect((await addAlert(candidate.token, { q })).status).toBe(201);
    }
    const job = await postJob(ctx, recruiter, { JobTitle: 'Scala Data Engineer', Location: 'Lisbon' });
    const told = await jobAlertsFor(candidate);
    expect(told.map((n) => n.link)).toEqual([`/jobs/Info/${job.UrlPath}`]);
  });

  it('short words match the start of a word, as on /jobs; % and _ are literal', async () => {
    const candidate = await makeCandidate(ctx);
    await addAlert(candidate.token, { q: 'go' });
    await addAlert(candidate.token, { q: '100%' });
    await postJob(ctx, recruiter, { JobTitle: 'Django Dev' }); // "go" inside a word: no
    await postJob(ctx, recruiter, { JobTitle: 'Go Dev' });
    await postJob(ctx, recruiter, { JobTitle: '1000 units' }); // "100%" is not a wildcard
    const texts = (await jobAlertsFor(candidate)).map((n) => n.text);
    expect(texts).toEqual(['New job for your alert: Go Dev at Acme Corp']);
  });
});
