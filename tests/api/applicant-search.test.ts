// A job's applicants searched by name (GET /api/recruiter/applicant/:UrlPath?q=): the server's set,
// its paging, its limits, and the device's rule (src/offline/search/match.ts) giving the same set.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { containsQuery } from '../../src/offline/search/match.ts';
import { call, createTestContext, nextLink, type TestContext, type TestUser, walkLinks } from './harness.ts';
import { makeCandidate, makeRecruiter, postJob } from './jobs-fixtures.ts';

let ctx: TestContext;
let recruiter: TestUser;
let job: { _id: string; UrlPath: string };
const everyone: { fullName: string }[] = [];

const names = [
  'Ana Souza',
  'Anabel Ruiz',
  'João Silva',
  'Joana Ana',
  '100% Bob',
  'Bob_Smith',
  'José Łukasz',
  'ZOË ØSTERGAARD',
  'Grete Straße',
];

beforeAll(async () => {
  ctx = await createTestContext();
  recruiter = await makeRecruiter(ctx);
  job = await postJob(ctx, recruiter, { JobTitle: 'Searched Applicants' });
  const apply = async (candidate: TestUser) => {
    const res = await call(ctx, 'POST', `/api/candidate/applyjob/${job._id}`, {
      token: candidate.token,
      body: {},
    });
    expect(res.status).toBe(201);
  };
  for (const fullName of names) await apply(await makeCandidate(ctx, true, { fullName }));
  // No full name: the list shows, and the search looks in, the username.
  const unnamed = await makeCandidate(ctx, true, { fullName: '' });
  await apply(unnamed);
  const all = await call(ctx, 'GET', `/api/recruiter/applicant/${job.UrlPath}?limit=50`, {
    token: recruiter.token,
  });
  everyone.push(...all.body.map((a: { candidateId: { fullName: string } }) => a.candidateId));
  expect(everyone.map((a) => a.fullName)).toContain(unnamed.username);
});
afterAll(() => ctx.close());

const search = async (q: string) => {
  const url = `/api/recruiter/applicant/${job.UrlPath}?limit=50&q=${encodeURIComponent(q)}`;
  const res = await call(ctx, 'GET', url, { token: recruiter.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.map((a: { candidateId: { fullName: string } }) => a.candidateId.fullName) as string[];
};

describe('GET /api/recruiter/applicant/:UrlPath?q=', () => {
  it('finds the query anywhere in the name, case aside, newest first', async () => {
    expect(await search('ana')).toEqual(['Joana Ana', 'Anabel Ruiz', 'Ana Souza']);
    expect(await search('  SOUZA ')).toEqual(['Ana Souza']);
    expect(await search('candidate-')).toHaveLength(1); // the username of the one without a name
    expect(await search('nobody')).toEqual([]);
  });

  it('folds accents and case on both sides, and leaves ß, ł and ø as they are', async () => {
    expect(await search('jose')).toEqual(['José Łukasz']);
    expect(await search('JOSÉ')).toEqual(['José Łukasz']);
    expect(await search('joao')).toEqual(['João Silva']);
    expect(await search('zoe øster')).toEqual(['ZOË ØSTERGAARD']);
    expect(await search('łukasz')).toEqual(['José Łukasz']);
    expect(await search('lukasz')).toEqual([]);
    expect(await search('strasse')).toEqual([]);
    expect(await search('STRAßE')).toEqual(['Grete Straße']);
  });

  it('takes % and _ as themselves', async () => {
    expect(await search('100%')).toEqual(['100% Bob']);
    expect(await search('b_s')).toEqual(['Bob_Smith']);
    expect(await search('%')).toEqual(['100% Bob']);
  });

  it('keeps the search in the next page’s link', async () => {
    const first = await call(ctx, 'GET', `/api/recruiter/applicant/${job.UrlPath}?q=ana&limit=2`, {
      token: recruiter.token,
    });
    expect(nextLink(first.headers)).toMatch(/\?q=ana&limit=2&cursor=/);
    const { rows } = await walkLinks(
      ctx,
      `/api/recruiter/applicant/${job.UrlPath}?q=ana&limit=2`,
      recruiter.token,
    );
    expect(rows.map((a) => a.candidateId.fullName)).toEqual(['Joana Ana', 'Anabel Ruiz', 'Ana Souza']);
  });

  it('refuses a search over 100 characters, and another recruiter', async () => {
    const long = await call(ctx, 'GET', `/api/recruiter/applicant/${job.UrlPath}?q=${'a'.repeat(101)}`, {
      token: recruiter.token,
    });
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ success: false, message: 'Search must be at most 100 characters' });
    const rival = await makeRecruiter(ctx, 'Rival Ltd');
    const other = await call(ctx, 'GET', `/api/recruiter/applicant/${job.UrlPath}?q=ana`, {
      token: rival.token,
    });
    expect(other.status).toBe(403);
  });

  it('gives the set the device finds offline for the same query', async () => {
    const accented = [
      'joão',
      'JOAO',
      'zoe',
      'Zoë',
      'ostergaard',
      'øster',
      'ŁUKASZ',
      'lukasz',
      'straße',
      'e s',
    ];
    for (const q of [
      'ana',
      'ANA',
      'souza',
      'o',
      'bob',
      '100%',
      'b_s',
      'candidate-',
      'zzz',
      'a s',
      ...accented,
    ]) {
      const offline = everyone.filter((a) => containsQuery([a.fullName], q)).map((a) => a.fullName);
      expect(offline, q).toEqual(await search(q));
    }
  });
});
