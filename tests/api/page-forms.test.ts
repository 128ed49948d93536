// The sign-in and sign-up forms posted before the app starts: refusals come back to the page as a
// code (never the text, which a link could then choose), a wait as Retry-After and its seconds,
// and a browser too old for Sec-Fetch-Site is judged by its Origin, else its Referer.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, hashQueueLimit, hashSlots } from '../../server/services/accounts/passwords.ts';
import { call, createTestContext, type TestContext } from './harness.ts';

const rand = () => randomBytes(4).toString('hex');
const ours = 'http://localhost';
const sameSite = { 'sec-fetch-site': 'same-origin' };

function post(
  ctx: TestContext,
  url: string,
  fields: Record<string, string>,
  headers = sameSite,
  ip = '10.3.0.1',
) {
  return ctx.app.inject({
    method: 'POST',
    url,
    remoteAddress: ip,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(fields).toString(),
  });
}

async function account(ctx: TestContext) {
  const useremail = `form-${rand()}@example.com`;
  const userpassword = `pw-${rand()}-${rand()}`;
  const res = await call(ctx, 'POST', '/api/signup', { body: { username: 'Form', useremail, userpassword } });
  expect(res.status).toBe(201);
  return { useremail, userpassword };
}

/** The page a refusal went back to, and its query. */
function backTo(res: { statusCode: number; headers: Record<string, unknown> }) {
  expect(res.statusCode).toBe(303);
  const url = new URL(String(res.headers.location), ours);
  return { page: url.pathname, query: Object.fromEntries(url.searchParams) };
}

describe('refusals come back as codes', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ env: { RATE_LIMIT_ACCOUNT_PER_15_MINUTES: '3' } });
  });
  afterAll(() => ctx.close());

  it('a wrong password, a taken email and bad fields, each by its code', async () => {
    const { useremail } = await account(ctx);
    const wrong = await post(ctx, '/sign-in', { useremail, userpassword: 'not-it' }, sameSite, '10.3.1.1');
    expect(backTo(wrong)).toEqual({ page: '/sign-in', query: { error: 'credentials' } });
    const taken = await post(ctx, '/sign-up', { username: 'Again', useremail, userpassword: 'long enough' });
    expect(backTo(taken)).toEqual({ page: '/sign-up', query: { error: 'taken' } });
    const cases: [Record<string, string>, string][] = [
      [{ username: 'A', useremail: 'not-an-email', userpassword: 'long enough' }, 'email-invalid'],
      [{ username: 'A', useremail: `${rand()}@example.com`, userpassword: 'short' }, 'password-short'],
      [{ username: ' ', useremail: `${rand()}@example.com`, userpassword: 'long enough' }, 'name-missing'],
      [{ useremail: `${rand()}@example.com`, userpassword: 'long enough' }, 'name-missing'],
    ];
    for (const [fields, error] of cases) {
      expect(backTo(await post(ctx, '/sign-up', fields)).query, error).toEqual({ error });
    }
    expect(backTo(await post(ctx, '/sign-in', { useremail })).query).toEqual({ error: 'password-missing' });
  });

  it('the per-account lock: 303 with Retry-After, and the seconds for the page', async () => {
    const { useremail, userpassword } = await account(ctx);
    for (let i = 0; i < 3; i++) {
      const res = await post(ctx, '/sign-in', { useremail, userpassword: 'wrong' }, sameSite, '10.3.2.1');
      expect(backTo(res).query.error).toBe('credentials');
      expect(res.headers['retry-after']).toBeUndefined();
    }
    const locked = await post(ctx, '/sign-in', { useremail, userpassword }, sameSite, '10.3.2.1');
    const { query } = backTo(locked);
    expect(query.error).toBe('locked');
    const seconds = Number(locked.headers['retry-after']);
    expect(Number.isInteger(seconds) && seconds > 14 * 60 && seconds <= 15 * 60).toBe(true);
    expect(query.retry).toBe(String(seconds));
    expect(locked.headers['set-cookie']).toBeUndefined();
  });

  it('a full hashing line: 303 with Retry-After, and the seconds for the page', async () => {
    const { useremail, userpassword } = await account(ctx);
    // Every slot and place in line taken (the line is the process's, as the app's is).
    // The line may refuse some of these fillers itself (it also caps the wait in time): it is full.
    const hashes = Array.from({ length: hashSlots + hashQueueLimit }, () =>
      hashPassword('x').catch(() => {}),
    );
    const busy = await post(ctx, '/sign-in', { useremail, userpassword }, sameSite, '10.3.3.1');
    await Promise.all(hashes);
    const { page, query } = backTo(busy);
    const seconds = Number(busy.headers['retry-after']);
    expect(Number.isInteger(seconds) && seconds >= 1).toBe(true);
    expect({ page, query }).toEqual({ page: '/sign-in', query: { error: 'busy', retry: String(seconds) } });
    expect(busy.headers['set-cookie']).toBeUndefined();
  });
});

