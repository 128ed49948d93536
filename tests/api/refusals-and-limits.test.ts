// Requests at the edges: refusals made by the framework keep the error shape and the headers, an
// aborted request is the client's doing, TRUST_PROXY refuses `true`, an Idempotency-Key replays only
// the same write, per-account write limits, and messages built from input are capped.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { call, createTestContext, type TestContext } from './harness.ts';
import { jobBody, makeCandidate, makeRecruiter, newKey, postJob } from './jobs-fixtures.ts';

/** Sends raw bytes to a listening app and returns what came back before the socket closed. */
function rawRequest(port: number, bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(bytes));
    let answer = '';
    socket.on('data', (d) => {
      answer += d.toString('utf8');
    });
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

function parseRaw(answer: string) {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(
    lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
  );
  return { status: Number(statusLine.split(' ')[1]), headers, body: JSON.parse(body) };
}

const expectOurShape = (res: { headers: Record<string, unknown>; body: unknown }) => {
  expect(res.body).toEqual({ success: false, message: expect.any(String) });
  expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  expect(res.headers['x-content-type-options']).toBe('nosniff');
};

describe('framework-level refusals keep the error shape and the security headers', () => {
  let ctx: TestContext;
  let port: number;
  beforeAll(async () => {
    const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hireloop-static-'));
    fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>Hireloop</title>');
    fs.mkdirSync(path.join(staticDir, 'assets'));
    fs.writeFileSync(path.join(staticDir, 'assets', 'app.js'), 'console.log(1)');
    ctx = await createTestContext({ env: { STATIC_DIR: staticDir } });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    port = (ctx.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => ctx.close());

  it('431 for a query string too long for the headers', async () => {
    const res = parseRaw(
      await rawRequest(port, `GET /api/getAllJobs?q=${'x'.repeat(20_000)} HTTP/1.1\r\nHost: a\r\n\r\n`),
    );
    expect(res.status).toBe(431);
    expectOurShape(res);
  });

  it('400 for a request the HTTP parser refuses', async () => {
    const res = parseRaw(await rawRequest(port, 'GET /api/ping HTTP/1.1\r\nHost: a\r\nBad Header\r\n\r\n'));
    expect(res.status).toBe(400);
    expectOurShape(res);
  });

  it('with exactly the security headers of every other answer', async () => {
    const normal = await call(ctx, 'GET', '/api/ping');
    const refused = parseRaw(
      await rawRequest(port, 'GET /api/ping HTTP/1.1\r\nHost: a\r\nBad Header\r\n\r\n'),
    );
    const security = (h: Record<string, unknown>) =>
      Object.fromEntries(
        Object.entries(h).filter(([name]) =>
          /^(content-security-policy|strict-transport-security|x-|cross-origin-|referrer-policy|origin-agent-cluster)/.test(
            name,
          ),
        ),
      );
    expect(Object.keys(security(normal.headers)).length).toBeGreaterThanOrEqual(8);
    expect(security(refused.headers)).toEqual(security(normal.headers));
  });

  it('414 for an over-long address parameter', async () => {
    const res = await call(ctx, 'POST', `/api/candidate/applyjob/${'a'.repeat(200)}`);
    expect(res.status).toBe(414);
    expectOurShape(res);
  });

  it('a directory of the static files is no file: a 404 in our shape, never a listing', async () => {
    for (const url of ['/assets/', '/a//b']) {
      const res = await call(ctx, 'GET', url);
      expect([url, res.status]).toEqual([url, 404]);
      expectOurShape(res);
    }
    expect((await call(ctx, 'GET', '/assets/app.js')).status).toBe(200);
  });
});

describe('an aborted request is a client event, never "database unavailable"', () => {
  it('logs a client closing its socket mid-body below error level, without the 503 path', async () => {
    const lines: string[] = [];
    const ctx = await createTestContext({
      env: { LOG_LEVEL: 'info' },
      logStream: { write: (line) => void lines.push(line) },
    });
    try {
      await ctx.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = ctx.app.server.address() as net.AddressInfo;
      await new Promise<void>((resolve) => {
        const socket = net.connect(port, '127.0.0.1', () => {
          socket.write(
            'POST /api/signin HTTP/1.1\r\nHost: a\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"useremail":',
          );
          setTimeout(() => socket.destroy(), 200);
        });
        socket.on('close', () => resolve());
      });
      await new Promise((r) => setTimeout(r, 500));
      const entries = lines.map((l) => JSON.parse(l) as { level: number; msg: string });
      expect(entries.some((e) => e.msg === 'client closed the connection before its request arrived')).toBe(
        true,
      );
      expect(entries.filter((e) => e.level >= 50 || /database/i.test(e.msg))).toEqual([]);
    } finally {
      await ctx.close();
    }
  });
});

describe('TRUST_PROXY', () => {
  it('refuses `true` (any client could then pick its own address) and says what to use', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: .*number of proxy hops/);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toEqual(['10.0.0.0/8']);
  });
});

