// The mirror: network first, IndexedDB (fake) when the network fails, marked offline with its age.
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { db, wipeLocalData } from '../../../src/offline/db.ts';
import { mirroredList, mirroredOne } from '../../../src/offline/mirror.ts';

const offline = async (): Promise<never> => {
  throw new TypeError('Failed to fetch');
};
const job = (n: number) => ({ _id: `id-${n}`, UrlPath: `job-${n}`, JobTitle: `Job ${n}` });

beforeEach(() => wipeLocalData());

describe('mirroredList', () => {
  it('answers from the network and keeps the pages it saw, in order', async () => {
    const first = await mirroredList('jobs', 'all', null, async () => ({
      data: [job(1), job(2)],
      nextCursor: 'c1',
    }));
    expect(first).toEqual({ data: [job(1), job(2)], nextCursor: 'c1', offline: false, savedAt: null });
    await mirroredList('jobs', 'all', 'c1', async () => ({ data: [job(3)], nextCursor: null }));
    const fromMirror = await mirroredList('jobs', 'all', null, offline);
    expect(fromMirror.offline).toBe(true);
    expect(fromMirror.data.map((j) => j._id)).toEqual(['id-1', 'id-2', 'id-3']);
    expect(fromMirror.nextCursor).toBeNull();
    expect(typeof fromMirror.savedAt).toBe('number');
  });

  it('pages through a large mirror offline instead of rendering it all at once', async () => {
    const many = Array.from({ length: 45 }, (_, i) => job(i));
    await mirroredList('jobs', 'all', null, async () => ({ data: many, nextCursor: null }));
    const first = await mirroredList('jobs', 'all', null, offline);
    expect(first.data.map((j) => j._id)).toEqual(many.slice(0, 20).map((j) => j._id));
    expect(first.nextCursor).toBe('offline:20');
    // Mirror pages never ask the server, even if the network is back meanwhile.
    const second = await mirroredList('jobs', 'all', first.nextCursor, async () => {
      throw new Error('must not be called');
    });
    expect(second.data.map((j) => j._id)).toEqual(many.slice(20, 40).map((j) => j._id));
    const last = await mirroredList('jobs', 'all', second.nextCursor, offline);
    expect(last.data).toHaveLength(5);
    expect(last.nextCursor).toBeNull();
    const whole = await mirroredList('jobs', 'all', null, offline, {
      offlinePageSize: Number.POSITIVE_INFINITY,
    });
    expect(whole.data).toHaveLength(45);
  });

  it('replaces the list when page one is fetched again', async () => {
    await mirroredList('jobs', 'all', null, async () => ({ data: [job(1), job(2)], nextCursor: null }));
    await mirroredList('jobs', 'all', null, async () => ({ data: [job(5)], nextCursor: null }));
    expect((await mirroredList('jobs', 'all', null, offline)).data).toEqual([job(5)]);
  });

  it('keeps lists apart by key (a search is not the full list)', async () => {
    await mirroredList('jobs', 'q=react', null, async () => ({ data: [job(7)], nextCursor: null }));
    await expect(mirroredList('jobs', 'all', null, offline)).rejects.toThrow('Failed to fetch');
  });

  it('passes a server refusal through instead of hiding it behind the mirror', async () => {
    await mirroredList('jobs', 'all', null, async () => ({ data: [job(1)], nextCursor: null }));
    const refused = Object.assign(new Error('Please sign in'), { name: 'ApiError' });
    await expect(
      mirroredList('jobs', 'all', null, async () => {
        throw refused;
      }),
    ).rejects.toBe(refused);
  });
});

describe('mirroredOne', () => {
  it('finds a job seen before by its UrlPath when offline', async () => {
    await mirroredOne('jobs', { index: 'UrlPath', value: 'job-9' }, async () => job(9));
    const saved = await mirroredOne('jobs', { index: 'UrlPath', value: 'job-9' }, offline);
    expect(saved.offline).toBe(true);
    expect(saved.data).toMatchObject(job(9));
  });

  it('finds jobs mirrored from a list too', async () => {
    await mirroredList('jobs', 'all', null, async () => ({ data: [job(4)], nextCursor: null }));
    expect((await mirroredOne('jobs', { index: 'UrlPath', value: 'job-4' }, offline)).data).toMatchObject(
      job(4),
    );
  });

  it('says so when nothing was seen', async () => {
    await expect(mirroredOne('jobs', { index: 'UrlPath', value: 'never' }, offline)).rejects.toThrow();
  });
});

describe('logout', () => {
  it('wipes the mirror and the outbox', async () => {
    await mirroredList('jobs', 'all', null, async () => ({ data: [job(1)], nextCursor: null }));
    await wipeLocalData();
    expect(await db.jobs.count()).toBe(0);
    expect(await db.lists.count()).toBe(0);
  });
});
