import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestContext, type TestContext, type TestUser } from './harness.ts';
import { makeRecruiter } from './jobs-fixtures.ts';
import { insertJobs } from './search-fixtures.ts';

let ctx: TestContext;
let recruiter: TestUser;
const lisbon = { lat: 38.7167, lon: -9.1333 };
const sintra = { lat: 38.8029, lon: -9.3817 }; // about 23 km from Lisbon
const porto = { lat: 41.1496, lon: -8.611 }; // about 274 km

beforeAll(async () => {
  ctx = await createTestContext();
  recruiter = await makeRecruiter(ctx, 'Acme Corp');
  await insertJobs(ctx, recruiter, [
    {
      title: 'Registered Nurse',
      skills: ['Patient care'],
      location: 'Lisbon',
      at: lisbon,
      salary: [40000, 50000, 'EUR'],
    },
    { title: 'Nurses Aide', location: 'Sintra Zzyzx', at: sintra, mode: 'hybrid', ageDays: 5 },
    { title: 'Nursery Teacher', skills: ['Early years'], location: 'Porto', at: porto },
    {
      title: 'Software Engineer',
      skills: ['JavaScript', 'React'],
      mode: 'remote',
      level: 'senior',
      salary: [70000, 90000, 'EUR'],
    },
    { title: 'Barista', skills: ['Java', 'Espresso'], location: 'Zürich', type: 'Part-Time', ageDays: 20 },
    {
      title: 'Data Engineer',
      skills: ['Python', 'SQL'],
      company: 'Café Zürich',
      salary: [60000, 65000, 'USD'],
    },
    { title: 'Closed Nurse', closed: true },
  ]);
});
afterAll(() => ctx.close());

const search = (qs: string) => call(ctx, 'GET', `/api/jobs/search?${qs}`);
const titles = (body: { data: { JobTitle: string }[] }) => body.data.map((j) => j.JobTitle);

describe('GET /api/jobs/search: bad input', () => {
  it.each([
    ['a query of 500 characters', `q=${'a'.repeat(500)}`, 'q must be at most 100 characters'],
    ['a radius without a place', 'radius=25', 'radius needs a place (where)'],
    ['a negative salary', 'salary=-5&currency=EUR', 'salary must be at least 0'],
    ['an absurd salary', 'salary=99999999999&currency=EUR', 'salary must be at most 10000000'],
    ['a salary without a currency', 'salary=50000', 'salary needs a currency'],
    ['an unknown currency', 'salary=5&currency=XYZ', 'currency must be one of'],
    ['an unknown sort', 'sort=best', 'sort must be one of'],
    ['an unknown work mode', 'mode=moon', 'mode must be one of'],
    ['an odd radius', 'where=Lisbon&radius=7', 'radius must be one of'],
    ['a bad cursor', 'q=nurse&cursor=zzz', 'The cursor is not valid'],
  ])('%s is a 400 that says why', async (_name, qs, message) => {
    const res = await search(qs);
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toContain(message);
  });

  it.each([
    ['quotes left open', 'q=%22registered nurse'],
    ['tsquery operators typed as text', `q=${encodeURIComponent('nurse & | ! :* (')}`],
    ['only operators', `q=${encodeURIComponent('& | ! :* <-> ()')}`],
    [
      '40 words',
      `q=${encodeURIComponent(
        Array.from({ length: 40 }, (_, i) => `w${i}`)
          .join(' ')
          .slice(0, 100),
      )}`,
    ],
    ['a lone minus', 'q=-'],
  ])('%s is an answer, never a 500', async (_name, qs) => {
    const res = await search(qs);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
  });

  it('an open quote searches the rest as a phrase', async () => {
    const res = await search('q=%22registered nurse');
    expect(titles(res.body)).toEqual(['Registered Nurse']);
  });
});

