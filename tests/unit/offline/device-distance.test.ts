// Offline, a search by place and radius measures distances as the server does: around a place a
// search online found (kept with its coordinates), the jobs within the radius by the coordinates
// the search answer carries; a job without them (remote, or a place nobody knows) is not near
// anything. A place never searched online still matches as text in the job's location.
import 'fake-indexeddb/auto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { JobQuery } from '../../../contract/job-query.ts';
import { db } from '../../../src/offline/db.ts';
import { keepPlace } from '../../../src/offline/device-places.ts';
import { distanceKm } from '../../../src/offline/search/job-filters.ts';
import { type JobSearch, searchJobs } from '../../../src/offline/search/job-index.ts';
import { resetDevice } from '../reset-device.ts';
import { jobOf } from './device-jobs.ts';

const lisbon = { lat: 38.7167, lon: -9.1333 };
const sintra = { lat: 38.8029, lon: -9.3817 }; // about 23 km from Lisbon
const porto = { lat: 41.1496, lon: -8.611 }; // about 274 km
const place = { name: 'Lisbon', label: 'Lisbon, Portugal', country: 'PT', ...lisbon };

const answer = (query: JobQuery) => {
  const { q = '', type = '', sort, ...filters } = query;
  const search: JobSearch = { scope: 'all', q, type, filters, sort };
  return searchJobs(search, 0, 100);
};
const ids = async (query: JobQuery) => (await answer(query))?.items.map((j) => j._id);

beforeAll(async () => {
  await resetDevice();
  await db.jobs.bulkPut([
    jobOf({ id: 'in-lisbon', daysAgo: 1, Location: 'Lisbon', ...lisbon }),
    jobOf({ id: 'in-sintra', daysAgo: 2, Location: 'Sintra', ...sintra }),
    jobOf({ id: 'in-porto', daysAgo: 3, Location: 'Porto', ...porto }),
    jobOf({ id: 'remote', daysAgo: 4, Location: 'Remote', workMode: 'remote' }),
    // Its words say Lisbon, but nobody could place it: not near anything, as on the server.
    jobOf({ id: 'unplaced', daysAgo: 5, Location: 'Lisbon Zzyzx' }),
  ]);
  await keepPlace('lisbon', place);
});

describe('device search by distance', () => {
  it('measures great-circle km as the server does', () => {
    expect(distanceKm(lisbon, sintra)).toBeCloseTo(23.4, 0);
    expect(distanceKm(lisbon, porto)).toBeGreaterThan(270);
    expect(distanceKm(lisbon, porto)).toBeLessThan(280);
    expect(distanceKm(lisbon, {})).toBeNull();
  });

  it('keeps the jobs within the radius of a place searched online, 25 km by default', async () => {
    expect(await ids({ where: 'Lisbon', radius: 10 })).toEqual(['in-lisbon']);
    expect(await ids({ where: 'Lisbon', radius: 25 })).toEqual(['in-lisbon', 'in-sintra']);
    expect(await ids({ where: 'lisbon' })).toEqual(['in-lisbon', 'in-sintra']);
    // Picked from the list as its label.
    expect(await ids({ where: 'Lisbon, Portugal', radius: 100 })).toEqual(['in-lisbon', 'in-sintra']);
  });

  it('counts each radius, and names the place, as the server’s answer does', async () => {
    const found = await answer({ where: 'Lisbon', radius: 10 });
    expect(found?.meta?.counts.radius).toEqual({ 10: 1, 25: 2, 50: 2, 100: 2 });
    expect(found?.meta?.place).toMatchObject({ label: 'Lisbon, Portugal', ...lisbon });
  });

  it('matches a place never searched online by its words', async () => {
    expect(await ids({ where: 'Porto' })).toEqual(['in-porto']);
    expect((await answer({ where: 'Porto' }))?.meta?.counts.radius).toBeUndefined();
  });

  it('takes a place searched online after the jobs were read', async () => {
    await answer({ where: 'Porto' }); // the index is read
    await keepPlace('Porto', { name: 'Porto', label: 'Porto, Portugal', country: 'PT', ...porto });
    expect(await ids({ where: 'Porto', radius: 100 })).toEqual(['in-porto']);
    expect((await answer({ where: 'Porto', radius: 100 }))?.meta?.counts.radius).toEqual({
      10: 1,
      25: 1,
      50: 1,
      100: 1,
    });
  });
});
