import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, jobs, recruiterProfiles } from '../../server/db/schema.ts';
import { makeUrlPath, searchColumns } from '../../server/db/derived/job-fields.ts';
import { call, type TestContext, type TestUser, walkPages } from './harness.ts';
import { everyone, onboardedCandidate, onboardedRecruiter, profileContext } from './profile-fixtures.ts';

let ctx: TestContext;
let p: Awaited<ReturnType<typeof everyone>>;
const day = 86_400_000;

async function companyId(user: TestUser) {
  const [row] = await ctx.db.select().from(recruiterProfiles).where(eq(recruiterProfiles.userId, user.id));
  return row!.id;
}

type JobExtras = Partial<Pick<typeof jobs.$inferInsert, 'location' | 'jobType' | 'createdAt'>>;

async function addJob(
  owner: TestUser,
  title: string,
  deadlineInDays: number,
  createdMinutesAgo = 0,
  extras: JobExtras = {},
) {
  const fields = {
    title,
    companyName: 'Compiler Corp',
    location: 'Remote',
    requiredSkills: ['SQL'],
    ...extras,
  };
  const [job] = await ctx.db
    .insert(jobs)
    .values({
      recruiterId: await companyId(owner),
      userId: owner.id,
      jobType: 'Contract',
      deadline: new Date(Date.now() + deadlineInDays * day),
      description: `${title} wanted.`,
      urlPath: makeUrlPath(title),
      createdAt: new Date(Date.now() - createdMinutesAgo * 60_000),
      ...extras,
      ...fields,
      // The folded copies of the job's own title, company, location and skills, as the server stores.
      ...searchColumns(fields),
    })
    .returning();
  return job!;
}

beforeAll(async () => {
  ctx = await profileContext();
  p = await everyone(ctx);
});
afterAll(() => ctx.close());

const list = (query = '', token?: string) => call(ctx, 'GET', `/api/companies${query}`, { token });

