import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, idempotencyKeys } from '../../server/db/schema.ts';
import {
  call,
  createTestContext,
  makeUser,
  nextLink,
  type TestContext,
  type TestUser,
  walkLinks,
} from './harness.ts';
import { expireDeadline, makeCandidate, makeRecruiter, newKey, postJob, unknownId } from './jobs-fixtures.ts';

let ctx: TestContext;
let recruiter: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  recruiter = await makeRecruiter(ctx, 'Acme Corp');
});
afterAll(() => ctx.close());

const applyTo = (jobId: string, token: string, body?: unknown, headers?: Record<string, string>) =>
  call(ctx, 'POST', `/api/candidate/applyjob/${jobId}`, { token, body, headers });
const rowsFor = (jobId: string) => ctx.db.select().from(applications).where(eq(applications.jobId, jobId));

describe('POST /api/candidate/applyjob/:jobId', () => {
  it('applies with a note and answers 201 with the history row', async () => {
    const job = await postJob(ctx, recruiter, { JobTitle: 'Apply Here' });
    const candidate = await makeCandidate(ctx);
    const res = await applyTo(job._id, candidate.token, { Note: '  I would love to join.  ' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      success: true,
      message: 'Application Submitted',
      data: {
        Accept: false,
        Pending: true,
        status: 'pending',
        Note: 'I would love to join.',
        jobId: {
          _id: job._id,
          JobTitle: 'Apply Here',
          CompanyName: 'Acme Corp',
          Location: 'Berlin',
          JobType: 'Full-Time',
          UrlPath: job.UrlPath,
          UserId: { image: null },
        },
      },
    });
    expect(res.headers['idempotent-replayed']).toBeUndefined();
  });

  it('accepts no body, an empty JSON body and {} (the note is optional)', async () => {
    const job = await postJob(ctx, recruiter);
    const [a, b, c] = [await makeCandidate(ctx), await makeCandidate(ctx), await makeCandidate(ctx)];
    expect((await applyTo(job._id, a.token)).status).toBe(201);
    const empty = await applyTo(job._id, b.token, '', { 'content-type': 'application/json' });
    expect(empty.status).toBe(201);
    expect(empty.body.data.Note).toBe('');
    expect((await applyTo(job._id, c.token, {})).status).toBe(201);
  });

  it('lets a candidate apply once per job: a second try is 409', async () => {
    const job = await postJob(ctx, recruiter);
    const candidate = await makeCandidate(ctx);
    expect((await applyTo(job._id, candidate.token, { Note: 'first' })).status).toBe(201);
    const again = await applyTo(job._id, candidate.token, { Note: 'second' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ success: false, message: 'You have already applied to this job' });
    expect(await rowsFor(job._id)).toHaveLength(1);
  });

  it('refuses an apply after the deadline with 409', async () => {
    const job = await postJob(ctx, recruiter);
    await expireDeadline(ctx, job._id);
    const res = await applyTo(job._id, (await makeCandidate(ctx)).token);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ success: false, message: 'Applications for this job are closed' });
    expect(await rowsFor(job._id)).toHaveLength(0);
  });

  it('answers an idempotent replay from storage: one row, same answer, marked as replayed', async () => {
    const job = await postJob(ctx, recruiter);
    const candidate = await makeCandidate(ctx);
    const key = newKey();
    const first = await applyTo(job._id, candidate.token, { Note: 'once' }, { 'idempotency-key': key });
    const replay = await applyTo(job._id, candidate.token, { Note: 'once' }, { 'idempotency-key': key });
    expect(first.status).toBe(201);
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual(first.body);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(await rowsFor(job._id)).toHaveLength(1);
    // A new key is a new request: the once-per-job rule answers it.
    const fresh = await applyTo(job._id, candidate.token, { Note: 'once' }, { 'idempotency-key': newKey() });
    expect(fresh.status).toBe(409);
    // The same key on another job is a different request: 409, nothing written.
    const other = await postJob(ctx, recruiter);
    const reused = await applyTo(other._id, candidate.token, {}, { 'idempotency-key': key });
    expect(reused.status).toBe(409);
    expect(await rowsFor(other._id)).toHaveLength(0);
  });

  it('does not store a refused apply under its key, so a retry after fixing it can succeed', async () => {
    const job = await postJob(ctx, recruiter);
    const candidate = await makeCandidate(ctx);
    const key = newKey();
    const tooLong = await applyTo(
      job._id,
      candidate.token,
      { Note: 'x'.repeat(2001) },
      { 'idempotency-key': key },
    );
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toEqual({ success: false, message: 'Note must be at most 2000 characters' });
    await expireDeadline(ctx, job._id);
    expect((await applyTo(job._id, candidate.token, {}, { 'idempotency-key': key })).status).toBe(409);
    const stored = await ctx.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(stored).toHaveLength(0);
  });

  it.each([
    [unknownId, 404, 'Job not found'],
    ['not-a-uuid', 400, 'Job id is not a valid id'],
    ['123', 400, 'Job id is not a valid id'],
  ])('answers job id %s with %i', async (jobId, status, message) => {
    const res = await applyTo(jobId, (await makeCandidate(ctx)).token);
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ success: false, message });
  });

  it.each([
    ['a note that is too long', { Note: 'x'.repeat(2001) }, 'Note must be at most 2000 characters'],
    ['a note of the wrong type', { Note: 5 }, 'Note must be text'],
    ['malformed JSON', '{"Note":', 'The request body is not valid JSON'],
    ['a JSON array', [1], undefined],
  ])('answers %s with 400', async (_label, body, message) => {
    const job = await postJob(ctx, recruiter);
    const res = await applyTo(job._id, (await makeCandidate(ctx)).token, body);
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    if (message) expect(res.body.message).toBe(message);
    expect(await rowsFor(job._id)).toHaveLength(0);
  });

  it('ignores unknown fields: an apply cannot set its own status or candidate', async () => {
    const job = await postJob(ctx, recruiter);
    const candidate = await makeCandidate(ctx);
    const other = await makeCandidate(ctx);
    const res = await applyTo(job._id, candidate.token, {
      Note: 'hi',
      status: 'accepted',
      Accept: true,
      candidateId: other.id,
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ Note: 'hi', status: 'pending', Accept: false, Pending: true });
    const rows = await rowsFor(job._id);
    expect(rows.map((r) => [r.candidateId, r.status, r.note])).toEqual([[candidate.id, 'pending', 'hi']]);
  });

  it('refuses a malformed Idempotency-Key with 400', async () => {
    const job = await postJob(ctx, recruiter);
    const res = await applyTo(job._id, (await makeCandidate(ctx)).token, {}, { 'idempotency-key': 'short' });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
  });
});

