// Abuse: the auth calls are rate limited per IP and per account; security headers and an explicit
// CORS policy on every answer; tokens and passwords never reach the log, on success or on error.
import { createECDH, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse as LightResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { googleIdToken } from './firebase-emulator.ts';
import { call, createTestContext, makeUser, type TestContext } from './harness.ts';
import { jobBody, makeCandidate, makeRecruiter, postJob as postJobAs } from './jobs-fixtures.ts';

const rand = () => randomBytes(4).toString('hex');
const from = (
  ctx: TestContext,
  ip: string,
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
) =>
  ctx.app
    .inject({ method: 'POST', url, remoteAddress: ip, headers, payload: body as object })
    .then((r) => ({ status: r.statusCode, body: r.json() }));

describe('per-account limits (10 per 15 minutes by default; 3 here)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ env: { RATE_LIMIT_ACCOUNT_PER_15_MINUTES: '3' } });
  });
  afterAll(() => ctx.close());

  async function account() {
    const useremail = `limited-${rand()}@example.com`;
    const userpassword = `pw-${rand()}-${rand()}`;
    expect(
      (await from(ctx, '10.0.0.1', '/api/signup', { username: 'L', useremail, userpassword })).status,
    ).toBe(201);
    return { useremail, userpassword };
  }

  it('locks sign-in after 3 failures for one email from one address, even with the right password', async () => {
    const { useremail, userpassword } = await account();
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      statuses.push(
        (await from(ctx, '10.1.0.1', '/api/signin', { useremail, userpassword: 'wrong' })).status,
      );
    }
    const locked = await from(ctx, '10.1.0.1', '/api/signin', {
      useremail: useremail.toUpperCase(),
      userpassword,
    });
    expect([...statuses, locked.status]).toEqual([401, 401, 401, 429]);
    expect(locked.body).toEqual({
      success: false,
      message: 'Too many attempts for this account, please wait 15 minutes and try again',
    });
    // Another account is not affected.
    const other = await account();
    expect((await from(ctx, '10.1.0.1', '/api/signin', other)).status).toBe(200);
  });

  it('a stranger failing on purpose locks out no one: the owner gets in from another address, slowed down', async () => {
    const { useremail, userpassword } = await account();
    for (let i = 0; i < 4; i++) {
      // Many addresses too: the per-email count only slows sign-in down, it never refuses.
      const ip = `10.6.${i}.1`;
      expect((await from(ctx, ip, '/api/signin', { useremail, userpassword: 'wrong' })).status).toBe(401);
      expect((await from(ctx, ip, '/api/signin', { useremail, userpassword: 'wrong' })).status).toBe(401);
    }
    const started = Date.now();
    const owner = await from(ctx, '10.7.0.1', '/api/signin', { useremail, userpassword });
    expect(owner.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
  }, 60_000);

  it('counts failures only: a successful sign-in starts the count again', async () => {
    const { useremail, userpassword } = await account();
    const attempt = (password: string) =>
      from(ctx, '10.2.0.1', '/api/signin', { useremail, userpassword: password }).then((r) => r.status);
    const statuses = [
      await attempt('wrong'),
      await attempt('wrong'),
      await attempt(userpassword),
      await attempt('wrong'),
      await attempt('wrong'),
      await attempt(userpassword),
    ];
    expect(statuses).toEqual([401, 401, 200, 401, 401, 200]);
  });

  it('limits unknown emails the same way (no hint whether an account exists)', async () => {
    const useremail = `nobody-${rand()}@example.com`;
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await from(ctx, '10.3.0.1', '/api/signin', { useremail, userpassword: 'x' })).status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('limits sign-up attempts for one email', async () => {
    const useremail = `signup-${rand()}@example.com`;
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const body = { username: 'S', useremail, userpassword: 'long enough' };
      statuses.push((await from(ctx, `10.4.0.${i}`, '/api/signup', body)).status);
    }
    expect(statuses).toEqual([201, 409, 409, 429]);
  });

  it('limits Google sign-ins for one verified email', async () => {
    const email = `google-${rand()}@example.com`;
    const idToken = await googleIdToken({ sub: `g-${rand()}`, email });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await from(ctx, `10.5.0.${i}`, '/api/google-auth', { idToken })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe('per-IP limits (RATE_LIMIT_AUTH_PER_MINUTE; 2 here)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ env: { RATE_LIMIT_AUTH_PER_MINUTE: '2' } });
  });
  afterAll(() => ctx.close());

  it.each([
    ['/api/signin', () => ({ useremail: `${rand()}@example.com`, userpassword: 'x' }), 401],
    [
      '/api/signup',
      () => ({ username: 'U', useremail: `${rand()}@example.com`, userpassword: 'long enough' }),
      201,
    ],
    ['/api/google-auth', () => ({ idToken: 'not-a-token' }), 401],
  ] as const)(
    '%s: a third call in a minute from one address is 429; another address still passes',
    async (url, body, ok) => {
      const ip = `192.0.2.${Math.floor(Math.random() * 200) + 1}`;
      const statuses = [(await from(ctx, ip, url, body())).status, (await from(ctx, ip, url, body())).status];
      const third = await from(ctx, ip, url, body());
      expect([...statuses, third.status]).toEqual([ok, ok, 429]);
      expect(third.body).toEqual({
        success: false,
        message: expect.stringMatching(/^Too many attempts, please wait \d+ seconds/),
      });
      expect((await from(ctx, '198.51.100.7', url, body())).status).toBe(ok);
    },
  );
});