describe('GET /api/jobs/search: what it finds', () => {
  it('nurse finds nurses, not the nursery, and never a closed job', async () => {
    const res = await search('q=nurse');
    expect(res.body.sort).toBe('relevance');
    expect(titles(res.body).sort()).toEqual(['Nurses Aide', 'Registered Nurse']);
    expect(res.body.total).toBe(2);
  });

  it('java is the coffee skill, not JavaScript', async () => {
    expect(titles((await search('q=java')).body)).toEqual(['Barista']);
    expect(titles((await search('q=javascript')).body)).toEqual(['Software Engineer']);
  });

  it('accents and case do not matter', async () => {
    expect(titles((await search('q=ZURICH')).body).sort()).toEqual(['Barista', 'Data Engineer']);
  });

  it('-word excludes', async () => {
    expect(titles((await search('q=engineer -python')).body)).toEqual(['Software Engineer']);
  });

  it('a misspelt word that stems like the right one finds it directly', async () => {
    const res = await search('q=enginer');
    expect(titles(res.body).sort()).toEqual(['Data Engineer', 'Software Engineer']);
  });

  it('a plural is no typo', async () => {
    const res = await search('q=nurses');
    expect(res.body.total).toBe(2);
    expect(res.body.didYouMean).toBeNull();
  });

  it('a typo with a few jobs offers the close word that finds more', async () => {
    const res = await search('q=nurce');
    expect(res.body.didYouMean).toBe('nurse');
  });

  it('a typo finds the word it meant and says so', async () => {
    const res = await search('q=engineeer');
    expect(res.status).toBe(200);
    expect(res.body.didYouMean).toBe('engineer');
    expect(titles(res.body).sort()).toEqual(['Data Engineer', 'Software Engineer']);
    expect(res.body.notices[0]).toContain('“engineer”');
  });

  it('a typo in a place offers the place', async () => {
    const res = await search('q=nurse%20lisbn');
    expect(res.body.didYouMean).toBe('nurse lisbon');
    expect(titles(res.body)).toEqual(['Registered Nurse']);
  });

  it('a place and a radius match by distance, with the distance on each job', async () => {
    const res = await search('where=Lisbon&radius=25');
    expect(res.body.place.name).toBe('Lisbon');
    expect(titles(res.body).sort()).toEqual(['Nurses Aide', 'Registered Nurse']);
    const aide = res.body.data.find((j: { JobTitle: string }) => j.JobTitle === 'Nurses Aide');
    expect(aide.distanceKm).toBeGreaterThan(15);
    expect(aide.distanceKm).toBeLessThan(30);
    expect(res.body.counts.radius).toEqual({ 10: 1, 25: 2, 50: 2, 100: 2 });
    expect(titles((await search('where=Lisbon&radius=10')).body)).toEqual(['Registered Nurse']);
  });

  it('carries each job’s coordinates for the device; the old list’s answer has none', async () => {
    const res = await search('q=nurse');
    const byTitle = (title: string) => res.body.data.find((j: { JobTitle: string }) => j.JobTitle === title);
    expect(byTitle('Registered Nurse')).toMatchObject(lisbon);
    expect(byTitle('Nurses Aide')).toMatchObject(sintra);
    const remote = (await search('q=software')).body.data[0];
    expect(remote.JobTitle).toBe('Software Engineer');
    expect(remote).not.toHaveProperty('lat');
    const old = await call(ctx, 'GET', '/api/getAllJobs?limit=50');
    expect(old.status).toBe(200);
    for (const job of old.body.data) expect(Object.keys(job)).not.toContain('lat');
  });

  it('an unknown place falls back to its words, with a notice', async () => {
    const res = await search('where=Zzyzx');
    expect(res.body.place).toBeNull();
    expect(res.body.notices).toEqual(["We don't know “Zzyzx”, so we searched its words instead."]);
    expect(titles(res.body)).toEqual(['Nurses Aide']);
    expect(res.body.counts.radius).toBeUndefined();
  });

  it('filters by mode, level, salary within its currency, posted and company', async () => {
    expect(titles((await search('mode=remote')).body)).toEqual(['Software Engineer']);
    expect(titles((await search('level=senior')).body)).toEqual(['Software Engineer']);
    expect(titles((await search('salary=60000&currency=EUR')).body)).toEqual(['Software Engineer']);
    expect(titles((await search('salary=60000&currency=USD')).body)).toEqual(['Data Engineer']);
    expect(titles((await search('posted=1&q=nurse')).body)).toEqual(['Registered Nurse']);
    expect(titles((await search('company=cafe%20zurich')).body)).toEqual(['Data Engineer']);
  });

  it('counts each filter value with the other filters applied', async () => {
    const res = await search('q=nurse&mode=hybrid');
    expect(res.body.total).toBe(1);
    expect(res.body.counts.mode).toEqual({ onsite: 1, hybrid: 1, remote: 0 });
    expect(res.body.counts.type['Full-Time']).toBe(1);
    expect(res.body.counts.posted).toEqual({ 1: 0, 3: 0, 7: 1, 30: 1 });
  });

  it('sorts by salary and by date', async () => {
    expect(titles((await search('sort=salary&limit=2')).body)).toEqual([
      'Software Engineer',
      'Data Engineer',
    ]);
    const byDate = titles((await search('sort=date')).body);
    expect(byDate.at(-1)).toBe('Barista');
  });

  it('pages with its cursor', async () => {
    const first = await search('limit=4&sort=date');
    expect(first.body.data).toHaveLength(4);
    const second = await search(`limit=4&sort=date&cursor=${first.body.nextCursor}`);
    expect(second.body.data).toHaveLength(2);
    expect(second.body.nextCursor).toBeNull();
  });
});
