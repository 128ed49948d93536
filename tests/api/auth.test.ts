import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { googleIdToken } from './firebase-emulator.ts';
import { call, createTestContext, type TestContext } from './harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const signup = (body: unknown) => call(ctx, 'POST', '/api/signup', { body });
const signin = (body: unknown) => call(ctx, 'POST', '/api/signin', { body });

describe('sign-up', () => {
  it('registers a new user and answers 201', async () => {
    const res = await signup({
      username: 'Ada',
      useremail: 'ada@example.com',
      userpassword: 'correct horse',
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true, message: 'Registration successful' });
  });

  it('refuses a taken email, whatever its case, with 409', async () => {
    const res = await signup({
      username: 'Ada 2',
      useremail: 'ADA@Example.com',
      userpassword: 'another one',
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ success: false, message: 'An account with this email already exists' });
  });

  it.each([
    [{ useremail: 'x@example.com', userpassword: 'longenough' }, 'Name is required'],
    [{ username: 'X', userpassword: 'longenough' }, 'Email is required'],
    [
      { username: 'X', useremail: 'not-an-email', userpassword: 'longenough' },
      'Please enter a valid email address',
    ],
    [
      { username: 'X', useremail: 'x@example.com', userpassword: 'short' },
      'Password must be at least 8 characters',
    ],
    [{ username: 'X', useremail: 'x@example.com' }, 'Password is required'],
    [{ username: '   ', useremail: 'x@example.com', userpassword: 'longenough' }, 'Name is required'],
    [
      { username: 'X'.repeat(101), useremail: 'x@example.com', userpassword: 'longenough' },
      'Name must be at most 100 characters',
    ],
  ])('answers 400 with a clear message for %j', async (body, message) => {
    const res = await signup(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message });
  });

  it('ignores unknown fields: a sign-up cannot choose its own role', async () => {
    const res = await signup({
      username: 'X',
      useremail: 'x2@example.com',
      userpassword: 'longenough',
      role: 'recruiter',
    });
    expect(res.status).toBe(201);
    const session = await signin({ useremail: 'x2@example.com', userpassword: 'longenough' });
    expect(session.body.role).toBeNull();
  });

  it('answers malformed JSON and wrong types with 400', async () => {
    expect((await signup('{"username":')).status).toBe(400);
    const wrongType = await signup({ username: 5, useremail: 'y@example.com', userpassword: 'longenough' });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body).toEqual({ success: false, message: 'Name is required' });
  });
});

describe('sign-in', () => {
  it('returns the session with a token and a null role before onboarding', async () => {
    const res = await signin({ useremail: 'Ada@example.com', userpassword: 'correct horse' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      role: null,
      user: { username: 'Ada', useremail: 'ada@example.com' },
    });
    expect(typeof res.body.token).toBe('string');
  });

  it('answers a wrong password and an unknown email with the same 401', async () => {
    const wrong = await signin({ useremail: 'ada@example.com', userpassword: 'wrong password' });
    const unknown = await signin({ useremail: 'nobody@example.com', userpassword: 'whatever1' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ success: false, message: 'Invalid email or password' });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('answers missing fields and a bad email with 400', async () => {
    expect((await signin({ useremail: 'ada@example.com' })).body).toEqual({
      success: false,
      message: 'Password is required',
    });
    expect((await signin({ useremail: 'nope', userpassword: 'x' })).status).toBe(400);
    expect((await signin('not json')).status).toBe(400);
  });
});

describe('google sign-in against the Auth emulator', () => {
  it('creates the user from the verified token, not from the body', async () => {
    const idToken = await googleIdToken({ sub: 'g-1', email: 'Grace@Example.com', name: 'Grace Hopper' });
    const res = await call(ctx, 'POST', '/api/google-auth', {
      body: { username: 'Mallory', useremail: 'mallory@example.com', image: null, idToken },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      role: null,
      user: { username: 'Grace Hopper', useremail: 'grace@example.com' },
    });
  });

  it('signs the same Google account into the same user again', async () => {
    const idToken = await googleIdToken({ sub: 'g-1', email: 'grace@example.com', name: 'Grace Hopper' });
    const first = await call(ctx, 'POST', '/api/google-auth', { body: { idToken } });
    const again = await call(ctx, 'POST', '/api/google-auth', { body: { idToken } });
    expect(again.body.user._id).toBe(first.body.user._id);
  });

  it('refuses a token that does not verify with 401', async () => {
    const res = await call(ctx, 'POST', '/api/google-auth', {
      body: { username: 'Eve', useremail: 'eve@example.com', idToken: 'not.a.token' },
    });
    expect(res.status).toBe(401);
    expect(res.body.success).toBe(false);
  });

  it('requires the ID token', async () => {
    const res = await call(ctx, 'POST', '/api/google-auth', {
      body: { username: 'Eve', useremail: 'eve@example.com' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message: 'idToken is required' });
  });
});

describe('tokens and the rest of the API surface', () => {
  it('answers unknown API paths with a JSON 404', async () => {
    const res = await call(ctx, 'GET', '/api/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body.success).toBe(false);
  });

  it('reports health once migrated', async () => {
    const res = await call(ctx, 'GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
  });

  it('rate-limits sign-in per IP with 429 and a clear message', async () => {
    const limited = await createTestContext({ env: { RATE_LIMIT_AUTH_PER_MINUTE: '3' } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        statuses.push(
          (await call(limited, 'POST', '/api/signin', { body: { useremail: 'a@b.co', userpassword: 'x' } }))
            .status,
        );
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
      const res = await call(limited, 'POST', '/api/signin', {
        body: { useremail: 'a@b.co', userpassword: 'x' },
      });
      expect(res.body.success).toBe(false);
      expect(res.body.message).toMatch(/Too many attempts/);
    } finally {
      await limited.close();
    }
  });
});