describe('every 429 says when to try again (Retry-After)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({
      env: {
        // Above the per-account limit, so the account's own 429 is reached from one address.
        RATE_LIMIT_AUTH_PER_MINUTE: '3',
        RATE_LIMIT_ACCOUNT_PER_15_MINUTES: '2',
        RATE_LIMIT_WRITES_PER_MINUTE: '2',
      },
    });
  });
  afterAll(() => ctx.close());

  /** The last of `count` calls, which must be a 429 with a Retry-After of 1 to `maxSeconds` seconds. */
  async function refused(count: number, send: (i: number) => Promise<LightResponse>, maxSeconds: number) {
    let last: LightResponse | undefined;
    for (let i = 0; i < count; i++) last = await send(i);
    expect(last?.statusCode).toBe(429);
    expect(last?.json()).toEqual({ success: false, message: expect.stringMatching(/^Too many attempts/) });
    const seconds = Number(last?.headers['retry-after']);
    expect(Number.isInteger(seconds)).toBe(true);
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(maxSeconds);
  }
  const post = (url: string, payload: object, extra: Partial<InjectOptions> = {}) =>
    ctx.app.inject({ method: 'POST', url, payload, ...extra });

  it('the per-address limit of the auth calls', async () => {
    const body = () => ({ useremail: `${rand()}@example.com`, userpassword: 'x' });
    await refused(4, () => post('/api/signin', body(), { remoteAddress: '192.0.2.77' }), 60);
  });

  it('the per-account limit of sign-in', async () => {
    const useremail = `retry-${rand()}@example.com`;
    const signin = () =>
      post('/api/signin', { useremail, userpassword: 'wrong' }, { remoteAddress: '10.8.0.1' });
    await refused(3, signin, 15 * 60);
  });

  it('the per-account limit of sign-up', async () => {
    const useremail = `retry-up-${rand()}@example.com`;
    const signup = (i: number) =>
      post(
        '/api/signup',
        { username: 'R', useremail, userpassword: 'long enough' },
        { remoteAddress: `10.8.1.${i}` },
      );
    await refused(3, signup, 15 * 60);
  });

  it('the per-account limit of writes', async () => {
    const user = await makeUser(ctx, 'recruiter');
    const headers = { authorization: `Bearer ${user.token}` };
    await refused(3, () => post('/api/feed/post', { content: 'Hello' }, { headers }), 60);
  });

  // Each of these can fill other people's inboxes (a job post tells every matching alert) or grow
  // the tables without end: each kind counts on its own, per account.
  it('the per-account limits of job posts, close and reopen, alerts, notifications and pushes', async () => {
    const recruiter = await makeRecruiter(ctx);
    const candidate = await makeCandidate(ctx);
    const as = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });
    const send = (method: 'PUT' | 'POST' | 'DELETE', url: string, token: string, payload?: object) =>
      ctx.app.inject({ method, url, ...(payload ? { payload } : {}), ...as(token) });
    await refused(3, () => post('/api/postjob', jobBody(), as(recruiter.token)), 60);
    const other = await makeRecruiter(ctx);
    const job = await postJobAs(ctx, other);
    await refused(3, () => send('PUT', `/api/recruiter/closeJob/${job.UrlPath}`, other.token), 60);
    await refused(3, () => send('PUT', `/api/recruiter/reopenJob/${job.UrlPath}`, other.token), 60);
    await refused(3, (i) => send('POST', '/api/candidate/alerts', candidate.token, { q: `w${i}` }), 60);
    await refused(3, () => send('PUT', '/api/notifications/read', candidate.token, { all: true }), 60);
    const endpoint = (i: number) => `https://fcm.googleapis.com/fcm/send/limit-${rand()}-${i}`;
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const keys = {
      p256dh: ecdh.getPublicKey().toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
    };
    await refused(
      3,
      (i) => send('POST', '/api/push/subscriptions', candidate.token, { endpoint: endpoint(i), keys }),
      60,
    );
    await refused(
      3,
      (i) => send('DELETE', '/api/push/subscriptions', candidate.token, { endpoint: endpoint(i) }),
      60,
    );
  });
});

