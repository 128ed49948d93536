// Counts that stop past 1,000: a search of more matches than that answers "1,000+" (countCap + 1)
// without counting them all, and every count at or below the cap is still exact.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countCap } from '../../contract/constants.ts';
import type { JobQuery } from '../../contract/job-query.ts';
import { resolveQuery, termsOf } from '../../server/services/jobs/query-terms.ts';
import { searchCounts } from '../../server/services/jobs/search-counts.ts';
import { call, createTestContext, type TestContext } from './harness.ts';
import { makeRecruiter } from './jobs-fixtures.ts';
import { type CorpusJob, insertJobs } from './search-fixtures.ts';

const modes = ['onsite', 'hybrid', 'remote'] as const;
const levels = ['entry', 'mid', 'senior', 'lead'] as const;
const types = ['Full-Time', 'Part-Time', 'Contract'] as const;

/** 1,100 engineers: three internships, five posted today, every other one near Lisbon. */
const engineers: CorpusJob[] = Array.from({ length: 1100 }, (_, i) => ({
  title: `Platform Engineer ${i}`,
  type: i < 3 ? 'Internship' : types[i % 3],
  mode: modes[Math.floor(i / 3) % 3],
  level: levels[i % 4],
  ageDays: i < 5 ? 0 : 2 + (i % 20),
  at: i % 2 ? { lat: 38.72 + (i % 40) / 100, lon: -9.14 } : undefined,
}));

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  const recruiter = await makeRecruiter(ctx, 'Acme Corp');
  await insertJobs(ctx, recruiter, [
    ...engineers,
    ...Array.from({ length: 20 }, (_, i) => ({ title: `Nurse ${i}`, type: 'Part-Time' as const })),
  ]);
}, 60_000);
afterAll(() => ctx.close());

const search = (qs: string) => call(ctx, 'GET', `/api/jobs/search?${qs}`);

describe('a search of more than 1,000 jobs', () => {
  it('answers 1,001 for "more than 1,000" and still counts the small values exactly', async () => {
    const res = await search('q=engineer');
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(countCap + 1);
    expect(res.body.counts.posted).toEqual({ 1: 5, 3: 59, 7: 275, 30: countCap + 1 });
    expect(res.body.counts.type).toMatchObject({ Internship: 3, Temporary: 0, 'Full-Time': 366 });
  });

  it('pages on past the 1,000th job, by relevance and by date', async () => {
    const cursor = Buffer.from('o1080').toString('base64url');
    for (const sort of ['relevance', 'date']) {
      const res = await search(`q=engineer&sort=${sort}&limit=10&cursor=${cursor}`);
      expect(res.status).toBe(200);
      expect(res.body.data).toHaveLength(10);
      expect(res.body.nextCursor).not.toBeNull();
    }
  });
});

/** The counts as the database itself has them, capped: the answer a search must give. */
async function countedByHand(where: string): Promise<number> {
  const { rows } = await ctx.db.execute<{ n: number }>(
    sql.raw(`select count(*)::int as n from jobs where closed_at is null and ${where}`),
  );
  return Math.min(rows[0]?.n ?? 0, countCap + 1);
}

describe('counts read from a sample of the matches', () => {
  const queries: [string, JobQuery][] = [
    ['no words', {}],
    ['one word', { q: 'engineer' }],
    ['a word, a mode and a level', { q: 'engineer', mode: 'remote', level: 'senior' }],
    ['a place and a radius', { q: 'engineer', where: 'Lisbon', radius: 25 }],
  ];
  it.each(queries)('%s: the same counts as reading every match', async (_name, query) => {
    const terms = termsOf(await resolveQuery(ctx.db, query));
    const { total, counts } = await searchCounts(ctx.db, terms, { sampleSize: 50 });
    const whole = await searchCounts(ctx.db, terms, { sampleSize: 1_000_000 });
    expect({ total, counts }).toEqual({ total: whole.total, counts: whole.counts });
  });

  it('each count counted again past a sample is the number of jobs it would leave', async () => {
    const resolved = await resolveQuery(ctx.db, { q: 'engineer', where: 'Lisbon', radius: 25 });
    const terms = termsOf(resolved);
    const { lat, lon } = resolved.place ?? { lat: 0, lon: 0 };
    const { total, counts } = await searchCounts(ctx.db, terms, { sampleSize: 50 });
    const engineer = `title like 'Platform Engineer%'`;
    const near = (km: number) =>
      `earth_distance(ll_to_earth(lat, lon), ll_to_earth(${lat}, ${lon})) <= ${km * 1000}`;
    expect(total).toBe(await countedByHand(`${engineer} and ${near(25)}`));
    expect(counts.mode.remote).toBe(
      await countedByHand(`${engineer} and work_mode = 'remote' and ${near(25)}`),
    );
    expect(counts.type.Internship).toBe(
      await countedByHand(`${engineer} and job_type = 'Internship' and ${near(25)}`),
    );
    expect(counts.radius?.['10']).toBe(await countedByHand(`${engineer} and ${near(10)}`));
    expect(counts.posted['3']).toBe(
      await countedByHand(`${engineer} and created_at > now() - interval '3 days' and ${near(25)}`),
    );
  });
});

describe('counts with several filters chosen', () => {
  it('each value counts the jobs it would leave with the other chosen filters kept', async () => {
    const query: JobQuery = { q: 'engineer', mode: 'remote', level: 'senior', type: 'Contract' };
    const { total, counts } = await searchCounts(ctx.db, termsOf(await resolveQuery(ctx.db, query)));
    const engineer = `title like 'Platform Engineer%'`;
    const kept = (...filters: string[]) => countedByHand([engineer, ...filters].join(' and '));
    const [remote, senior, contract] = ["work_mode = 'remote'", "level = 'senior'", "job_type = 'Contract'"];
    expect(total).toBe(await kept(remote, senior, contract));
    for (const mode of modes) {
      expect(counts.mode[mode]).toBe(await kept(`work_mode = '${mode}'`, senior, contract));
    }
    for (const level of levels) {
      expect(counts.level[level]).toBe(await kept(remote, `level = '${level}'`, contract));
    }
    expect(counts.type['Full-Time']).toBe(await kept(remote, senior, "job_type = 'Full-Time'"));
    expect(counts.posted['7']).toBe(
      await kept(remote, senior, contract, "created_at > now() - interval '7 days'"),
    );
    expect(total).toBeGreaterThan(0);
  });
});
