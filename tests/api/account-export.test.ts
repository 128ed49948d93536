// "Export my data": one JSON file of everything Hireloop keeps of the caller, and only theirs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidate, dataContext, type Person, postWithImage, recruiter } from './account-data-fixtures.ts';
import { call, type TestContext } from './harness.ts';
import { postJob } from './jobs-fixtures.ts';
import { badTokens } from './profile-fixtures.ts';

let ctx: TestContext;
let owner: Person;
let applicant: Person;
let rival: Person;
let job: Awaited<ReturnType<typeof postJob>>;

beforeAll(async () => {
  ctx = await dataContext();
  owner = await recruiter(ctx);
  applicant = await candidate(ctx);
  rival = await candidate(ctx);
  await postWithImage(ctx, owner);
  job = await postJob(ctx, owner, { JobTitle: 'Export Engineer', CompanyName: 'Export Co' });
  const saved = await postJob(ctx, owner, { JobTitle: 'Saved Role', CompanyName: 'Export Co' });
  await call(ctx, 'POST', `/api/candidate/applyjob/${job._id}`, {
    token: applicant.token,
    body: { Note: 'Hello' },
  });
  await call(ctx, 'POST', `/api/candidate/applyjob/${job._id}`, { token: rival.token });
  await call(ctx, 'PUT', `/api/candidate/saved/${saved._id}`, { token: applicant.token });
  await call(ctx, 'POST', '/api/candidate/alerts', {
    token: applicant.token,
    body: { q: 'export', type: 'Contract' },
  });
  await call(ctx, 'POST', '/api/candidate/alerts', { token: rival.token, body: { q: 'rival alert' } });
});
afterAll(() => ctx.close());

const exportOf = (token?: string) => call(ctx, 'GET', '/api/account/export', { token });

describe('exporting my data', { timeout: 60_000 }, () => {
  it('gives a candidate their profile, applications, saved jobs, alerts and files, as a download', async () => {
    const res = await exportOf(applicant.token);
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="hireloop-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    const data = res.body;
    expect(data.account).toMatchObject({
      id: applicant.id,
      email: applicant.email,
      role: 'candidate',
      signsInWithPassword: true,
    });
    expect(data.candidateProfile).toMatchObject({ fullName: `Full ${applicant.name}` });
    expect(data.candidateProfile.fullNameFolded).toBeUndefined();
    expect(data.applications).toEqual([
      expect.objectContaining({
        jobTitle: 'Export Engineer',
        company: 'Export Co',
        state: 'Applied',
        note: 'Hello',
      }),
    ]);
    expect(data.applications[0].jobLink).toBe(`/jobs/Info/${job.UrlPath}`);
    expect(data.savedJobs.map((s: { jobTitle: string }) => s.jobTitle)).toEqual(['Saved Role']);
    expect(data.alerts).toEqual([expect.objectContaining({ search: 'export', jobType: 'Contract' })]);
    expect(data.files.map((f: { what: string }) => f.what).sort()).toEqual(['Profile photo', 'Resume']);
    expect(data.files.every((f: { url: string }) => f.url.includes(`%2F${applicant.id}%2F`))).toBe(true);
    expect(data.messages).toEqual([]);
    expect(data.jobs).toEqual([]);
    expect(data.devices.length).toBeGreaterThan(0);
    // Nothing of anybody else's.
    const text = JSON.stringify(data);
    for (const theirs of [rival.id, rival.email, rival.name, 'rival alert', owner.email])
      expect(text).not.toContain(theirs);
  });

  it("gives a recruiter their jobs with their applications' count, posts, company and notifications", async () => {
    const data = (await exportOf(owner.token)).body;
    expect(data.account).toMatchObject({ id: owner.id, role: 'recruiter' });
    expect(data.recruiterProfile).toMatchObject({ currentCompany: `Company ${owner.name}` });
    const exported = data.jobs.find((j: { title: string }) => j.title === 'Export Engineer');
    expect(exported).toMatchObject({
      company: 'Export Co',
      applications: 2,
      link: `/jobs/Info/${job.UrlPath}`,
    });
    expect(data.posts).toEqual([expect.objectContaining({ content: `News from ${owner.name}` })]);
    expect(data.files.map((f: { what: string }) => f.what)).toEqual(
      expect.arrayContaining(['Company logo', expect.stringMatching(/^Image of the post of /)]),
    );
    expect(data.notifications.map((n: { kind: string }) => n.kind)).toEqual([
      'new-applicant',
      'new-applicant',
    ]);
    expect(data.applications).toEqual([]);
  });

  it('is refused without a session or with a bad one, and never answers for another user', async () => {
    const { tampered, expired } = await badTokens({
      ...applicant,
      role: 'candidate',
      username: applicant.name,
      image: null,
    });
    for (const token of [undefined, tampered, expired, 'garbage']) {
      const res = await exportOf(token);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ success: false, message: expect.stringMatching(/\S/) });
    }
    // There is no way to name another account: the export is always the caller's own.
    const res = await call(ctx, 'GET', `/api/account/export?userId=${owner.id}`, { token: rival.token });
    expect(res.body.account.id).toBe(rival.id);
    expect(JSON.stringify(res.body)).not.toContain(owner.email);
  });
});
