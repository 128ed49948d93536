// The device's job index follows each write to the mirror: the jobs a write names are read again,
// not the whole table. A changed job is found by its new words, a new one is found, a deleted one
// is gone, and the table is read once; a wipe makes the next search read it again.
import 'fake-indexeddb/auto';
import { RangeSet } from 'dexie';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../src/offline/db.ts';
import { changedKeys } from '../../../src/offline/search/changed-rows.ts';
import { buildMeasureName, type JobSearch, searchJobs } from '../../../src/offline/search/job-index.ts';
import { resetDevice } from '../reset-device.ts';
import { jobOf } from './device-jobs.ts';

const titles = async (q: string) => {
  const search: JobSearch = { scope: 'all', q, type: '' };
  return (await searchJobs(search, 0, 100))?.items.map((j) => j.JobTitle) ?? [];
};

beforeEach(async () => {
  vi.restoreAllMocks();
  await resetDevice();
  await db.jobs.bulkPut([
    jobOf({ id: 'a', daysAgo: 1, JobTitle: 'Night Nurse' }),
    jobOf({ id: 'b', daysAgo: 2, JobTitle: 'Backend Engineer' }),
    jobOf({ id: 'c', daysAgo: 3, JobTitle: 'Data Analyst' }),
  ]);
});

describe('the device job index', () => {
  it('takes each change to the mirror without reading the table again', async () => {
    expect(await titles('')).toEqual(['Night Nurse', 'Backend Engineer', 'Data Analyst']);
    const wholeReads = vi.spyOn(db.jobs, 'toArray');

    await db.jobs.put(jobOf({ id: 'b', daysAgo: 2, JobTitle: 'Platform Engineer' }));
    expect(await titles('platform')).toEqual(['Platform Engineer']);
    expect(await titles('backend')).toEqual([]);

    await db.jobs.delete('c');
    expect(await titles('analyst')).toEqual([]);

    // A page fetched online: a new job, newest first, with one already held.
    await db.jobs.bulkPut([
      jobOf({ id: 'd', daysAgo: 0, JobTitle: 'Staff Nurse' }),
      jobOf({ id: 'a', daysAgo: 1, JobTitle: 'Night Nurse' }),
    ]);
    expect(await titles('nurse')).toEqual(['Staff Nurse', 'Night Nurse']);
    expect(await titles('')).toEqual(['Staff Nurse', 'Night Nurse', 'Platform Engineer']);
    expect(wholeReads).not.toHaveBeenCalled();
  });

  it('names each whole read in User Timing, with the jobs it holds', async () => {
    await resetDevice();
    performance.clearMeasures(buildMeasureName);
    await db.jobs.bulkPut([jobOf({ id: 'f', daysAgo: 0, JobTitle: 'Welder' })]);
    expect(await titles('welder')).toEqual(['Welder']);
    const builds = performance.getEntriesByName(buildMeasureName, 'measure');
    expect(builds).toHaveLength(1);
    expect((builds[0] as PerformanceMeasure).detail).toEqual({ jobs: 1 });
  });

  it('reads the table again after a wipe', async () => {
    expect(await titles('nurse')).toEqual(['Night Nurse']);
    const wholeReads = vi.spyOn(db.jobs, 'toArray');
    await resetDevice();
    await db.jobs.put(jobOf({ id: 'e', daysAgo: 0, JobTitle: 'Nurse Practitioner' }));
    expect(await titles('nurse')).toEqual(['Nurse Practitioner']);
    expect(wholeReads).toHaveBeenCalledTimes(1);
  });
});

describe('changedKeys', () => {
  const part = 'idb://hireloop/jobs/';
  it('names the rows a put or a delete changed, also as another tab sends them (cloned)', () => {
    const keys = new RangeSet().addKeys(['x', 'y']);
    expect(changedKeys({ [part]: keys }, 'hireloop', 'jobs')).toEqual(['x', 'y']);
    expect(changedKeys(structuredClone({ [part]: keys }), 'hireloop', 'jobs')).toEqual(['x', 'y']);
  });

  it('says all for a range (a clear), and nothing for another table', () => {
    expect(changedKeys({ [part]: new RangeSet('a', 'z') }, 'hireloop', 'jobs')).toBe('all');
    expect(changedKeys({ 'idb://hireloop/posts/': new RangeSet('p') }, 'hireloop', 'jobs')).toBeNull();
  });
});
