// The device's job search takes the whole /jobs query: words, type, work mode, level, salary at
// least (per year, within a currency), date posted, place (as text in the location) and sort, and
// says how many jobs each choice of a filter would leave, as the server's answer does.
import 'fake-indexeddb/auto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { JobQuery } from '../../../contract/job-query.ts';
import { db } from '../../../src/offline/db.ts';
import { type JobSearch, searchJobs } from '../../../src/offline/search/job-index.ts';
import { resetDevice } from '../reset-device.ts';
import { type JobSeed, jobOf } from './device-jobs.ts';

const year = (min: number | null, max: number | null, currency: 'EUR' | 'USD' = 'EUR') =>
  ({ min, max, currency, period: 'year' }) as const;

const specs: JobSeed[] = [
  { id: 'nurse-lisbon', daysAgo: 0, workMode: 'onsite', level: 'mid', salary: year(40_000, 52_000) },
  { id: 'nurse-remote', daysAgo: 2, workMode: 'remote', level: 'senior', salary: year(60_000, null) },
  { id: 'nurse-porto', daysAgo: 5, Location: 'Porto, Portugal', workMode: 'hybrid', level: 'entry' },
  {
    id: 'engineer-hourly',
    daysAgo: 10,
    JobType: 'Contract',
    workMode: 'remote',
    level: 'senior',
    salary: { min: 30, max: 40, currency: 'EUR', period: 'hour' },
  },
  {
    id: 'engineer-usd',
    daysAgo: 20,
    workMode: 'remote',
    level: 'lead',
    salary: year(90_000, 120_000, 'USD'),
  },
  {
    id: 'engineer-monthly',
    daysAgo: 40,
    Location: 'Zürich',
    salary: { min: 5_000, max: null, currency: 'EUR', period: 'month' },
  },
  { id: 'nurse-closed', daysAgo: 1, closed: true, workMode: 'remote' },
];

const ids = async (query: JobQuery) => {
  const { q = '', type = '', sort, ...filters } = query;
  const search: JobSearch = { scope: 'all', q, type, filters, sort };
  return (await searchJobs(search, 0, 100))?.items.map((j) => j._id);
};

beforeAll(async () => {
  await resetDevice();
  await db.jobs.bulkPut(specs.map(jobOf));
});

describe('device job search with the whole query', () => {
  it('filters by work mode, level and type, newest first, open jobs only', async () => {
    expect(await ids({ mode: 'remote' })).toEqual(['nurse-remote', 'engineer-hourly', 'engineer-usd']);
    expect(await ids({ mode: 'remote', level: 'senior' })).toEqual(['nurse-remote', 'engineer-hourly']);
    expect(await ids({ type: 'Contract' })).toEqual(['engineer-hourly']);
    expect(await ids({ q: 'nurse', mode: 'hybrid' })).toEqual(['nurse-porto']);
  });

  it('compares salary at least per year and within the currency; no salary, no match', async () => {
    // 30–40 € an hour is 62,400–83,200 a year; 5,000 € a month is 60,000.
    expect(await ids({ salary: 60_000, currency: 'EUR' })).toEqual([
      'nurse-remote',
      'engineer-hourly',
      'engineer-monthly',
    ]);
    expect(await ids({ salary: 50_000, currency: 'EUR', q: 'nurse' })).toEqual([
      'nurse-lisbon',
      'nurse-remote',
    ]);
    expect(await ids({ salary: 100_000, currency: 'USD' })).toEqual(['engineer-usd']);
    expect(await ids({ salary: 200_000, currency: 'USD' })).toEqual([]);
  });

  it('keeps jobs posted within the last days', async () => {
    expect(await ids({ posted: 1 })).toEqual(['nurse-lisbon']);
    expect(await ids({ posted: 7 })).toEqual(['nurse-lisbon', 'nurse-remote', 'nurse-porto']);
    expect(await ids({ posted: 30, q: 'engineer' })).toEqual(['engineer-hourly', 'engineer-usd']);
  });

  it('finds a place in the location, accents aside, by its name when picked as "City, Country"', async () => {
    expect(await ids({ where: 'Porto' })).toEqual(['nurse-porto']);
    expect(await ids({ where: 'zurich' })).toEqual(['engineer-monthly']);
    expect(await ids({ where: 'Lisbon, Portugal', q: 'nurse' })).toEqual(['nurse-lisbon', 'nurse-remote']);
  });

  it('sorts by yearly salary, highest first, jobs without one last', async () => {
    expect(await ids({ sort: 'salary', q: 'engineer' })).toEqual([
      'engineer-usd',
      'engineer-hourly',
      'engineer-monthly',
    ]);
    expect((await ids({ sort: 'salary', q: 'nurse' }))?.at(-1)).toBe('nurse-porto');
  });

  it('counts what each choice of a filter would leave, with the other filters applied', async () => {
    const search: JobSearch = { scope: 'all', q: 'nurse', type: '', filters: { mode: 'remote' } };
    const answer = await searchJobs(search, 0, 20);
    expect(answer?.items.map((j) => j._id)).toEqual(['nurse-remote']);
    expect(answer?.meta?.total).toBe(1);
    const counts = answer?.meta?.counts;
    // Work mode's own counts leave work mode out: every open nurse job, by its mode.
    expect(counts?.mode).toEqual({ onsite: 1, hybrid: 1, remote: 1 });
    // The others keep mode = remote.
    expect(counts?.level).toEqual({ entry: 0, mid: 0, senior: 1, lead: 0 });
    expect(counts?.type).toMatchObject({ 'Full-Time': 1, Contract: 0 });
    expect(counts?.posted).toEqual({ '1': 0, '3': 1, '7': 1, '30': 1 });
  });
});