describe('GET /api/companies', () => {
  it('lists one entry per recruiter with its count of open jobs', async () => {
    const owner = await onboardedRecruiter(ctx, { currentCompany: 'Open Jobs Ltd', name: 'Owner' });
    await addJob(owner, 'Open one', 10);
    await addJob(owner, 'Open two', 1);
    await addJob(owner, 'Closed', -1);
    const res = await list('?q=open jobs');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: 'Companies fetched successfully',
      nextCursor: null,
      data: [
        {
          _id: await companyId(owner),
          currentCompany: 'Open Jobs Ltd',
          currentRole: 'Head of Talent',
          companyLogo: expect.stringContaining(`logos%2F${owner.id}%2F`),
          companyDescription: 'We turn English into machine code.',
          userId: { _id: owner.id, username: owner.username, useremail: owner.email },
          // Public counts show open jobs only: a closed job is not counted.
          openJobs: 2,
          totalJobs: 2,
        },
      ],
    });
  });

  it('searches the company name and the recruiter username, case-insensitively and literally', async () => {
    const a = await onboardedRecruiter(ctx, { currentCompany: 'Zebra_Works 100%' });
    const byCompany = await list(`?q=${encodeURIComponent('zEBRA_works 100%')}`);
    expect(byCompany.body.data.map((c: any) => c.userId._id)).toEqual([a.id]);
    const byUser = await list(`?q=${encodeURIComponent(a.username.toUpperCase())}`);
    expect(byUser.body.data.map((c: any) => c.userId._id)).toEqual([a.id]);
    expect((await list('?q=%25')).body.data.map((c: any) => c.userId._id)).toEqual([a.id]);
    const none = await list('?q=no-such-company-anywhere');
    expect(none.body).toEqual({ success: true, message: 'No companies found.', data: [], nextCursor: null });
  });

  it('pages newest first with a cursor, without repeats or gaps', async () => {
    const all = (await list('?limit=50')).body.data.map((c: any) => c._id);
    expect(all.length).toBeGreaterThanOrEqual(4);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await list(`?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.status).toBe(200);
      expect(res.body.data.length).toBeLessThanOrEqual(2);
      seen.push(...res.body.data.map((c: any) => c._id));
      cursor = res.body.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all);
    const newest = await onboardedRecruiter(ctx);
    expect((await list('?limit=1')).body.data[0]._id).toBe(await companyId(newest));
  });

  it.each([
    ['?cursor=garbage', 'The cursor is not valid; start again from the first page'],
    ['?limit=0', 'limit: Too small: expected number to be >=1'],
    ['?limit=51', 'limit: Too big: expected number to be <=50'],
    [`?q=${'x'.repeat(101)}`, 'Search must be at most 100 characters'],
  ])('answers 400 for %s', async (query, message) => {
    const res = await list(query);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message });
  });
});

describe('GET /api/company/jobs/:id', () => {
  it("returns the company's jobs, newest first, in the Job wire shape, with the company", async () => {
    const owner = await onboardedRecruiter(ctx, { currentCompany: 'Compiler Corp' });
    const older = await addJob(owner, 'Older role', 5, 60);
    await addJob(owner, 'Closed role', -2, 30);
    const candidate = await onboardedCandidate(ctx);
    await ctx.db.insert(applications).values({ jobId: older.id, candidateId: candidate.id });
    const id = await companyId(owner);
    const res = await call(ctx, 'GET', `/api/company/jobs/${id}`);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.message).toBe('Jobs fetched successfully');
    expect(res.body.company).toMatchObject({
      _id: id,
      currentCompany: 'Compiler Corp',
      openJobs: 1,
      totalJobs: 1,
    });
    expect(res.body.nextCursor).toBeNull();
    // A closed job is not listed publicly.
    expect(res.body.data.map((j: any) => j._id)).toEqual([older.id]);
    expect(res.body.data[0]).toEqual({
      _id: older.id,
      JobTitle: 'Older role',
      CompanyName: 'Compiler Corp',
      Location: 'Remote',
      SalaryRange: null,
      JobType: 'Contract',
      RequiredSkills: ['SQL'],
      ExperienceLevel: null,
      ApplicationDeadline: older.deadline.toISOString(),
      LastDate: older.deadline.toISOString(),
      JobDescription: 'Older role wanted.',
      ApplicationsReceived: 1,
      closed: false,
      closedAt: null,
      UrlPath: older.urlPath,
      createdAt: older.createdAt.toISOString(),
      UserId: { _id: owner.id, image: null },
      recruiterId: {
        _id: id,
        currentCompany: 'Compiler Corp',
        currentRole: 'Head of Talent',
        companyLogo: expect.any(String),
        companyDescription: 'We turn English into machine code.',
      },
      // Written straight into the table here, so with the columns' defaults.
      salary: null,
      workMode: 'onsite',
      level: null,
    });
  });

  it('answers a company without jobs with an empty list', async () => {
    const res = await call(ctx, 'GET', `/api/company/jobs/${await companyId(p.otherRecruiter)}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      data: [],
      message: 'No jobs found for this company.',
      nextCursor: null,
    });
  });

  it('answers a malformed id with 400 and an unknown one with 404', async () => {
    expect(await call(ctx, 'GET', '/api/company/jobs/not-an-id')).toMatchObject({
      status: 400,
      body: { success: false, message: 'Invalid company ID' },
    });
    expect(await call(ctx, 'GET', '/api/company/jobs/00000000-0000-4000-8000-000000000000')).toMatchObject({
      status: 404,
      body: { success: false, message: 'Company not found' },
    });
    // A user id is not a company id.
    expect((await call(ctx, 'GET', `/api/company/jobs/${p.recruiter.id}`)).status).toBe(404);
  });
});

