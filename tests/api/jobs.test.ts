import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../server/db/schema.ts';
import { call, createTestContext, makeUser, type TestContext, type TestUser } from './harness.ts';
import { inDays, jobBody, makeCandidate, makeRecruiter, postJob } from './jobs-fixtures.ts';

let ctx: TestContext;
let recruiter: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  recruiter = await makeRecruiter(ctx, 'Acme Corp');
});
afterAll(() => ctx.close());

const post = (body: unknown, token = recruiter.token) => call(ctx, 'POST', '/api/postjob', { token, body });

describe('POST /api/postjob', () => {
  it('posts a job and answers 201 with the job in the old portal shape', async () => {
    const res = await post(
      jobBody({ Requirements: '3 years of Node.js\n\n  SQL  \r\nKindness', Responsibilities: ['Ship', ' '] }),
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, message: 'Job posted successfully' });
    const job = res.body.data;
    expect(job).toMatchObject({
      JobTitle: 'Backend Engineer',
      CompanyName: 'Acme Corp',
      Location: 'Berlin',
      SalaryRange: '€60k – €80k',
      JobType: 'Full-Time',
      RequiredSkills: ['Node.js', 'PostgreSQL', 'Fastify'],
      ExperienceLevel: 'Mid',
      JobDescription: 'Build and run the APIs behind our product.',
      Requirements: ['3 years of Node.js', 'SQL', 'Kindness'],
      Responsibilities: ['Ship'],
      ApplicationsReceived: 0,
      UserId: { image: null },
      recruiterId: { currentCompany: 'Acme Corp', currentRole: 'Head of Talent', companyLogo: null },
    });
    expect(job.UrlPath).toMatch(/^backend-engineer-[a-z0-9]+$/);
    // A calendar date means the end of that day, UTC.
    expect(job.ApplicationDeadline).toBe(`${inDays(30)}T23:59:59.999Z`);
    expect(job.LastDate).toBe(job.ApplicationDeadline);
    expect(Date.parse(job.createdAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('accepts RequiredSkills as an array, lower-case job types and a full ISO deadline', async () => {
    const deadline = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const res = await post(
      jobBody({ RequiredSkills: ['Go', ' Rust '], JobType: 'part-time', ApplicationDeadline: deadline }),
    );
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ RequiredSkills: ['Go', 'Rust'], JobType: 'Part-Time' });
    expect(res.body.data.LastDate).toBe(deadline);
    expect(res.body.data.Requirements).toBeUndefined();
  });

  it('gives every job a unique UrlPath, even with the same title', async () => {
    const paths = new Set<string>();
    for (let i = 0; i < 5; i++)
      paths.add((await postJob(ctx, recruiter, { JobTitle: 'Same Title' })).UrlPath);
    expect(paths.size).toBe(5);
    const dup = await ctx.db.select({ urlPath: jobs.urlPath }).from(jobs).limit(1);
    // The unique index backs the rule whatever the service does.
    await expect(
      ctx.db.update(jobs).set({ urlPath: dup[0]!.urlPath }).where(eq(jobs.title, 'Same Title')),
    ).rejects.toThrow();
  });

  it('refuses a recruiter without a company profile with 403', async () => {
    const bare = await makeUser(ctx, 'recruiter');
    expect((await post(jobBody(), bare.token)).body).toEqual({
      success: false,
      message: 'Complete your recruiter profile first',
    });
    expect((await post(jobBody(), bare.token)).status).toBe(403);
  });

  it.each([
    [{ ApplicationDeadline: inDays(-1) }, 'The application deadline cannot be in the past'],
    [{ ApplicationDeadline: '2020-01-01T10:00:00Z' }, 'The application deadline cannot be in the past'],
    [{ ApplicationDeadline: inDays(365 * 6) }, 'The application deadline must be within 5 years'],
    [{ ApplicationDeadline: '30/06/2030' }, 'ApplicationDeadline must be an ISO date such as 2030-06-30'],
    [{ ApplicationDeadline: '2030-02-30' }, 'ApplicationDeadline is not a real date'],
    [{ ApplicationDeadline: undefined }, 'ApplicationDeadline is required'],
    [{ JobTitle: undefined }, 'JobTitle is required'],
    [{ JobTitle: '   ' }, 'JobTitle is required'],
    [{ JobTitle: 'x'.repeat(121) }, 'JobTitle must be at most 120 characters'],
    [{ JobTitle: 42 }, 'JobTitle is required'],
    [{ CompanyName: undefined }, 'CompanyName is required'],
    [{ Location: '' }, 'Location is required'],
    [{ JobDescription: 'x'.repeat(10_001) }, 'JobDescription must be at most 10000 characters'],
    [
      { JobType: 'Freelance' },
      'JobType must be one of Full-Time, Part-Time, Contract, Internship, Temporary',
    ],
    [{ RequiredSkills: ' , ' }, 'RequiredSkills needs at least one skill'],
    [{ RequiredSkills: 7 }, 'RequiredSkills must be a list of text'],
    [{ RequiredSkills: ['x'.repeat(201)] }, 'Each entry of RequiredSkills must be at most 200 characters'],
    [
      { RequiredSkills: Array.from({ length: 51 }, (_, i) => `s${i}`) },
      'RequiredSkills can have at most 50 entries',
    ],
    [{ Requirements: Array(51).fill('r').join('\n') }, 'Requirements can have at most 50 entries'],
    [{ SalaryRange: 'x'.repeat(61) }, 'SalaryRange must be at most 60 characters'],
  ])('answers 400 with a clear message (case %#)', async (overrides, message) => {
    const res = await post(jobBody(overrides));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message });
  });

  it('ignores unknown fields (never stored or echoed)', async () => {
    const extra = await post(
      jobBody({ ApplicationsReceived: 999, UrlPath: 'chosen-path', salary_0: 'stray' }),
    );
    expect(extra.status).toBe(201);
    expect(extra.body.data.ApplicationsReceived).toBe(0);
    expect(extra.body.data.UrlPath).toMatch(/^backend-engineer-[a-z0-9]+$/);
    expect(extra.body.data).not.toHaveProperty('salary_0');
    const [row] = await ctx.db.select().from(jobs).where(eq(jobs.id, extra.body.data._id));
    expect(JSON.stringify(row)).not.toMatch(/salary_0|chosen-path|stray/);
  });

  it('refuses malformed JSON and a non-JSON body with 4xx, never storing them', async () => {
    const before = (await ctx.db.select({ id: jobs.id }).from(jobs)).length;
    const malformed = await post('{"JobTitle":');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ success: false, message: 'The request body is not valid JSON' });
    const plain = await call(ctx, 'POST', '/api/postjob', {
      token: recruiter.token,
      body: 'JobTitle=x',
      headers: { 'content-type': 'text/plain' },
    });
    expect(plain.status).toBeGreaterThanOrEqual(400);
    expect(plain.status).toBeLessThan(500);
    expect(plain.body.success).toBe(false);
    expect((await ctx.db.select({ id: jobs.id }).from(jobs)).length).toBe(before);
  });
});

