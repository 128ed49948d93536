// The unsubscribe link of a non-essential email (RFC 8058): a mail client's one-click POST and the
// page's form both turn that one kind's email off, with no sign-in; a link that this server did not
// sign for that account (changed, cut, made up, another server's) or whose account is gone is
// refused with a message, and changes nothing. A GET never unsubscribes.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../../server/db/schema.ts';
import { emailAllowed } from '../../server/delivery/preferences.ts';
import {
  unsubscribeHeaders,
  unsubscribeToken,
  unsubscribeUrl,
} from '../../server/delivery/mail/unsubscribe.ts';
import { fingerprint } from './db-fingerprint.ts';
import { createTestContext, makeUser, type TestContext } from './harness.ts';
import { eq } from 'drizzle-orm';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ env: { PUBLIC_ORIGIN: 'https://hireloop.example.com' } });
});
afterAll(() => ctx.close());

const oneClick = 'List-Unsubscribe=One-Click';
const form = 'application/x-www-form-urlencoded';
const html = 'text/html,application/xhtml+xml';

function post(path: string, payload = oneClick, headers: Record<string, string> = {}) {
  return ctx.app.inject({
    method: 'POST',
    url: path,
    payload,
    headers: { 'content-type': form, ...headers },
  });
}
const get = (path: string, accept = html) =>
  ctx.app.inject({ method: 'GET', url: path, headers: { accept } });
const linkOf = (userId: string, kind: Parameters<typeof unsubscribeToken>[2]) =>
  `/unsubscribe?token=${encodeURIComponent(unsubscribeToken(ctx.app.config, userId, kind))}`;