describe('per-IP limits behind a load balancer', () => {
  const signin = (ctx: TestContext, forwardedFor: string) =>
    from(
      ctx,
      '10.9.9.9',
      '/api/signin',
      { useremail: `${rand()}@example.com`, userpassword: 'x' },
      {
        'x-forwarded-for': forwardedFor,
      },
    ).then((r) => r.status);

  it('counts each client behind the balancer when TRUST_PROXY says so', async () => {
    const ctx = await createTestContext({ env: { RATE_LIMIT_AUTH_PER_MINUTE: '2', TRUST_PROXY: '1' } });
    try {
      const a = [
        await signin(ctx, '203.0.113.1'),
        await signin(ctx, '203.0.113.1'),
        await signin(ctx, '203.0.113.1'),
      ];
      expect(a).toEqual([401, 401, 429]);
      expect(await signin(ctx, '203.0.113.2')).toBe(401);
    } finally {
      await ctx.close();
    }
  });

  it('ignores X-Forwarded-For by default: a forged header does not escape the limit', async () => {
    const ctx = await createTestContext({ env: { RATE_LIMIT_AUTH_PER_MINUTE: '2' } });
    try {
      const statuses = [
        await signin(ctx, '1.1.1.1'),
        await signin(ctx, '2.2.2.2'),
        await signin(ctx, '3.3.3.3'),
      ];
      expect(statuses).toEqual([401, 401, 429]);
    } finally {
      await ctx.close();
    }
  });
});