describe('applicants and decisions', () => {
  let job: { _id: string; UrlPath: string };
  let withProfile: TestUser;
  let noProfile: TestUser;
  beforeAll(async () => {
    job = await postJob(ctx, recruiter, { JobTitle: 'Hiring Now' });
    withProfile = await makeCandidate(ctx);
    noProfile = await makeCandidate(ctx, false);
    await applyTo(job._id, withProfile.token, { Note: 'Cover letter text' });
    await applyTo(job._id, noProfile.token);
  });
  const applicants = async () =>
    (await call(ctx, 'GET', `/api/recruiter/applicant/${job.UrlPath}`, { token: recruiter.token })).body;
  const decide = (verb: 'acceptJob' | 'rejectJob', id: string, options: Parameters<typeof call>[3] = {}) =>
    call(ctx, 'PUT', `/api/recruiter/${verb}/${id}`, { token: recruiter.token, ...options });

  it('lists the applicants newest first with their profile, falling back to the account', async () => {
    const res = await call(ctx, 'GET', `/api/recruiter/applicant/${job.UrlPath}`, { token: recruiter.token });
    expect(res.status).toBe(200);
    const [newest, oldest] = res.body;
    expect(res.body).toHaveLength(2);
    expect(newest).toMatchObject({
      Accept: false,
      Pending: true,
      status: 'pending',
      Note: '',
      candidateId: {
        _id: noProfile.id,
        fullName: noProfile.username,
        emailAddress: noProfile.email,
        ProfileImage: null,
        resume: null,
        portfolioLinks: [],
        technicalSkills: [],
        workExperience: [],
      },
    });
    expect(oldest).toMatchObject({
      Note: 'Cover letter text',
      candidateId: {
        _id: withProfile.id,
        fullName: `Full ${withProfile.username}`,
        emailAddress: withProfile.email,
        phoneNumber: '+351 910 000 000',
        resume: 'https://storage.example.com/resume.pdf',
        collegeName: 'University of Porto',
        graduationYear: 2020,
        specialization: 'Computer Science',
        linkedInProfile: 'https://linkedin.com/in/me',
        githubProfile: 'https://github.com/me',
        portfolioLinks: ['https://example.com/me'],
        technicalSkills: ['TypeScript', 'SQL'],
        dateOfBirth: '1998-01-02',
        highestQualification: 'BSc',
        gender: 'Female',
        workExperience: [{ jobTitle: 'Developer', companyName: 'Initech', duration: '2 years' }],
        personalStatement: 'I like hard problems.',
      },
    });
  });

  it('answers an unknown job with 404', async () => {
    const res = await call(ctx, 'GET', '/api/recruiter/applicant/no-such-job', { token: recruiter.token });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, message: 'Job not found' });
  });

  it('hires as the old client calls (JSON content type, no body); the decision is final', async () => {
    const target = (await applicants()).find((a: any) => a.candidateId._id === withProfile.id);
    const res = await decide('acceptJob', target._id, { headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Application accepted' });
    const after = (await applicants()).find((a: any) => a._id === target._id);
    expect(after).toMatchObject({ Accept: true, Pending: false, status: 'accepted' });
    for (const verb of ['acceptJob', 'rejectJob'] as const) {
      const again = await decide(verb, target._id, { body: {} });
      expect(again.status).toBe(409);
      expect(again.body).toEqual({
        success: false,
        message: 'A decision has already been made on this application',
      });
    }
    const history = await call(ctx, 'GET', '/api/activity', { token: withProfile.token });
    expect(history.body[0]).toMatchObject({ Accept: true, Pending: false, status: 'accepted' });
  });

  it('rejects; the candidate sees neither Accept nor Pending; a replay with the same key is answered', async () => {
    const target = (await applicants()).find((a: any) => a.candidateId._id === noProfile.id);
    const key = newKey();
    const res = await decide('rejectJob', target._id, { body: {}, headers: { 'idempotency-key': key } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Application rejected' });
    const replay = await decide('rejectJob', target._id, { body: {}, headers: { 'idempotency-key': key } });
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual(res.body);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    // The same key for the other decision is another request: refused, nothing changes.
    const switched = await decide('acceptJob', target._id, { headers: { 'idempotency-key': key } });
    expect(switched.status).toBe(409);
    const [row] = await ctx.db.select().from(applications).where(eq(applications.id, target._id));
    expect(row).toMatchObject({ status: 'rejected' });
    expect(row!.decidedAt).toBeInstanceOf(Date);
    const history = await call(ctx, 'GET', '/api/activity', { token: noProfile.token });
    expect(history.body[0]).toMatchObject({ Accept: false, Pending: false, status: 'rejected' });
  });

  it('replays of a hire with one key change exactly one row and answer the same', async () => {
    const fresh = await makeCandidate(ctx);
    const applied = await applyTo(job._id, fresh.token);
    const key = newKey();
    const answers = [];
    for (let i = 0; i < 3; i++) {
      answers.push(await decide('acceptJob', applied.body.data._id, { headers: { 'idempotency-key': key } }));
    }
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers.map((a) => a.headers['idempotent-replayed'])).toEqual([undefined, 'true', 'true']);
    const rows = await ctx.db
      .select()
      .from(applications)
      .where(and(eq(applications.jobId, job._id), eq(applications.status, 'accepted')));
    expect(rows.map((r) => r.candidateId).sort()).toEqual([withProfile.id, fresh.id].sort());
  });

  it('settles concurrent requests: one apply per key, one decision per application', async () => {
    const fresh = await makeCandidate(ctx);
    const key = newKey();
    const applies = await Promise.all(
      [1, 2, 3].map(() => applyTo(job._id, fresh.token, { Note: 'race' }, { 'idempotency-key': key })),
    );
    expect(applies.map((a) => a.status)).toEqual([201, 201, 201]);
    const mine = await ctx.db
      .select()
      .from(applications)
      .where(and(eq(applications.jobId, job._id), eq(applications.candidateId, fresh.id)));
    expect(mine).toHaveLength(1);
    const id = mine[0]!.id;
    const decisions = await Promise.all([decide('acceptJob', id), decide('rejectJob', id)]);
    expect(decisions.map((d) => d.status).sort()).toEqual([200, 409]);
  });

  it.each([
    ['acceptJob', unknownId, 404, 'Application not found'],
    ['rejectJob', unknownId, 404, 'Application not found'],
    ['acceptJob', 'nope', 400, 'Application id is not a valid id'],
    ['rejectJob', '1', 400, 'Application id is not a valid id'],
  ] as const)('%s on %s answers %i', async (verb, id, status, message) => {
    const res = await decide(verb, id);
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ success: false, message });
  });

  it('ignores fields in a decision body (the path decides), and refuses malformed JSON with 400', async () => {
    const fresh = await makeCandidate(ctx);
    const applied = await applyTo(job._id, fresh.token);
    const id = applied.body.data._id;
    const malformed = await decide('acceptJob', id, { body: '{' });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ success: false, message: 'The request body is not valid JSON' });
    const withField = await decide('acceptJob', id, {
      body: { status: 'rejected', decidedAt: '2000-01-01' },
    });
    expect(withField.status).toBe(200);
    expect(withField.body).toEqual({ success: true, message: 'Application accepted' });
    const [row] = await ctx.db.select().from(applications).where(eq(applications.id, id));
    expect(row?.status).toBe('accepted');
    expect(row?.decidedAt?.getFullYear()).not.toBe(2000);
  });
});