describe('the per-address limit of the forms', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ env: { RATE_LIMIT_AUTH_PER_MINUTE: '2' } });
  });
  afterAll(() => ctx.close());

  it('goes back to the page with its code and seconds, not a JSON body', async () => {
    const fields = { useremail: `${rand()}@example.com`, userpassword: 'x' };
    for (let i = 0; i < 2; i++) await post(ctx, '/sign-in', fields, sameSite, '10.4.0.1');
    const limited = await post(ctx, '/sign-in', fields, sameSite, '10.4.0.1');
    const { page, query } = backTo(limited);
    const seconds = Number(limited.headers['retry-after']);
    expect(Number.isInteger(seconds) && seconds >= 1 && seconds <= 60).toBe(true);
    expect({ page, query }).toEqual({ page: '/sign-in', query: { error: 'rate', retry: String(seconds) } });
    // Other failures on these routes are still the app's: a body over the limit is a 413.
    const huge = await post(ctx, '/sign-up', { username: 'x'.repeat(20_000) }, sameSite, '10.4.0.2');
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ success: false, message: 'The request body is too large' });
  });
});

describe('where a form post comes from', () => {
  let ctx: TestContext;
  let user: { useremail: string; userpassword: string };
  beforeAll(async () => {
    ctx = await createTestContext();
    user = await account(ctx);
  });
  afterAll(() => ctx.close());

  const signedIn = (res: { statusCode: number; headers: Record<string, unknown> }) =>
    res.statusCode === 303 && res.headers.location === '/onboard' && Boolean(res.headers['set-cookie']);

  it('an old browser (no Sec-Fetch-Site) is judged by its Origin', async () => {
    expect(signedIn(await post(ctx, '/sign-in', user, { origin: ours } as never))).toBe(true);
    const other = await post(ctx, '/sign-in', user, {
      origin: 'https://evil.example',
      referer: `${ours}/`,
    } as never);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ success: false, message: 'Cross-site form refused' });
  });

  it('with Origin "null" or none, by a Referer from this site', async () => {
    const fromHere = { origin: 'null', referer: `${ours}/sign-in` };
    expect(signedIn(await post(ctx, '/sign-in', user, fromHere as never))).toBe(true);
    expect(signedIn(await post(ctx, '/sign-in', user, { referer: `${ours}/sign-in` } as never))).toBe(true);
    for (const headers of [
      { origin: 'null' },
      { origin: 'null', referer: 'https://evil.example/sign-in' },
      { origin: 'null', referer: 'not a url' },
      {},
    ]) {
      const res = await post(ctx, '/sign-in', user, headers as never);
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('Sec-Fetch-Site, when sent, decides', async () => {
    const res = await post(ctx, '/sign-in', user, { 'sec-fetch-site': 'cross-site', origin: ours } as never);
    expect(res.statusCode).toBe(403);
  });

  it('every answer asks browsers to send a referrer to this site only', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/getAllJobs' });
    expect(res.headers['referrer-policy']).toBe('same-origin');
  });
});

describe('signing in from a page that asked for it', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('lands back on that page, signed in; a refusal keeps it; another site is never a target', async () => {
    const { useremail, userpassword } = await account(ctx);
    const job = '/jobs/Info/some-job?from=link';
    const url = `/sign-in?${new URLSearchParams({ redirect: job })}`;
    const wrong = await post(ctx, url, { useremail, userpassword: 'not-it' }, sameSite, '10.3.9.1');
    expect(backTo(wrong)).toEqual({ page: '/sign-in', query: { redirect: job, error: 'credentials' } });

    const signedIn = await post(ctx, url, { useremail, userpassword }, sameSite, '10.3.9.2');
    expect(signedIn.statusCode).toBe(303);
    expect(signedIn.headers.location).toBe(job);
    expect(String(signedIn.headers['set-cookie'])).toContain('hireloop=');

    for (const elsewhere of ['//evil.example.com/x', '/\\evil.example.com', 'https://evil.example.com/']) {
      const res = await post(ctx, `/sign-in?${new URLSearchParams({ redirect: elsewhere })}`, {
        useremail,
        userpassword,
      });
      expect(res.headers.location, elsewhere).toBe('/onboard');
    }
  });
});
