// A job's applicants searched by name (GET /api/recruiter/applicant/:UrlPath?q=): the server's set,
// its paging, its limits, and the device's rule (src/offline/search/match.ts) giving the same set.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../server/db/schema.ts';
import { containsQuery } from '../../src/offline/search/match.ts';
import { call, createTestContext, nextLink, type TestContext, type TestUser, walkLinks } from './harness.ts';
import { makeCandidate, makeRecruiter, postJob } from './jobs-fixtures.ts';

let ctx: TestContext;
let recruiter: TestUser;
let job: { _id: string; UrlPath: string };
const everyone: { fullName: string; technicalSkills: string[] }[] = [];

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
  everyone.push(...all.body.map((a: { candidateId: (typeof everyone)[number] }) => a.candidateId));
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
      'typescript',
      'SQL',
      'kotlin',
      'münchen',
      ...accented,
    ]) {
      const offline = everyone
        .filter((a) => containsQuery([a.fullName, ...a.technicalSkills], q))
        .map((a) => a.fullName);
      expect(offline, q).toEqual(await search(q));
    }
  });
});

describe('GET /api/recruiter/applicant/:UrlPath?q=&stage=', () => {
  let skilled: { _id: string; UrlPath: string };
  const get = async (query: string) => {
    const res = await call(ctx, 'GET', `/api/recruiter/applicant/${skilled.UrlPath}?limit=50&${query}`, {
      token: recruiter.token,
    });
    return res;
  };
  const names = async (query: string) => {
    const res = await get(query);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body as { candidateId: { fullName: string } }[]).map((a) => a.candidateId.fullName);
  };

  beforeAll(async () => {
    skilled = await postJob(ctx, recruiter, { JobTitle: 'Skilled Applicants' });
    const people: [string, string[], string][] = [
      ['Kim Kotlin', ['Kotlin', 'Android'], 'interview'],
      ['Rui Rust', ['Rust', 'Go'], 'applied'],
      ['Eva Café', ['Café Latte Art', 'Python'], 'interview'],
    ];
    for (const [fullName, technicalSkills, stage] of people) {
      const candidate = await makeCandidate(ctx, true, { fullName, technicalSkills });
      const res = await call(ctx, 'POST', `/api/candidate/applyjob/${skilled._id}`, {
        token: candidate.token,
        body: {},
      });
      expect(res.status).toBe(201);
      await ctx.db
        .update(applications)
        .set({ stage: stage as 'applied' })
        .where(eq(applications.id, res.body.data._id));
    }
  });

  it('finds a skill as well as a name, case and accents aside', async () => {
    expect(await names('q=kotlin')).toEqual(['Kim Kotlin']);
    expect(await names('q=ANDROID')).toEqual(['Kim Kotlin']);
    expect(await names('q=cafe')).toEqual(['Eva Café']);
    expect(await names('q=rust')).toEqual(['Rui Rust']);
    expect(await names('q=cobol')).toEqual([]);
  });

  it('keeps the applicants at a stage, with or without words', async () => {
    expect(await names('stage=interview')).toEqual(['Eva Café', 'Kim Kotlin']);
    expect(await names('stage=interview&q=python')).toEqual(['Eva Café']);
    expect(await names('stage=offer')).toEqual([]);
  });

  it('refuses an unknown stage with a 400 that names the stages', async () => {
    const res = await get('stage=hired-yesterday');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      success: false,
      message: expect.stringMatching(/^Stage must be one of applied/),
    });
  });
});