describe('GET /api/recruiter/postinfo/:UrlPath', () => {
  it('answers the job to anyone, with myApplication null for non-candidates', async () => {
    const job = await postJob(ctx, recruiter, { JobTitle: 'Detail Job' });
    const res = await call(ctx, 'GET', `/api/recruiter/postinfo/${job.UrlPath}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ _id: job._id, JobTitle: 'Detail Job', myApplication: null });
    const asRecruiter = await call(ctx, 'GET', `/api/recruiter/postinfo/${job.UrlPath}`, {
      token: recruiter.token,
    });
    expect(asRecruiter.body.myApplication).toBeNull();
  });

  it('tells a candidate about their own application, and ApplicationsReceived counts them all', async () => {
    const job = await postJob(ctx, recruiter, { JobTitle: 'Counted Job' });
    const url = `/api/recruiter/postinfo/${job.UrlPath}`;
    const candidates = [await makeCandidate(ctx), await makeCandidate(ctx), await makeCandidate(ctx)];
    for (const c of candidates) {
      expect((await call(ctx, 'POST', `/api/candidate/applyjob/${job._id}`, { token: c.token })).status).toBe(
        201,
      );
    }
    const mine = await call(ctx, 'GET', url, { token: candidates[0]!.token });
    expect(mine.body.ApplicationsReceived).toBe(3);
    expect(mine.body.myApplication).toMatchObject({ status: 'pending' });
    const other = await makeCandidate(ctx);
    expect((await call(ctx, 'GET', url, { token: other.token })).body.myApplication).toBeNull();
  });

  it('answers 404 Job not found for an unknown path, and still works with a stale token', async () => {
    const res = await call(ctx, 'GET', '/api/recruiter/postinfo/no-such-job-abc');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, message: 'Job not found' });
    const job = await postJob(ctx, recruiter);
    const stale = await call(ctx, 'GET', `/api/recruiter/postinfo/${job.UrlPath}`, { token: 'garbage' });
    expect(stale.status).toBe(200);
    // Over Fastify's maxParamLength (100) the router answers 414, still in our error shape.
    const long = await call(ctx, 'GET', `/api/recruiter/postinfo/${'x'.repeat(201)}`);
    expect(long.status).toBe(414);
    expect(long.body).toEqual({ success: false, message: 'A value in the address is too long' });
  });
});

describe('job lists', () => {
  let lister: TestUser;
  let other: TestUser;
  const titles: string[] = [];
  beforeAll(async () => {
    lister = await makeRecruiter(ctx, 'Lister Inc');
    other = await makeRecruiter(ctx, 'Other Ltd');
    const types = ['Full-Time', 'Part-Time', 'Contract', 'Internship', 'Temporary'];
    for (let i = 0; i < 23; i++) {
      const title = `Paged Role ${i}`;
      titles.push(title);
      await postJob(ctx, lister, {
        JobTitle: title,
        CompanyName: 'Lister Inc',
        JobType: types[i % 5],
        Location: i % 2 ? 'Lisbon' : 'Porto',
        RequiredSkills: i === 7 ? ['Elixir', 'Phoenix'] : ['SQL'],
      });
    }
    await postJob(ctx, other, { JobTitle: 'Not yours', CompanyName: 'Other Ltd' });
  });

  async function walk(url: string, token?: string) {
    const seen: any[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const sep = url.includes('?') ? '&' : '?';
      const res = await call(ctx, 'GET', `${url}${cursor ? `${sep}cursor=${cursor}` : ''}`, { token });
      expect(res.status).toBe(200);
      seen.push(...res.body.data);
      cursor = res.body.nextCursor;
      pages++;
    } while (cursor && pages < 100);
    return { seen, pages };
  }

  it("GET /getjob pages through the recruiter's own listings, newest first, no gaps or duplicates", async () => {
    const { seen, pages } = await walk('/api/getjob?limit=5', lister.token);
    expect(pages).toBe(5);
    expect(seen.map((j) => j.JobTitle)).toEqual([...titles].reverse());
    const stamps = seen.map((j) => Date.parse(j.createdAt));
    expect(stamps).toEqual([...stamps].sort((a, b) => b - a));
  });

  it('GET /getAllJobs is public and walks every job exactly once', async () => {
    const all = await ctx.db.select({ id: jobs.id }).from(jobs);
    const { seen } = await walk('/api/getAllJobs?limit=7');
    expect(seen.length).toBe(all.length);
    expect(new Set(seen.map((j) => j._id)).size).toBe(all.length);
    const first = await call(ctx, 'GET', '/api/getAllJobs');
    expect(first.body.data.length).toBe(20);
    expect(first.body.nextCursor).toEqual(expect.any(String));
  });

  it('keeps pages stable when rows share the same created_at', async () => {
    const same = new Date('2031-01-01T00:00:00.123456Z');
    await ctx.db.update(jobs).set({ createdAt: same }).where(eq(jobs.companyName, 'Lister Inc'));
    const { seen } = await walk('/api/getjob?limit=4', lister.token);
    expect(seen.length).toBe(23);
    expect(new Set(seen.map((j) => j._id)).size).toBe(23);
    expect(seen.map((j) => j._id)).toEqual([...seen.map((j) => j._id)].sort().reverse());
  });

  it('searches title, company, location and skills; words are ANDed, case-insensitive', async () => {
    const q = async (query: string, token?: string) =>
      (
        await call(ctx, 'GET', `/api/getjob?limit=50&q=${encodeURIComponent(query)}`, {
          token: token ?? lister.token,
        })
      ).body.data.map((j: any) => j.JobTitle);
    expect(await q('ELIXIR')).toEqual(['Paged Role 7']);
    expect((await q('lisbon')).length).toBe(11);
    // Words of one or two characters match the start of a word: '1' finds 1, 11…19, not 21.
    expect((await q('lisbon role 1')).sort()).toEqual(
      [
        'Paged Role 1',
        'Paged Role 11',
        'Paged Role 13',
        'Paged Role 15',
        'Paged Role 17',
        'Paged Role 19',
      ].sort(),
    );
    expect((await q('PO')).length).toBe(12);
    expect(await q('or')).toEqual([]);
    expect((await q('lister')).length).toBe(23);
    expect(await q('nothing-matches-this')).toEqual([]);
    // % and _ are literal characters, not wildcards.
    expect(await q('%')).toEqual([]);
    expect(await q('_')).toEqual([]);
    const everyone = await call(ctx, 'GET', '/api/getAllJobs?q=not%20yours');
    expect(everyone.body.data.map((j: any) => j.JobTitle)).toEqual(['Not yours']);
  });

  it('filters by job type, as the enum or in lower case; all means no filter', async () => {
    const titlesFor = async (type: string) =>
      (await call(ctx, 'GET', `/api/getjob?limit=50&type=${type}`, { token: lister.token })).body.data.map(
        (j: any) => j.JobType,
      );
    expect(await titlesFor('Contract')).toEqual(Array(5).fill('Contract'));
    expect(await titlesFor('full-time')).toEqual(Array(5).fill('Full-Time'));
    expect(await titlesFor('internship')).toEqual(Array(4).fill('Internship'));
    expect((await titlesFor('all')).length).toBe(23);
    const both = await call(ctx, 'GET', '/api/getjob?q=porto&type=temporary', { token: lister.token });
    expect(both.body.data.every((j: any) => j.JobType === 'Temporary' && j.Location === 'Porto')).toBe(true);
    expect(both.body.data.length).toBe(2);
  });

  // The public list keeps one prepared query per shape (type, words, cursor): lists of one shape
  // with other values must answer with their own values.
  it('GET /getAllJobs searches, filters and pages with the values of each request', async () => {
    const titlesOf = async (query: string) =>
      (await call(ctx, 'GET', `/api/getAllJobs?limit=50&${query}`)).body.data.map((j: any) => j.JobTitle);
    expect(await titlesOf('q=lister%20elixir')).toEqual(['Paged Role 7']);
    expect(await titlesOf('q=lister%20phoenix')).toEqual(['Paged Role 7']);
    expect((await titlesOf('q=lister%20porto')).length).toBe(12);
    expect((await titlesOf('q=lister%20lisbon')).length).toBe(11);
    expect((await titlesOf('q=lister%20lisbon%20role%201')).length).toBe(6);
    expect((await titlesOf('q=lister%20porto%20role%202')).sort()).toEqual([
      'Paged Role 2',
      'Paged Role 20',
      'Paged Role 22',
    ]);
    expect((await titlesOf('q=lister&type=contract')).length).toBe(5);
    expect((await titlesOf('q=lister&type=internship')).length).toBe(4);
    const { seen } = await walk('/api/getAllJobs?limit=4&q=lister');
    expect(seen.length).toBe(23);
    expect(new Set(seen.map((j) => j._id)).size).toBe(23);
    const porto = await walk('/api/getAllJobs?limit=5&q=lister%20porto');
    expect(porto.seen.length).toBe(12);
    expect(porto.seen.every((j) => j.Location === 'Porto')).toBe(true);
  });

  // Two-word searches are a named statement: after five runs PostgreSQL may plan them once for any
  // words (a generic plan). Every run must still answer with its own words' jobs.
  it('GET /getAllJobs answers two-word searches right after their plan is reused', async () => {
    const expected: Array<[string, number]> = [
      ['lister porto', 12],
      ['lister lisbon', 11],
      ['lister elixir', 1],
      ['porto lister', 12],
      ['lisbon lister', 11],
      ['phoenix lister', 1],
      ['lister nothing-matches-this', 0],
    ];
    for (const limit of [50, 49]) {
      for (const [q, count] of expected) {
        const res = await call(ctx, 'GET', `/api/getAllJobs?limit=${limit}&q=${encodeURIComponent(q)}`);
        expect([q, res.body.data.length]).toEqual([q, count]);
      }
    }
  });

  it.each([
    ['/api/getAllJobs?limit=0', 400],
    ['/api/getAllJobs?limit=51', 400],
    ['/api/getAllJobs?limit=abc', 400],
    ['/api/getAllJobs?type=remote', 400],
    ['/api/getAllJobs?cursor=bm90LWEtY3Vyc29y', 400],
    ['/api/getAllJobs?cursor=%25%25', 400],
    [`/api/getAllJobs?q=${'x'.repeat(101)}`, 400],
  ])('answers %s with %i and an error body', async (url, status) => {
    const res = await call(ctx, 'GET', url);
    expect(res.status).toBe(status);
    expect(res.body.success).toBe(false);
    expect(typeof res.body.message).toBe('string');
  });
});

describe('demo data', () => {
  it('seeds jobs and applications that the services read back', async () => {
    const fresh = await createTestContext();
    try {
      const { seedDemoIfEmpty } = await import('../../server/services/demo/demo-seed.ts');
      expect(await seedDemoIfEmpty(fresh.db)).toBe(true);
      const res = await call(fresh, 'GET', '/api/getAllJobs');
      expect(res.status).toBe(200);
      expect(res.body.data.length).toBe(10);
      const counts = res.body.data.map((j: any) => j.ApplicationsReceived);
      expect(counts.reduce((a: number, b: number) => a + b, 0)).toBe(2);
      const detail = await call(fresh, 'GET', `/api/recruiter/postinfo/${res.body.data[0].UrlPath}`);
      expect(detail.status).toBe(200);
      // A demo recruiter's first sign-in finds an unread notification that opens their applicants.
      const { demoPassword } = await import('../../server/services/demo/demo-seed.ts');
      const signin = await call(fresh, 'POST', '/api/signin', {
        body: { useremail: 'priya@northwind.example.com', userpassword: demoPassword },
      });
      const bell = await call(fresh, 'GET', '/api/notifications', { token: signin.body.token });
      expect(bell.body.unread).toBe(1);
      expect(bell.body.data[0]).toMatchObject({
        kind: 'new-applicant',
        text: 'Sam Okafor applied to Senior Frontend Engineer',
        link: expect.stringMatching(/^\/jobs\/Info\/Applicants\/senior-frontend-engineer/),
      });
    } finally {
      await fresh.close();
    }
  });
});