describe('security headers and CORS', () => {
  let ctx: TestContext;
  const partner = 'https://partner.example';
  beforeAll(async () => {
    ctx = await createTestContext({ env: { CORS_ORIGINS: `${partner}, https://other.example` } });
  });
  afterAll(() => ctx.close());

  it.each([
    ['GET', '/api/health', 200],
    ['GET', '/api/getjob', 401],
    ['GET', '/api/nothing-here', 404],
    ['POST', '/api/signin', 400],
  ] as const)('%s %s (%i) carries helmet headers and the CSP', async (method, url, status) => {
    const res = await ctx.app.inject({ method, url });
    expect(res.statusCode).toBe(status);
    const h = res.headers;
    const csp = String(h['content-security-policy']);
    for (const directive of [
      "default-src 'self'",
      "object-src 'none'",
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "script-src 'self'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(h['x-content-type-options']).toBe('nosniff');
    expect(h['x-frame-options']).toBe('SAMEORIGIN');
    expect(h['strict-transport-security']).toMatch(/max-age=\d+/);
    // Nothing to other sites; our own server sees where its form posts come from.
    expect(h['referrer-policy']).toBe('same-origin');
    expect(h['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(h['cross-origin-resource-policy']).toBe('same-origin');
    expect(h['x-powered-by']).toBeUndefined();
    expect(h['access-control-allow-origin']).toBeUndefined();
  });

  it('allows a listed origin (exactly that origin, never *), with its preflight', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/getAllJobs', headers: { origin: partner } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe(partner);
    expect(res.headers.vary).toMatch(/Origin/);
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    // Answered from the read cache, gzipped: Vary names all three (a visitor's public read differs
    // from a signed-in one by Authorization), none replaces another.
    const hit = await ctx.app.inject({
      method: 'GET',
      url: '/api/getAllJobs',
      headers: { origin: partner, 'accept-encoding': 'gzip' },
    });
    expect(hit.headers['x-read-cache']).toBe('hit');
    expect(hit.headers.vary).toBe('Origin, Accept-Encoding, Authorization');
    const preflight = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/api/candidate/applyjob/x',
      headers: {
        origin: partner,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type,idempotency-key',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(partner);
    expect(preflight.headers['access-control-allow-methods']).toBe('GET,POST,PUT,DELETE');
    expect(preflight.headers['access-control-allow-headers']).toBe(
      'authorization,content-type,idempotency-key',
    );
  });

  it.each(['https://evil.example', 'https://partner.example.evil.example', 'http://partner.example', 'null'])(
    'denies the origin %s: no CORS header, no preflight',
    async (origin) => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/getAllJobs', headers: { origin } });
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      const preflight = await ctx.app.inject({
        method: 'OPTIONS',
        url: '/api/feed/post',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
      expect(preflight.statusCode).not.toBe(204);
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
      expect(preflight.headers['access-control-allow-methods']).toBeUndefined();
    },
  );

  it('allows no cross-site origin at all when CORS_ORIGINS is empty (the default)', async () => {
    const plain = await createTestContext();
    try {
      const res = await plain.app.inject({
        method: 'GET',
        url: '/api/getAllJobs',
        headers: { origin: partner },
      });
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await plain.close();
    }
  });
});

describe('the log', () => {
  it('never contains a token or a password, on success or on error (LOG_LEVEL=debug: requests too)', async () => {
    const lines: string[] = [];
    const ctx = await createTestContext({
      env: { LOG_LEVEL: 'debug' },
      logStream: { write: (line) => void lines.push(line) },
    });
    const secrets: string[] = [];
    try {
      const useremail = `logged-${rand()}@example.com`;
      const userpassword = `Secret-Pass-${rand()}-${rand()}`;
      secrets.push(userpassword);
      expect(
        (await call(ctx, 'POST', '/api/signup', { body: { username: 'Log', useremail, userpassword } }))
          .status,
      ).toBe(201);
      const signin = await call(ctx, 'POST', '/api/signin', { body: { useremail, userpassword } });
      expect(signin.status).toBe(200);
      const token = signin.body.token as string;
      secrets.push(token);
      // Refusals that echo nothing back: wrong password, bad JSON around a password, bad token.
      const wrong = `Wrong-Pass-${rand()}`;
      secrets.push(wrong);
      expect(
        (await call(ctx, 'POST', '/api/signin', { body: { useremail, userpassword: wrong } })).status,
      ).toBe(401);
      expect(
        (
          await call(ctx, 'POST', '/api/signin', {
            body: `{"useremail":"${useremail}","userpassword":"${wrong}"`,
          })
        ).status,
      ).toBe(400);
      expect(
        (
          await call(ctx, 'POST', '/api/signup', {
            body: { username: 'x', useremail, userpassword: wrong, extra: token },
          })
        ).status,
      ).toBe(409); // the email is taken; the unknown field is dropped unread
      expect((await call(ctx, 'GET', '/api/getjob', { token: `${token}tampered` })).status).toBe(401);
      expect((await call(ctx, 'GET', '/api/candidate/Account', { token })).status).toBe(200);
      const idToken = await googleIdToken({ sub: `g-${rand()}`, email: `g-${rand()}@example.com` });
      secrets.push(idToken);
      const google = await call(ctx, 'POST', '/api/google-auth', { body: { idToken } });
      expect(google.status).toBe(200);
      secrets.push(google.body.token);
      const user = await makeUser(ctx, 'recruiter');
      secrets.push(user.token);
      const fb = await call(ctx, 'POST', '/api/firebase-token', { token: user.token });
      if (fb.status === 200) secrets.push(fb.body.token);
      // Errors: the users table disappears for a moment, so every call that reads it fails (500) and
      // is logged with its error.
      await ctx.db.execute(sql.raw('alter table users rename to users_gone'));
      try {
        expect((await call(ctx, 'POST', '/api/signin', { body: { useremail, userpassword } })).status).toBe(
          500,
        );
        expect(
          (
            await call(ctx, 'POST', '/api/signup', {
              body: { username: 'L', useremail: `n-${useremail}`, userpassword },
            })
          ).status,
        ).toBe(500);
        expect((await call(ctx, 'GET', '/api/getjob', { token })).status).toBe(500);
        expect((await call(ctx, 'POST', '/api/google-auth', { body: { idToken } })).status).toBe(500);
      } finally {
        await ctx.db.execute(sql.raw('alter table users_gone rename to users'));
      }
    } finally {
      await ctx.close();
    }
    const log = lines.join('');
    // The capture works: requests and the errors are there.
    expect(log).toContain('"msg":"request completed"');
    expect(log).toContain('"msg":"unexpected error"');
    expect(lines.length).toBeGreaterThan(20);
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThan(8);
      expect(log.includes(secret)).toBe(false);
      // Nor any recognisable part of it (a JWT's signature, a password's tail).
      expect(log.includes(secret.slice(-16))).toBe(false);
    }
  });
});
