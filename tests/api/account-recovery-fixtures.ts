// Accounts made through the real calls, and the links their mails carry, read from the mail outbox
// (the API tests run without SMTP_URL, so queued mails stay there with their data).
import { createECDH, randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { mailOutbox } from '../../server/db/schema.ts';
import { call, type TestContext } from './harness.ts';

export const rand = () => randomBytes(4).toString('hex');

export const phoneUa =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';
export const laptopUa = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0';

/** Signs the account in from a device named by its User-Agent; returns the token. */
export async function signInFrom(ctx: TestContext, useremail: string, userpassword: string, ua = phoneUa) {
  const res = await call(ctx, 'POST', '/api/signin', {
    body: { useremail, userpassword },
    headers: { 'user-agent': ua },
  });
  expect(res.status).toBe(200);
  return res.body.token as string;
}

/** A signed-up account with its password, signed in on a phone. */
export async function signedUp(ctx: TestContext) {
  const useremail = `acct-${rand()}@example.com`;
  const userpassword = `pw-${rand()}-${rand()}`;
  const res = await call(ctx, 'POST', '/api/signup', { body: { username: 'Acct', useremail, userpassword } });
  expect(res.status).toBe(201);
  return { useremail, userpassword, token: await signInFrom(ctx, useremail, userpassword) };
}

type Kind = 'verify' | 'reset' | 'password-changed' | 'email-change';

/** The queued mails of a kind to an address, newest first. */
export const mailsTo = (ctx: TestContext, to: string, kind: Kind) =>
  ctx.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, to), eq(mailOutbox.kind, kind)))
    .orderBy(desc(mailOutbox.createdAt));

/** The secret in the newest mail of a kind to an address (the `token` of its link). */
export async function linkToken(ctx: TestContext, to: string, kind: 'verify' | 'reset'): Promise<string> {
  const [mail] = await mailsTo(ctx, to, kind);
  const link = String(mail?.data.link ?? '');
  const token = new URL(link, 'http://x').searchParams.get('token');
  if (!token) throw new Error(`no ${kind} link mailed to ${to}`);
  return token;
}

/** A push subscription body as a browser on FCM sends it (any endpoint of FCM's is accepted). */
export function fcmSubscription() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `https://fcm.googleapis.com/fcm/send/sessions-${rand()}`,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}
