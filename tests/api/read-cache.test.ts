// The read cache (server/plugins/read-cache.ts) and GET /api/ping. Every write through the API is
// seen at once; on PostgreSQL also a write made behind the app's back (straight into the database,
// as another server process would). PGlite has no other process: its data dir is locked.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, posts } from '../../server/db/schema.ts';
import { acceptsGzip, COMPRESS_MIN_BYTES, pageKey, snapshotReader } from '../../server/plugins/read-cache.ts';
import { call, createTestContext, type TestContext, type TestUser } from './harness.ts';
import { makeCandidate, makeRecruiter, postJob } from './jobs-fixtures.ts';

let ctx: TestContext;
let recruiter: TestUser;
let candidate: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  recruiter = await makeRecruiter(ctx, 'Cache Corp');
  candidate = await makeCandidate(ctx);
});
afterAll(() => ctx.close());

describe('GET /api/ping', () => {
  it('answers without the database', async () => {
    const res = await call(ctx, 'GET', '/api/ping');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
  });
});

describe('read cache', () => {
  it('answers a repeated list from memory with an ETag, and 304 for If-None-Match', async () => {
    await postJob(ctx, recruiter, { JobTitle: 'Cache Tester' });
    const first = await call(ctx, 'GET', '/api/getAllJobs?limit=5&q=cache');
    expect(first.status).toBe(200);
    expect(first.headers['x-read-cache']).toBe('miss');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const second = await call(ctx, 'GET', '/api/getAllJobs?limit=5&q=cache');
    expect(second.headers['x-read-cache']).toBe('hit');
    expect(second.headers.etag).toBe(etag);
    expect(second.headers['content-type']).toMatch(/^application\/json/);
    expect(second.body).toEqual(first.body);
    // A hit is answered from an onRequest hook: the security headers are set before it runs.
    expect(second.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    expect(second.headers['x-content-type-options']).toBe('nosniff');
    const revalidated = await call(ctx, 'GET', '/api/getAllJobs?limit=5&q=cache', {
      headers: { 'if-none-match': etag },
    });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body).toBe('');
  });

  it('answers a hit byte for byte as the miss, non-ASCII text included', async () => {
    await postJob(ctx, recruiter, { JobTitle: 'Café Ünïcode – €50k 東京' });
    const url = `/api/getAllJobs?limit=5&q=${encodeURIComponent('ünïcode')}`;
    const miss = await ctx.app.inject({ method: 'GET', url });
    const hit = await ctx.app.inject({ method: 'GET', url });
    expect(miss.headers['x-read-cache']).toBe('miss');
    expect(hit.headers['x-read-cache']).toBe('hit');
    expect(hit.rawPayload.equals(miss.rawPayload)).toBe(true);
    expect(Number(hit.headers['content-length'])).toBe(miss.rawPayload.length);
    expect(hit.json().data[0].JobTitle).toBe('Café Ünïcode – €50k 東京');
  });

  const onPostgres = Boolean(process.env.DATABASE_URL);
  it.runIf(onPostgres)(
    'sees a write made by another process (straight into the database) on the next read',
    async () => {
      const job = await postJob(ctx, recruiter, { JobTitle: 'Snapshot Checker' });
      const before = await call(ctx, 'GET', `/api/recruiter/postinfo/${job.UrlPath}`);
      expect((await call(ctx, 'GET', `/api/recruiter/postinfo/${job.UrlPath}`)).headers['x-read-cache']).toBe(
        'hit',
      );
      await ctx.db.update(jobs).set({ title: 'Snapshot Checker II' }).where(eq(jobs.id, job._id));
      const after = await call(ctx, 'GET', `/api/recruiter/postinfo/${job.UrlPath}`);
      expect(after.headers['x-read-cache']).toBe('miss');
      expect(after.body.JobTitle).toBe('Snapshot Checker II');
      expect(after.headers.etag).not.toBe(before.headers.etag);
      const list = await call(ctx, 'GET', '/api/getAllJobs?limit=5&q=snapshot');
      expect(list.body.data.map((j: { JobTitle: string }) => j.JobTitle)).toEqual(['Snapshot Checker II']);
    },
  );

  it('sees an apply at once in ApplicationsReceived', async () => {
    const job = await postJob(ctx, recruiter, { JobTitle: 'Counted Role' });
    await call(ctx, 'GET', '/api/getAllJobs?limit=5&q=counted');
    const res = await call(ctx, 'POST', `/api/candidate/applyjob/${job._id}`, {
      token: candidate.token,
      body: { Note: 'hello' },
    });
    expect(res.status).toBe(201);
    const list = await call(ctx, 'GET', '/api/getAllJobs?limit=5&q=counted');
    expect(list.body.data[0].ApplicationsReceived).toBe(1);
  });

  it("never shares a candidate's one-job read (it says whether they applied)", async () => {
    const job = await postJob(ctx, recruiter, { JobTitle: 'Personal View' });
    const opts = { token: candidate.token };
    await call(ctx, 'GET', `/api/recruiter/postinfo/${job.UrlPath}`, opts);
    const again = await call(ctx, 'GET', `/api/recruiter/postinfo/${job.UrlPath}`, opts);
    expect(again.headers['x-read-cache']).toBeUndefined();
    const anonymous = await call(ctx, 'GET', `/api/recruiter/postinfo/${job.UrlPath}`);
    expect(anonymous.body.myApplication).toBeNull();
  });

  it('sends gzip to a client that accepts it, on a miss and on a hit, with its own ETag', async () => {
    // Enough long descriptions that the page is well over the compression threshold.
    for (let i = 0; i < 3; i++) {
      await postJob(ctx, recruiter, {
        JobTitle: `Gzip Role ${i}`,
        JobDescription: 'Build things. '.repeat(100),
      });
    }
    const url = '/api/getAllJobs?limit=5&q=gzip';
    const gzip = { 'accept-encoding': 'gzip, deflate, br, zstd' };
    const miss = await ctx.app.inject({ method: 'GET', url, headers: gzip });
    const hit = await ctx.app.inject({ method: 'GET', url, headers: gzip });
    const plain = await ctx.app.inject({ method: 'GET', url });
    expect([miss.headers['x-read-cache'], hit.headers['x-read-cache']]).toEqual(['miss', 'hit']);
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const res of [miss, hit]) {
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(gunzipSync(res.rawPayload).equals(plain.rawPayload)).toBe(true);
      expect(res.headers.etag).toBe(`${(plain.headers.etag as string).slice(0, -1)}-gz"`);
    }
    // Every response of a cached route varies by Accept-Encoding, the plain one too.
    for (const res of [miss, hit, plain]) expect(res.headers.vary).toMatch(/accept-encoding/i);
    const revalidated = await ctx.app.inject({
      method: 'GET',
      url,
      headers: { ...gzip, 'if-none-match': hit.headers.etag as string },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers['content-encoding']).toBeUndefined();
    // The plain ETag is not a match for the gzip representation.
    const other = await ctx.app.inject({
      method: 'GET',
      url,
      headers: { ...gzip, 'if-none-match': plain.headers.etag as string },
    });
    expect(other.statusCode).toBe(200);
  });

  it('sends a small page as it is, whatever the client accepts', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/getAllJobs?limit=5&q=nothing-matches-this',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.rawPayload.length).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ success: true, data: [] });
  });

  it('does not cache errors', async () => {
    await call(ctx, 'GET', '/api/recruiter/postinfo/no-such-job-123');
    const again = await call(ctx, 'GET', '/api/recruiter/postinfo/no-such-job-123');
    expect(again.status).toBe(404);
    expect(again.headers['x-read-cache']).toBeUndefined();
  });
});

