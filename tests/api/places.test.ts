// The gazetteer: place completion (GET /api/places) and findPlace, over the real places table that
// the data migration loaded from the cities package.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPlace } from '../../server/db/derived/find-place.ts';
import { call, createTestContext, type TestContext } from './harness.ts';

describe('places', () => {
  let ctx: TestContext;
  let statements: string[] = [];
  beforeAll(async () => {
    ctx = await createTestContext({ onQuery: (text) => statements.push(text) });
  });
  afterAll(() => ctx.close());

  const complete = async (q: string, extra = '') => {
    const res = await call(ctx, 'GET', `/api/places?q=${encodeURIComponent(q)}${extra}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as { name: string; label: string; country: string; lat: number; lon: number }[];
  };

  it('completes a prefix with up to 8 places, the biggest first', async () => {
    const found = await complete('Lis');
    expect(found).toHaveLength(8);
    expect(found[0]).toMatchObject({ name: 'Lisbon', label: 'Lisbon, Portugal', country: 'PT' });
    expect(found[0]?.lat).toBeCloseTo(38.72, 1);
    expect(found[0]?.lon).toBeCloseTo(-9.13, 1);
    expect(found.every((p) => p.name.toLowerCase().startsWith('lis'))).toBe(true);
    expect((await complete('s', '&limit=3')).map((p) => p.label)).toHaveLength(3);
  });

  it('answers a prefix typed before, however spelt, without reading the gazetteer again', async () => {
    statements = [];
    const first = await complete('Lisb');
    expect(statements.some((s) => s.includes('"places"'))).toBe(true);
    statements = [];
    expect(await complete('LISB')).toEqual(first);
    expect(statements.some((s) => s.includes('"places"'))).toBe(false);
  });

  it('completes without accents or case, and ignores what follows a comma', async () => {
    expect((await complete('zur'))[0]?.label).toBe('Zürich, Switzerland');
    expect((await complete('SAO P'))[0]?.label).toBe('São Paulo, Brazil');
    expect((await complete('Lisbon, Port'))[0]?.label).toBe('Lisbon, Portugal');
  });

  it('tells namesakes apart by their region', async () => {
    const labels = (await complete('Portland', '&limit=10')).map((p) => p.label);
    expect(labels).toContain('Portland, OR, United States');
    expect(labels).toContain('Portland, ME, United States');
  });

  it('answers nothing for nothing, and LIKE’s characters match only themselves', async () => {
    expect(await complete('')).toEqual([]);
    expect(await complete('%')).toEqual([]);
    expect(await complete('_is')).toEqual([]);
    expect(await complete('Narniaxyz')).toEqual([]);
  });

  it('refuses a q of more than 100 characters and a bad limit with 400', async () => {
    const long = await call(ctx, 'GET', `/api/places?q=${'a'.repeat(101)}`);
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ success: false, message: expect.stringContaining('100 characters') });
    expect((await call(ctx, 'GET', `/api/places?q=${'a'.repeat(100)}`)).status).toBe(200);
    expect((await call(ctx, 'GET', '/api/places?q=Lis&limit=50')).status).toBe(400);
    expect((await call(ctx, 'GET', '/api/places?q=Lis&limit=abc')).status).toBe(400);
    expect((await call(ctx, 'GET', '/api/places?q=a%00b')).status).toBe(400);
    const injection = await call(ctx, 'GET', `/api/places?q=${encodeURIComponent("' OR 1=1 --")}`);
    expect(injection).toMatchObject({ status: 200, body: { success: true, data: [] } });
  });

  it('lets a shared cache keep what it answers a visitor', async () => {
    const res = await call(ctx, 'GET', '/api/places?q=Ber');
    expect(res.headers['cache-control']).toContain('s-maxage');
  });

  it('findPlace: the biggest place of that folded name, narrowed by country or region', async () => {
    const find = (where: string) => findPlace(ctx.db, where);
    expect(await find('Lisbon')).toMatchObject({ label: 'Lisbon, Portugal', country: 'PT' });
    expect(await find('  lisbon , portugal ')).toMatchObject({ label: 'Lisbon, Portugal' });
    expect(await find('Lisbon, PT')).toMatchObject({ label: 'Lisbon, Portugal' });
    expect(await find('Lisbon, United States')).toMatchObject({ country: 'US' });
    expect(await find('Zurich')).toMatchObject({ name: 'Zürich', country: 'CH' });
    expect(await find('Zürich')).toMatchObject({ name: 'Zürich', country: 'CH' });
    expect(await find('sao paulo')).toMatchObject({ name: 'São Paulo', country: 'BR' });
    expect(await find('Portland')).toMatchObject({ label: 'Portland, OR, United States' });
    expect(await find('Portland, ME')).toMatchObject({ label: 'Portland, ME, United States' });
    expect(await find('Portland, ME, United States')).toMatchObject({ label: 'Portland, ME, United States' });
    // A name that GeoNames spells longer: the biggest place whose name begins with its words.
    expect(await find('New York')).toMatchObject({ label: 'New York City, United States' });
    expect(await find('frankfurt')).toMatchObject({ name: 'Frankfurt am Main', country: 'DE' });
    expect(await find('Lisbo')).toBeNull();
    // What the gazetteer does not know: none, so the search falls back to words.
    expect(await find('Lisbon, Narnia')).toBeNull();
    expect(await find('Narnia')).toBeNull();
    expect(await find('Lis')).toBeNull();
    expect(await find(' , ')).toBeNull();
    expect(await find('')).toBeNull();
  });
});

describe('place completion per address (RATE_LIMIT_READS_PER_MINUTE; 3 here)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ env: { RATE_LIMIT_READS_PER_MINUTE: '3' } });
  });
  afterAll(() => ctx.close());

  it('a fourth completion in a minute from one address is 429 with a message', async () => {
    const statuses = [];
    for (const q of ['a', 'b', 'c']) statuses.push((await call(ctx, 'GET', `/api/places?q=${q}`)).status);
    const refused = await call(ctx, 'GET', '/api/places?q=d');
    expect([...statuses, refused.status]).toEqual([200, 200, 200, 429]);
    expect(refused.body).toMatchObject({ success: false, message: expect.stringContaining('wait') });
  });
});