describe('the unsubscribe link', () => {
  it('is an https link to PUBLIC_ORIGIN in both RFC 8058 headers', async () => {
    const user = await makeUser(ctx, 'recruiter');
    const headers = unsubscribeHeaders(ctx.app.config, user.id, 'applicants');
    const link = unsubscribeUrl(ctx.app.config, user.id, 'applicants');
    expect(link.startsWith('https://hireloop.example.com/unsubscribe?token=')).toBe(true);
    expect(headers).toEqual({ 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': oneClick });
  });

  it("unsubscribes by a mail client's one-click POST, that kind only, without signing in", async () => {
    const user = await makeUser(ctx, 'recruiter');
    const res = await post(linkOf(user.id, 'applicants'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'You will no longer get emails about new applicants to your jobs.',
    });
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(await emailAllowed(ctx.db, user.id, 'applicants')).toBe(false);
    expect(await emailAllowed(ctx.db, user.id, 'messages')).toBe(true);
    // Twice is the same as once.
    expect((await post(linkOf(user.id, 'applicants'))).statusCode).toBe(200);
  });

  it('never expires: a link mailed years ago still unsubscribes', async () => {
    const user = await makeUser(ctx, 'candidate');
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2021-03-01T09:00:00Z') });
    let old: string;
    try {
      old = linkOf(user.id, 'messages');
    } finally {
      vi.useRealTimers();
    }
    expect((await post(old)).statusCode).toBe(200);
    expect(await emailAllowed(ctx.db, user.id, 'messages')).toBe(false);
  });

  it('takes the one-click body as multipart/form-data too', async () => {
    const user = await makeUser(ctx, 'candidate');
    const boundary = 'hireloopboundary';
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`;
    const res = await post(linkOf(user.id, 'job-alerts'), body, {
      'content-type': `multipart/form-data; boundary=${boundary}`,
    });
    expect(res.statusCode).toBe(200);
    expect(await emailAllowed(ctx.db, user.id, 'job-alerts')).toBe(false);
  });

  it('opens a page that changes nothing, whose form unsubscribes and says so', async () => {
    const user = await makeUser(ctx, 'candidate');
    const link = linkOf(user.id, 'decisions');
    const page = await get(link);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.body).toContain('decisions and stage changes on your applications');
    expect(page.body).not.toContain('<script');
    const action = /<form method="post" action="([^"]+)"/.exec(page.body)?.[1]?.replaceAll('&#38;', '&');
    expect(action).toBe(link);
    expect(await emailAllowed(ctx.db, user.id, 'decisions')).toBe(true);

    const done = await post(action!, oneClick, { accept: html });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('You are unsubscribed');
    expect(await emailAllowed(ctx.db, user.id, 'decisions')).toBe(false);
    // Opened again, the page says it is done and offers no button.
    const again = await get(link);
    expect(again.body).toContain('You no longer get emails about decisions');
    expect(again.body).not.toContain('<form');
  });

  it('refuses a changed, cut, made-up or foreign link, or a gone account, and changes nothing', async () => {
    const user = await makeUser(ctx, 'recruiter');
    const other = await makeUser(ctx, 'recruiter');
    const token = unsubscribeToken(ctx.app.config, user.id, 'applicants');
    const [, , mac = ''] = token.split('.');
    const flipped = `${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`;
    const foreignServer = await createTestContext();
    const foreign = unsubscribeToken(foreignServer.app.config, user.id, 'applicants');
    await foreignServer.close();
    const bad = [
      `${user.id}.applicants.${flipped}`, // a changed signature
      token.slice(0, -3), // cut short
      token.slice(0, 40),
      `${other.id}.applicants.${mac}`, // another account's id on this one's signature
      `${user.id}.job-alerts.${mac}`, // another kind
      foreign, // signed by another server
      `${user.id}.applicants.${mac}.extra`,
      `${user.id}.applicants.${mac}==`,
      'garbage',
      '',
      'x'.repeat(5000),
    ];
    const before = await fingerprint(ctx);
    for (const t of bad) {
      const path = `/unsubscribe?token=${encodeURIComponent(t)}`;
      const res = await post(path);
      expect([t, res.statusCode, res.json()]).toEqual([
        t,
        400,
        { success: false, message: 'This unsubscribe link is not valid: nothing was changed' },
      ]);
      const page = await post(path, oneClick, { accept: html });
      expect([t, page.statusCode, page.body.includes('This unsubscribe link does not work')]).toEqual([
        t,
        400,
        true,
      ]);
      expect((await get(path)).statusCode).toBe(400);
    }
    expect((await post('/unsubscribe')).statusCode).toBe(400);
    expect((await post(`/unsubscribe?token=${token}&token=${token}`)).statusCode).toBe(400);
    expect(await fingerprint(ctx)).toEqual(before);

    const gone = await makeUser(ctx, 'candidate');
    const goneLink = linkOf(gone.id, 'decisions');
    await ctx.db.delete(users).where(eq(users.id, gone.id));
    const res = await post(goneLink);
    expect([res.statusCode, res.json()]).toEqual([
      410,
      { success: false, message: 'The account of this unsubscribe link no longer exists' },
    ]);
    expect((await get(goneLink)).body).toContain('This account no longer exists');
    expect(await fingerprint(ctx)).toEqual(before);
    expect(await emailAllowed(ctx.db, user.id, 'applicants')).toBe(true);
  });

  it('takes only the one-click form: another body or type is refused and changes nothing', async () => {
    const user = await makeUser(ctx, 'candidate');
    const link = linkOf(user.id, 'decisions');
    const refusals: Array<[string, string, number]> = [
      ['', form, 400],
      ['List-Unsubscribe=Yes', form, 400],
      ['other=1', form, 400],
      ['{"List-Unsubscribe":"One-Click"}', 'application/json', 415],
      [oneClick, 'text/plain', 415],
      [`List-Unsubscribe=One-Click&pad=${'x'.repeat(20_000)}`, form, 413],
      ['--b\r\nbroken', 'multipart/form-data; boundary=b', 400],
    ];
    for (const [payload, type, status] of refusals) {
      const res = await post(link, payload, { 'content-type': type });
      expect([payload.slice(0, 40), type, res.statusCode, res.json()]).toEqual([
        payload.slice(0, 40),
        type,
        status,
        { success: false, message: expect.stringMatching(/\S/) },
      ]);
    }
    expect(await emailAllowed(ctx.db, user.id, 'decisions')).toBe(true);
  });
});