describe('read cache after aborted writes', () => {
  // Phones on bad networks hang up mid-request all day. A write counted as running must be counted
  // out however its request ends, or the cache stays off until a restart.
  it('serves hits again within 1 s after 100 writes aborted 2-7 ms after they start', async () => {
    await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = ctx.app.server.address() as AddressInfo;
    const url = '/api/feed/posts?limit=50';
    const read = () => call(ctx, 'GET', url);
    await read();
    expect((await read()).headers['x-read-cache']).toBe('hit');

    const abortedWrite = (i: number) =>
      new Promise<void>((resolve) => {
        const body = JSON.stringify({ content: `Aborted post ${i} ${'x'.repeat(2000)}` });
        const req = http.request({
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/feed/post',
          headers: {
            authorization: `Bearer ${recruiter.token}`,
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
          },
        });
        req.on('error', () => {}); // the hang-up is the point
        req.on('close', () => resolve());
        // Some hang up with half a body sent (the body never arrives), the rest after all of it
        // (the handler may be running, or done, when the socket goes).
        req.write(i % 2 ? body.slice(0, body.length / 2) : body);
        if (i % 2 === 0) req.end();
        setTimeout(() => req.destroy(), 2 + (i % 6));
      });
    for (let i = 0; i < 100; i += 10) {
      await Promise.all(Array.from({ length: 10 }, (_, j) => abortedWrite(i + j)));
    }

    const deadline = Date.now() + 1000;
    let status: unknown;
    do {
      status = (await read()).headers['x-read-cache'];
      if (status === 'hit') break;
      await new Promise((r) => setTimeout(r, 20));
    } while (Date.now() < deadline);
    expect(status).toBe('hit');
    // And the hit is what the database holds now, with every post that committed though its client
    // hung up (how many do depends on how far each got: on PostgreSQL often none).
    const stored = await ctx.db
      .select({ id: posts.id })
      .from(posts)
      .orderBy(desc(posts.createdAt), desc(posts.id));
    const hit = await read();
    expect(hit.body.data.map((p: { _id: string }) => p._id)).toEqual(stored.slice(0, 50).map((p) => p.id));
  });
});

