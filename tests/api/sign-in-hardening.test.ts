// Google sign-in accepts only a verified Google identity (never an
// email/password or custom token carrying someone's email), its name and photo are checked like
// other profile writes, and logout ends the session on the server.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema.ts';
import { customIdTokenWithEmail, googleIdToken, passwordIdToken } from './firebase-emulator.ts';
import { call, createTestContext, makeUser, type TestContext } from './harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const googleAuth = (idToken: string) => call(ctx, 'POST', '/api/google-auth', { body: { idToken } });

async function ana() {
  const useremail = `ana-${Math.random().toString(36).slice(2, 8)}@candidate.example.com`;
  const signup = await call(ctx, 'POST', '/api/signup', {
    body: { username: 'Ana', useremail, userpassword: 'ana-password-1' },
  });
  expect(signup.status).toBe(201);
  return useremail;
}

describe('Google sign-in takes over no account', () => {
  it('refuses an email/password Firebase token carrying an existing email with 401', async () => {
    const email = await ana();
    const res = await googleAuth(await passwordIdToken(email));
    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      success: false,
      message: 'Google sign-in could not be verified, please try again',
    });
    // Not linked to the attacker's Firebase uid: Ana's own Google sign-in still works.
    const [row] = await ctx.db.select().from(users).where(eq(users.email, email));
    expect(row?.firebaseUid).toBeNull();
    const own = await googleAuth(await googleIdToken({ sub: `g-${email}`, email, name: 'Ana' }));
    expect(own.status).toBe(200);
    expect(own.body.user.useremail).toBe(email);
  });

  it('refuses a custom token whose account was given an existing email with 401', async () => {
    const email = await ana();
    const attacker = await makeUser(ctx, 'candidate');
    const custom = await call(ctx, 'POST', '/api/firebase-token', { token: attacker.token });
    expect(custom.status).toBe(200);
    const res = await googleAuth(await customIdTokenWithEmail(custom.body.token, email));
    expect(res.status).toBe(401);
  });
});

describe('Google sign-in checks the name and photo like the other profile writes', () => {
  const newEmail = () => `g-${Math.random().toString(36).slice(2, 8)}@example.com`;

  it('stores no blank or over-long name and no javascript: picture', async () => {
    const blankEmail = newEmail();
    const blank = await googleAuth(
      await googleIdToken({
        sub: `g-${blankEmail}`,
        email: blankEmail,
        name: '   ',
        picture: 'javascript:alert(1)',
      }),
    );
    expect(blank.status).toBe(200);
    expect(blank.body.user.username).toBe(blankEmail.split('@')[0]);
    expect(blank.body.user.image).toBeNull();

    const longEmail = newEmail();
    const long = await googleAuth(
      await googleIdToken({ sub: `g-${longEmail}`, email: longEmail, name: 'N'.repeat(193) }),
    );
    expect(long.status).toBe(200);
    expect(long.body.user.username.length).toBeLessThanOrEqual(100);
  });

  it('keeps a real name and an https picture', async () => {
    const email = newEmail();
    const picture = 'https://lh3.googleusercontent.com/a/photo.jpg';
    const res = await googleAuth(await googleIdToken({ sub: `g-${email}`, email, name: ' Grace ', picture }));
    expect(res.body.user).toMatchObject({ username: 'Grace', image: picture });
  });
});

describe('logout ends the session on the server', () => {
  it('POST /api/signout: the token of this device answers 401, the other device stays signed in', async () => {
    const email = await ana();
    const signin = () =>
      call(ctx, 'POST', '/api/signin', { body: { useremail: email, userpassword: 'ana-password-1' } });
    const phone = (await signin()).body.token as string;
    const laptop = (await signin()).body.token as string;
    expect((await call(ctx, 'GET', '/api/candidate/Account', { token: phone })).status).toBe(200);

    const out = await call(ctx, 'POST', '/api/signout', { token: phone });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ success: true, message: 'Logged out' });
    const signedOut = await call(ctx, 'GET', '/api/candidate/Account', { token: phone });
    expect(signedOut.status).toBe(401);
    expect(signedOut.body.success).toBe(false);
    expect((await call(ctx, 'GET', '/api/candidate/Account', { token: laptop })).status).toBe(200);
    // Signing in again gives a working session.
    const again = (await signin()).body.token as string;
    expect((await call(ctx, 'GET', '/api/candidate/Account', { token: again })).status).toBe(200);
  });

  it('answers 401 without a session', async () => {
    expect((await call(ctx, 'POST', '/api/signout')).status).toBe(401);
  });
});