describe('writes with an Idempotency-Key and per-account write limits', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ env: { RATE_LIMIT_WRITES_PER_MINUTE: '3' } });
  });
  afterAll(() => ctx.close());

  it('the same key with a different body answers 422; with the same body it replays', async () => {
    const recruiter = await makeRecruiter(ctx);
    const key = newKey();
    const post = (content: string) =>
      call(ctx, 'POST', '/api/feed/post', {
        token: recruiter.token,
        body: { content },
        headers: { 'idempotency-key': key },
      });
    const first = await post('We are hiring');
    expect(first.status).toBe(201);
    const other = await post('Something else entirely');
    expect(other.status).toBe(422);
    expect(other.body).toEqual({
      success: false,
      message: 'This Idempotency-Key was already used with a different request body',
    });
    const replay = await post('We are hiring');
    expect(replay.status).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body.data._id).toBe(first.body.data._id);
  });

  it('the same key on an apply with another note answers 422', async () => {
    const job = await postJob(ctx, await makeRecruiter(ctx));
    const candidate = await makeCandidate(ctx);
    const key = newKey();
    const apply = (Note: string) =>
      call(ctx, 'POST', `/api/candidate/applyjob/${job._id}`, {
        token: candidate.token,
        body: { Note },
        headers: { 'idempotency-key': key },
      });
    expect((await apply('first note')).status).toBe(201);
    expect((await apply('another note')).status).toBe(422);
    expect((await apply('first note')).status).toBe(201);
  });

  const limited = (statuses: number[], ok: number) => expect(statuses).toEqual([ok, ok, ok, 429]);
  const tooMany = {
    success: false,
    message: expect.stringMatching(/^Too many attempts, please wait \d+ seconds/),
  };

  it('feed posts: a burst across a minute passes no more than 3 in any minute', async () => {
    const a = await makeRecruiter(ctx);
    const post = async () =>
      (await call(ctx, 'POST', '/api/feed/post', { token: a.token, body: { content: 'Hi' } })).status;
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    try {
      expect(await post()).toBe(201);
      vi.setSystemTime(start + 59_000);
      expect([await post(), await post(), await post()]).toEqual([201, 201, 429]);
      // A fixed window opened by the first post would start over here and let three more through.
      vi.setSystemTime(start + 60_001);
      expect([await post(), await post()]).toEqual([201, 429]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('feed posts: a 4th in a minute is 429 for that account only', async () => {
    const [a, b] = [await makeRecruiter(ctx), await makeRecruiter(ctx)];
    const post = (token: string) => call(ctx, 'POST', '/api/feed/post', { token, body: { content: 'Hi' } });
    const results = [await post(a.token), await post(a.token), await post(a.token), await post(a.token)];
    limited(
      results.map((r) => r.status),
      201,
    );
    expect(results[3]?.body).toEqual(tooMany);
    expect((await post(b.token)).status).toBe(201);
  });

  it('file tokens: a 4th in a minute is 429', async () => {
    const user = await makeCandidate(ctx);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await call(ctx, 'POST', '/api/firebase-token', { token: user.token })).status);
    limited(statuses, 200);
  });

  it('applies and decisions: a 4th in a minute is 429', async () => {
    const recruiter = await makeRecruiter(ctx);
    const candidate = await makeCandidate(ctx);
    // Job posts have their own limit of three a minute, so a second recruiter posts the fourth.
    const jobs = [];
    for (let i = 0; i < 3; i++) jobs.push(await postJob(ctx, recruiter));
    jobs.push(await postJob(ctx, await makeRecruiter(ctx)));
    const applies = [];
    for (const job of jobs)
      applies.push(await call(ctx, 'POST', `/api/candidate/applyjob/${job._id}`, { token: candidate.token }));
    limited(
      applies.map((r) => r.status),
      201,
    );
    // Three more candidates apply to the first job so the recruiter has four decisions to make.
    const ids = [applies[0]?.body.data._id as string];
    for (let i = 0; i < 3; i++) {
      const other = await makeCandidate(ctx);
      ids.push(
        (await call(ctx, 'POST', `/api/candidate/applyjob/${jobs[0]?._id}`, { token: other.token })).body.data
          ._id,
      );
    }
    const decisions = [];
    for (const id of ids)
      decisions.push(
        (await call(ctx, 'PUT', `/api/recruiter/acceptJob/${id}`, { token: recruiter.token })).status,
      );
    limited(decisions, 200);
  });
});

describe('messages built from input are capped', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('an unknown path of 5,000 characters is not echoed whole', async () => {
    const res = await call(ctx, 'GET', `/api/${'z'.repeat(5000)}`);
    expect(res.status).toBe(404);
    expect(res.body.message.length).toBeLessThanOrEqual(200);
  });

  it('a body with 15,000 extra keys gets a short answer', async () => {
    const extra = Object.fromEntries(Array.from({ length: 15_000 }, (_, i) => [`k${i}`, 0]));
    const body = { useremail: 'nobody@example.com', userpassword: 'long enough', ...extra };
    const res = await call(ctx, 'POST', '/api/signin', { body });
    expect(res.status).toBeLessThan(500);
    expect(JSON.stringify(res.body).length).toBeLessThan(1000);
  });

  it('a message naming a long key is capped', async () => {
    const recruiter = await makeRecruiter(ctx);
    const res = await call(ctx, 'POST', '/api/postjob', {
      token: recruiter.token,
      body: { ...jobBody(), [`${'k'.repeat(3000)}`]: 1 },
    });
    expect(res.status).toBeLessThan(500);
    expect(JSON.stringify(res.body).length).toBeLessThan(1000);
  });
});