describe('read cache beside a body that never arrives', () => {
  // A client that sends part of a write's body and then nothing has not reached any write: the
  // cache must stay on for everyone else meanwhile.
  it('keeps answering hits while a POST sits with half its body sent', async () => {
    if (!ctx.app.server.listening) await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = ctx.app.server.address() as AddressInfo;
    const url = '/api/getAllJobs?limit=5';
    await call(ctx, 'GET', url);
    expect((await call(ctx, 'GET', url)).headers['x-read-cache']).toBe('hit');
    const stalled = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/signin',
      headers: { 'content-type': 'application/json', 'content-length': 100_000 },
    });
    stalled.on('error', () => {});
    stalled.write('{"useremail":"someone@example.com","userpassword":"');
    try {
      // Long enough for the request to be routed and its hooks run.
      await new Promise((r) => setTimeout(r, 300));
      for (const target of [url, '/api/feed/posts?limit=5', url]) {
        await call(ctx, 'GET', target);
        expect((await call(ctx, 'GET', target)).headers['x-read-cache']).toBe('hit');
      }
    } finally {
      stalled.destroy();
    }
  });
});

describe('pageKey', () => {
  it('keeps host and address apart', () => {
    expect(pageKey('a/b', '/c')).not.toBe(pageKey('a', '/b/c'));
    expect(pageKey('hireloop.example.com', '/jobs')).not.toBe(pageKey('hireloop.example.com/jobs', '/'));
  });
});

describe('acceptsGzip', () => {
  it('reads the Accept-Encoding header as RFC 9110 says', () => {
    expect(acceptsGzip('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsGzip('br;q=1.0, GZIP;q=0.5')).toBe(true);
    expect(acceptsGzip('x-gzip')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip(['deflate', 'gzip'])).toBe(true);
    expect(acceptsGzip(undefined)).toBe(false);
    expect(acceptsGzip('')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip('br, deflate')).toBe(false);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('*, gzip;q=0')).toBe(false);
    expect(acceptsGzip('*;q=0')).toBe(false);
  });
});

describe('snapshotReader', () => {
  it('joins callers to the next read, never to one already running', async () => {
    let reads = 0;
    const releases: Array<() => void> = [];
    const current = snapshotReader(
      () =>
        new Promise<string>((resolve) => {
          const n = ++reads;
          releases.push(() => resolve(`v${n}`));
        }),
    );
    const a = current();
    await Promise.resolve();
    await Promise.resolve();
    expect(reads).toBe(1); // a's read is running
    const b = current(); // arrives during a's read: waits for the next one
    const c = current(); // joins b
    expect(b).toBe(c);
    releases[0]?.();
    expect(await a).toBe('v1');
    await new Promise((r) => setTimeout(r, 0));
    expect(reads).toBe(2);
    releases[1]?.();
    expect(await b).toBe('v2');
    expect(await c).toBe('v2');
  });
});