describe('GET /api/company/jobs/:id, a page at a time', () => {
  let owner: TestUser;
  let id: string;
  const titles: string[] = [];
  const url = (query: string) => `/api/company/jobs/${id}?${query}`;
  const titlesOf = (rows: any[]) => rows.map((j) => j.JobTitle);

  beforeAll(async () => {
    owner = await onboardedRecruiter(ctx, { currentCompany: 'Paging Co' });
    id = await companyId(owner);
    const places = ['Berlin', 'Lisbon', 'Porto'];
    const types = ['Full-Time', 'Internship', 'Contract'] as const;
    for (let i = 0; i < 23; i++) {
      const title = i === 5 ? 'Data_Lead 100%' : `Paging role ${i}`;
      titles.push(title);
      const extras = { location: places[i % 3], jobType: types[i % 3] };
      await addJob(owner, title, 10, 100 - i, extras);
    }
    // Another company's jobs never show up here.
    await addJob(await onboardedRecruiter(ctx, { currentCompany: 'Paging Co' }), 'Elsewhere', 10, 0);
  });

  it('answers a request without paging params with the first 20 and a cursor', async () => {
    const res = await call(ctx, 'GET', `/api/company/jobs/${id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'Jobs fetched successfully' });
    expect(titlesOf(res.body.data)).toEqual([...titles].reverse().slice(0, 20));
    expect(res.body.nextCursor).toEqual(expect.any(String));
    expect(res.body.company).toMatchObject({ _id: id, totalJobs: 23, openJobs: 23 });
  });

  it('pages newest first without repeats or gaps, the company on every page', async () => {
    const { rows, sizes } = await walkPages(ctx, url('limit=5'));
    expect(sizes).toEqual([5, 5, 5, 5, 3]);
    expect(titlesOf(rows)).toEqual([...titles].reverse());
    expect(new Set(rows.map((j) => j._id)).size).toBe(23);
  });

  it('pages through jobs created in the same microsecond by their id', async () => {
    const tied = await onboardedRecruiter(ctx, { currentCompany: 'Same Instant' });
    const createdAt = new Date('2030-01-01T00:00:00.000Z');
    const made = [];
    for (let i = 0; i < 7; i++) made.push(await addJob(tied, `Tied ${i}`, 10, 0, { createdAt }));
    const { rows } = await walkPages(ctx, `/api/company/jobs/${await companyId(tied)}?limit=2`);
    expect(rows.map((j) => j._id)).toEqual(
      made
        .map((j) => j.id)
        .sort()
        .reverse(),
    );
  });

  it('searches title or location (case-insensitive, literal) and filters by type, page by page', async () => {
    const lisbon = await walkPages(ctx, url('limit=2&q=LISBON'));
    expect(titlesOf(lisbon.rows)).toEqual([...titles].reverse().filter((_, i) => (22 - i) % 3 === 1));
    expect(lisbon.sizes.length).toBeGreaterThan(1);
    const literal = await walkPages(ctx, url(`q=${encodeURIComponent('a_lead 100%')}`));
    expect(titlesOf(literal.rows)).toEqual(['Data_Lead 100%']);
    // Only the title and the location: the company name and the skills are not searched here.
    expect((await walkPages(ctx, url('q=sql'))).rows).toEqual([]);
    const interns = await walkPages(ctx, url('limit=3&type=internship'));
    expect(interns.rows.every((j) => j.JobType === 'Internship')).toBe(true);
    expect(interns.rows).toHaveLength(8);
    const both = await walkPages(ctx, url('limit=1&type=Contract&q=role 1'));
    expect(titlesOf(both.rows)).toEqual(['Paging role 17', 'Paging role 14', 'Paging role 11']);
    expect((await walkPages(ctx, url('type=all'))).rows).toHaveLength(23);
  });

  it("tells an empty search from a company without jobs in the old portal's words", async () => {
    const res = await call(ctx, 'GET', url('q=zzz-nothing'));
    expect(res.body).toMatchObject({
      data: [],
      nextCursor: null,
      message: 'No jobs found matching your search criteria.',
    });
    expect(res.body.company.totalJobs).toBe(23);
  });

  it.each([
    ['cursor=garbage', 'The cursor is not valid; start again from the first page'],
    [
      `cursor=${Buffer.from('12.not-a-uuid').toString('base64url')}`,
      'The cursor is not valid; start again from the first page',
    ],
    [
      `cursor=${Buffer.from(`x.${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}`).toString('base64url')}`,
      'The cursor is not valid; start again from the first page',
    ],
    ['limit=0', 'limit: Too small: expected number to be >=1'],
    ['limit=51', 'limit: Too big: expected number to be <=50'],
    ['limit=abc', 'limit: Invalid input: expected number, received NaN'],
    ['type=Freelance', 'JobType must be one of Full-Time, Part-Time, Contract, Internship, Temporary'],
    [`q=${'x'.repeat(101)}`, 'q must be at most 100 characters'],
  ])('answers 400 for %s', async (query, message) => {
    const res = await call(ctx, 'GET', url(query));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message });
  });

  it("a tampered cursor (another page's, re-encoded) only moves where the page starts", async () => {
    const first = await call(ctx, 'GET', url('limit=5'));
    const [us, last] = Buffer.from(first.body.nextCursor, 'base64url').toString().split('.');
    const shifted = Buffer.from(`${BigInt(us!) + 1n}.${last}`).toString('base64url');
    const res = await call(ctx, 'GET', url(`limit=5&cursor=${shifted}`));
    expect(res.status).toBe(200);
    expect(titlesOf(res.body.data)[0]).toBe(titles[22 - 4]);
  });
});