describe('GET /api/recruiter/applicant/:UrlPath, a page at a time', () => {
  let job: { _id: string; UrlPath: string };
  const names: string[] = [];
  const url = (query: string) => `/api/recruiter/applicant/${job.UrlPath}?${query}`;
  const namesOf = (rows: any[]) => rows.map((a) => a.candidateId.fullName);

  beforeAll(async () => {
    job = await postJob(ctx, recruiter, { JobTitle: 'Many Applicants' });
    const other = await postJob(ctx, recruiter, { JobTitle: 'Other Job' });
    for (let i = 0; i < 23; i++) {
      const candidate = await makeCandidate(ctx);
      names.push(`Full ${candidate.username}`);
      await applyTo(job._id, candidate.token, { Note: `note ${i}` });
      if (i % 4 === 0) await applyTo(other._id, candidate.token);
    }
  });

  it('answers a request without paging params with the newest 20 and a Link to the next page', async () => {
    const res = await call(ctx, 'GET', `/api/recruiter/applicant/${job.UrlPath}`, { token: recruiter.token });
    expect(res.status).toBe(200);
    expect(namesOf(res.body)).toEqual([...names].reverse().slice(0, 20));
    expect(nextLink(res.headers)).toMatch(
      new RegExp(`^/api/recruiter/applicant/${job.UrlPath}\\?limit=20&cursor=[\\w-]+$`),
    );
  });

  it("pages newest first through this job's applicants only, without repeats or gaps", async () => {
    const { rows, sizes } = await walkLinks(ctx, url('limit=6'), recruiter.token);
    expect(sizes).toEqual([6, 6, 6, 5]);
    expect(namesOf(rows)).toEqual([...names].reverse());
    expect(new Set(rows.map((a) => a._id)).size).toBe(23);
    expect(rows.every((a, i) => a.Note === `note ${22 - i}`)).toBe(true);
  });

  it('orders applications of the same instant by id, across pages', async () => {
    const tied = await postJob(ctx, recruiter, { JobTitle: 'Same Instant' });
    for (let i = 0; i < 5; i++) await applyTo(tied._id, (await makeCandidate(ctx)).token);
    await ctx.db
      .update(applications)
      .set({ createdAt: new Date('2030-01-01T00:00:00Z') })
      .where(eq(applications.jobId, tied._id));
    const ids = (await rowsFor(tied._id))
      .map((a) => a.id)
      .sort()
      .reverse();
    const { rows } = await walkLinks(
      ctx,
      `/api/recruiter/applicant/${tied.UrlPath}?limit=2`,
      recruiter.token,
    );
    expect(rows.map((a) => a._id)).toEqual(ids);
  });

  it("checks ownership on every page: a cursor does not open another recruiter's job", async () => {
    const first = await call(ctx, 'GET', url('limit=5'), { token: recruiter.token });
    const next = nextLink(first.headers);
    if (!next) throw new Error('no next page');
    const rival = await makeRecruiter(ctx, 'Rival Ltd');
    const candidate = await makeCandidate(ctx);
    for (const [token, status] of [
      [rival.token, 403],
      [candidate.token, 403],
      [undefined, 401],
    ] as const) {
      const res = await call(ctx, 'GET', next, { token });
      expect([res.status, res.body.success, res.headers.link]).toEqual([status, false, undefined]);
    }
    // Even a bad cursor tells a stranger nothing more than 403.
    expect((await call(ctx, 'GET', url('cursor=garbage'), { token: rival.token })).status).toBe(403);
  });

  it.each([
    ['cursor=garbage', 'The cursor is not valid; start again from the first page'],
    [
      `cursor=${Buffer.from('1.2.3').toString('base64url')}`,
      'The cursor is not valid; start again from the first page',
    ],
    [`cursor=${'A'.repeat(201)}`, 'cursor: Too big: expected string to have <=200 characters'],
    ['limit=0', 'limit: Too small: expected number to be >=1'],
    ['limit=51', 'limit: Too big: expected number to be <=50'],
    ['limit=2.5', 'limit: Invalid input: expected int, received number'],
  ])('answers 400 for %s', async (query, message) => {
    const res = await call(ctx, 'GET', url(query), { token: recruiter.token });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message });
  });
});

