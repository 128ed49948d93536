// @vitest-environment happy-dom
// The mirror: network first, IndexedDB (fake) when the network fails, marked offline with its age.
// Run as the browser runs it: vitest's node environment is Vite's SSR (import.meta.env.SSR), where
// the mirror answers as the server's renderer does.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Job } from '../../../contract/jobs.ts';
import { db, HireloopDb, wipeLocalData } from '../../../src/offline/db.ts';
import { mirroredList, mirroredOne } from '../../../src/offline/mirror.ts';
import { resetDevice } from '../reset-device.ts';

const offline = async (): Promise<never> => {
  throw new TypeError('Failed to fetch');
};
const job = (n: number): Job => ({
  _id: `id-${n}`,
  JobTitle: `Job ${n}`,
  CompanyName: 'Northwind Labs',
  Location: 'Lisbon',
  SalaryRange: null,
  JobType: 'Contract',
  RequiredSkills: [],
  ExperienceLevel: null,
  ApplicationDeadline: '2030-06-30T23:59:59.999Z',
  LastDate: '2030-06-30T23:59:59.999Z',
  JobDescription: '',
  ApplicationsReceived: 0,
  closed: false,
  UrlPath: `job-${n}`,
  createdAt: '2026-01-01T00:00:00.000Z',
  UserId: { _id: 'u1', image: null },
  recruiterId: {
    _id: 'r1',
    currentCompany: 'Northwind Labs',
    currentRole: 'CTO',
    companyLogo: null,
    companyDescription: null,
  },
});

beforeEach(() => resetDevice());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

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

describe('not waiting for the network', () => {
  const mustNotFetch = async (): Promise<never> => {
    throw new Error('must not be called');
  };

  it('answers from the device at once when the browser knows it is offline', async () => {
    await mirroredList('jobs', 'all', null, async () => ({ data: [job(1), job(2)], nextCursor: null }));
    await mirroredOne('jobs', { index: 'UrlPath', value: 'job-9' }, async () => job(9));
    vi.stubGlobal('navigator', { onLine: false });
    const page = await mirroredList('jobs', 'all', null, mustNotFetch);
    expect(page.offline).toBe(true);
    expect(page.data.map((j) => j._id)).toEqual(['id-1', 'id-2']);
    expect((await mirroredOne('jobs', { index: 'UrlPath', value: 'job-9' }, mustNotFetch)).offline).toBe(
      true,
    );
  });

  it('still asks the network offline when nothing was saved, and says it is offline', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    let asked = 0;
    await expect(
      mirroredList('jobs', 'all', null, async () => {
        asked++;
        throw new TypeError('Failed to fetch');
      }),
    ).rejects.toThrow('Failed to fetch');
    expect(asked).toBe(1);
  });

  it('shows the saved page when the network hangs, then hands over the late answer and keeps it', async () => {
    await mirroredList('jobs', 'all', null, async () => ({ data: [job(1)], nextCursor: null }));
    let answer: (page: { data: Job[]; nextCursor: null }) => void = () => {};
    const hanging = new Promise<{ data: Job[]; nextCursor: null }>((resolve) => {
      answer = resolve;
    });
    const late: unknown[] = [];
    const page = await mirroredList('jobs', 'all', null, () => hanging, {
      slowMs: 20,
      onLateAnswer: (p) => late.push(p),
    });
    expect(page).toMatchObject({ offline: true, data: [job(1)] });
    answer({ data: [job(2)], nextCursor: null });
    await vi.waitFor(() =>
      expect(late).toEqual([{ data: [job(2)], nextCursor: null, offline: false, savedAt: null }]),
    );
    expect((await mirroredList('jobs', 'all', null, offline)).data).toEqual([job(2)]);
  });

  it('waits for a slow network when nothing was saved', async () => {
    const slow = () =>
      new Promise<{ data: Job[] }>((resolve) => setTimeout(() => resolve({ data: [job(3)] }), 40));
    const page = await mirroredList('jobs', 'all', null, slow, { slowMs: 10 });
    expect(page).toMatchObject({ offline: false, data: [job(3)] });
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

  it('clears a copy still being written when the user logs out', async () => {
    let answer: (page: { data: Job[]; nextCursor: null }) => void = () => {};
    const answered = new Promise<{ data: Job[]; nextCursor: null }>((resolve) => {
      answer = resolve;
    });
    const shown = mirroredList('jobs', 'all', null, () => answered);
    answer({ data: [job(1)], nextCursor: null });
    await Promise.resolve();
    await wipeLocalData();
    await shown;
    expect(await db.jobs.count()).toBe(0);
    expect(await db.lists.count()).toBe(0);
  });

  it('keeps no answer to a request sent before another tab logged out', async () => {
    const otherTab = new HireloopDb();
    let answer: (page: { data: Job[]; nextCursor: null }) => void = () => {};
    const answered = new Promise<{ data: Job[]; nextCursor: null }>((resolve) => {
      answer = resolve;
    });
    const shown = mirroredList('jobs', 'all', null, () => answered);
    await otherTab.wipe(); // this tab never hears of it: the note in the database says it
    answer({ data: [job(1)], nextCursor: null });
    await shown;
    expect(await db.jobs.count()).toBe(0);
    expect(await db.lists.count()).toBe(0);
    otherTab.close();
  });
});
