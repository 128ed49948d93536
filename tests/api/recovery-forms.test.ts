// The forgot, reset and verify forms posted before the app starts: the next page, or the same page
// with an error code (never a text); a form from another site is refused.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { linkToken, mailsTo, signedUp } from './account-recovery-fixtures.ts';
import { call, createTestContext, type TestContext } from './harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const sameSite = { 'sec-fetch-site': 'same-origin' };
const post = (url: string, fields: Record<string, string>, headers: Record<string, string> = sameSite) =>
  ctx.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(fields).toString(),
  });

function redirect(res: { statusCode: number; headers: Record<string, unknown> }) {
  expect(res.statusCode).toBe(303);
  const url = new URL(String(res.headers.location), 'http://localhost');
  return { page: url.pathname, query: Object.fromEntries(url.searchParams) };
}

async function resetLink() {
  const a = await signedUp(ctx);
  expect(redirect(await post('/forgot-password', { useremail: a.useremail }))).toEqual({
    page: '/forgot-password',
    query: { sent: '1' },
  });
  await vi.waitFor(async () => expect(await mailsTo(ctx, a.useremail, 'reset')).toHaveLength(1));
  return { ...a, link: await linkToken(ctx, a.useremail, 'reset') };
}

describe('forms before the app starts', () => {
  it('forgot: the same next page for an unknown email; a bad one comes back with a code', async () => {
    expect(redirect(await post('/forgot-password', { useremail: 'nobody-here@example.com' })).query).toEqual({
      sent: '1',
    });
    expect(redirect(await post('/forgot-password', { useremail: 'not an email' })).query).toEqual({
      error: 'email',
    });
  });

  it('reset: a short password, then success with the session cookie, then the used link', async () => {
    const a = await resetLink();
    expect(redirect(await post('/reset-password', { token: a.link, userpassword: 'short' })).query).toEqual({
      token: a.link,
      error: 'short',
    });
    const done = await post('/reset-password', { token: a.link, userpassword: 'a-brand-new-password' });
    expect(redirect(done).page).toBe('/onboard');
    const cookie = String(done.headers['set-cookie']);
    expect(cookie).toMatch(/^hireloop=/);
    const session = JSON.parse(decodeURIComponent(cookie.split(';')[0]!.slice('hireloop='.length)));
    expect((await call(ctx, 'GET', '/api/account/sessions', { token: session.token })).status).toBe(200);
    expect((await call(ctx, 'GET', '/api/account/sessions', { token: a.token })).status).toBe(401);
    expect(
      redirect(await post('/reset-password', { token: a.link, userpassword: 'another-password' })).query,
    ).toEqual({
      token: a.link,
      error: 'used',
    });
  });

  it('reset and verify: a cut-short or missing token says unknown, never echoing free text', async () => {
    const a = await resetLink();
    const cut = redirect(
      await post('/reset-password', { token: a.link.slice(0, 20), userpassword: 'long-enough-1' }),
    );
    expect(cut.query.error).toBe('unknown');
    expect(redirect(await post('/verify-email', {})).query).toEqual({ error: 'unknown' });
    const text = redirect(await post('/verify-email', { token: 'Call +1 555 0100 to unlock' }));
    expect(text.query.error).toBe('unknown');
  });

  it('verify: confirms the address, then says the link was used', async () => {
    const a = await signedUp(ctx);
    const link = await linkToken(ctx, a.useremail, 'verify');
    expect(redirect(await post('/verify-email', { token: link }))).toEqual({
      page: '/verify-email',
      query: { done: '1' },
    });
    expect((await call(ctx, 'GET', '/api/account/email-status', { token: a.token })).body.data.verified).toBe(
      true,
    );
    expect(redirect(await post('/verify-email', { token: link })).query.error).toBe('used');
  });

  it('refuses a form posted from another site', async () => {
    const a = await resetLink();
    const res = await post(
      '/reset-password',
      { token: a.link, userpassword: 'attacker-chosen-1' },
      { 'sec-fetch-site': 'cross-site' },
    );
    expect(res.statusCode).toBe(403);
    expect((await call(ctx, 'GET', '/api/account/sessions', { token: a.token })).status).toBe(200);
  });
});