describe('GET /api/activity', () => {
  it('lists only my applications, newest first, with cursor pages', async () => {
    const candidate = await makeCandidate(ctx);
    const someoneElse = await makeCandidate(ctx);
    const titles: string[] = [];
    for (let i = 0; i < 7; i++) {
      const job = await postJob(ctx, recruiter, { JobTitle: `History ${i}` });
      titles.push(`History ${i}`);
      await applyTo(job._id, candidate.token, { Note: `note ${i}` });
      if (i % 2) await applyTo(job._id, someoneElse.token);
    }
    const { rows: seen, sizes, links } = await walkLinks(ctx, '/api/activity?limit=3', candidate.token);
    expect(sizes).toEqual([3, 3, 1]);
    expect(links).toEqual([
      expect.stringMatching(/^\/api\/activity\?limit=3&cursor=[\w-]+$/),
      expect.stringMatching(/^\/api\/activity\?limit=3&cursor=[\w-]+$/),
    ]);
    expect(seen.map((a) => a.jobId.JobTitle)).toEqual([...titles].reverse());
    expect(seen.every((a) => a.Pending && !a.Accept && a.status === 'pending')).toBe(true);
    expect(seen[0]).toMatchObject({
      Note: 'note 6',
      jobId: { CompanyName: 'Acme Corp', JobType: 'Full-Time' },
    });
  });

  it('answers an empty history with an empty list, and a bad cursor with 400', async () => {
    const candidate = await makeCandidate(ctx);
    const res = await call(ctx, 'GET', '/api/activity', { token: candidate.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
    expect(res.headers.link).toBeUndefined();
    const bad = await call(ctx, 'GET', '/api/activity?cursor=abc', { token: candidate.token });
    expect(bad.status).toBe(400);
    expect(bad.body.success).toBe(false);
  });

  it('is for candidates only', async () => {
    const nobody = await makeUser(ctx, null);
    expect((await call(ctx, 'GET', '/api/activity', { token: nobody.token })).status).toBe(403);
    expect((await call(ctx, 'GET', '/api/activity', { token: recruiter.token })).status).toBe(403);
    expect((await call(ctx, 'GET', '/api/activity')).status).toBe(401);
  });
});
