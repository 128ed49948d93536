// Résumés kept for offline: fetched from a real HTTP server on 127.0.0.1, stored in (fake)
// IndexedDB, bounded per job and in all with the least recently opened dropped first, never fetched
// when the browser asks to save data, and wiped by logout, in this tab or another.
import 'fake-indexeddb/auto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepResumes, openKeptResume, pruneResumes } from '../../../src/offline/kept-resumes.ts';
import { sessionSignal } from '../../../src/lib/session.ts';
import { db, HireloopDb, wipeLocalData } from '../../../src/offline/db.ts';
import { resetDevice } from '../reset-device.ts';

const pdf = (size: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(size - 9, 32)]);
const served = new Map<string, Buffer>();
const requested: string[] = [];
let base = '';
const server = http.createServer((req, res) => {
  requested.push(req.url ?? '');
  const body = served.get(req.url ?? '');
  if (!body) return void res.writeHead(404).end();
  res.writeHead(200, { 'content-type': 'application/pdf' }).end(body);
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(async () => {
  await resetDevice();
  served.clear();
  requested.length = 0;
  vi.stubGlobal('navigator', { onLine: true });
});
afterEach(() => vi.unstubAllGlobals());

/** Serves `n` PDFs of `size` bytes; returns their URLs. */
function serve(prefix: string, n: number, size = 2048): string[] {
  return Array.from({ length: n }, (_, i) => {
    const path = `/${prefix}-${i}.pdf`;
    served.set(path, pdf(size));
    return base + path;
  });
}

const keptUrls = async () => (await db.resumes.toCollection().primaryKeys()).sort();

describe('keepResumes', () => {
  it('keeps each PDF once, with its bytes, and fetches nothing already kept', async () => {
    const urls = serve('a', 3);
    expect(await keepResumes('job-a', urls)).toBe(3);
    expect(await keepResumes('job-a', urls)).toBe(0);
    expect(requested).toHaveLength(3);
    const blob = await openKeptResume(urls[1]!);
    expect(Buffer.from(await blob!.arrayBuffer())).toEqual(served.get('/a-1.pdf'));
  });

  it('skips what is missing or not a PDF, and keeps the rest', async () => {
    const [good] = serve('b', 1);
    served.set('/page.html', Buffer.from('<html>not a pdf</html>'));
    await keepResumes('job-b', [`${base}/missing.pdf`, `${base}/page.html`, good!]);
    expect(await keptUrls()).toEqual([good]);
  });

  it('keeps at most perJob for one job, the first of the list', async () => {
    const urls = serve('c', 5);
    await keepResumes('job-c', urls, { perJob: 3, totalBytes: 1e9 });
    expect(await keptUrls()).toEqual(urls.slice(0, 3).sort());
  });

  it('drops the least recently opened when over the total size', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const urls = serve('d', 4, 1000);
    for (const [i, url] of urls.entries()) {
      vi.setSystemTime(1000 + i);
      await keepResumes('job-d', [url]);
    }
    vi.setSystemTime(5000);
    await openKeptResume(urls[0]!); // the oldest kept is the most recently opened now
    await pruneResumes('job-d', { perJob: 50, totalBytes: 2500 });
    expect(await keptUrls()).toEqual([urls[0], urls[3]].sort());
    vi.useRealTimers();
  });

  it('fetches nothing when the browser asks to save data, or offline', async () => {
    const urls = serve('e', 2);
    vi.stubGlobal('navigator', { onLine: true, connection: { saveData: true } });
    expect(await keepResumes('job-e', urls)).toBe(0);
    vi.stubGlobal('navigator', { onLine: false });
    expect(await keepResumes('job-e', urls)).toBe(0);
    expect(requested).toHaveLength(0);
  });

  it('is wiped by logout, and a fetch that ends after the logout stores nothing', async () => {
    const urls = serve('f', 2);
    await keepResumes('job-f', urls.slice(0, 1));
    await wipeLocalData();
    expect(await keptUrls()).toEqual([]);

    let release = () => {};
    const slow = new Promise<void>((resolve) => {
      release = resolve;
    });
    const realFetch = globalThis.fetch;
    vi.stubGlobal('fetch', async (...args: Parameters<typeof fetch>) => {
      await slow;
      return realFetch(...args);
    });
    const keeping = keepResumes('job-f', urls);
    await wipeLocalData();
    release();
    await keeping;
    expect(await keptUrls()).toEqual([]);
  });

  it('stores nothing fetched before another tab wiped the device, even unheard of here', async () => {
    const urls = serve('g', 2);
    const release = holdFetches();
    const keeping = keepResumes('job-g', urls);
    const otherTab = new HireloopDb();
    await otherTab.wipe();
    release();
    expect(await keeping).toBe(0);
    expect(await keptUrls()).toEqual([]);
    otherTab.close();
  });

  it('stops downloading when another tab logs out', async () => {
    const urls = serve('h', 3);
    const release = holdFetches();
    const keeping = keepResumes('job-h', urls);
    const ended = new Promise((resolve) => sessionSignal().addEventListener('abort', resolve));
    const otherTab = new BroadcastChannel('hireloop-session');
    otherTab.postMessage({ type: 'signed-out', token: 'their-token' });
    await ended;
    release();
    expect(await keeping).toBe(0);
    expect(requested).toHaveLength(0); // the held request was aborted before it left
    expect(await keptUrls()).toEqual([]);
    otherTab.close();
  });
});

/** Holds every fetch until the returned function is called. */
function holdFetches(): () => void {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const realFetch = globalThis.fetch;
  vi.stubGlobal('fetch', async (...args: Parameters<typeof fetch>) => {
    await held;
    return realFetch(...args);
  });
  return release;
}
