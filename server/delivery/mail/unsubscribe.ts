// The one-click unsubscribe link of every non-essential email (RFC 8058). Its token names a user
// and a kind, signed with a key derived from the server's secret: it needs no sign-in, so it must
// be unforgeable, and it never expires (an old email's link still works, as mail clients expect).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { allPreferenceKinds, type PreferenceKind } from '../../../contract/notification-settings.ts';
import type { Config } from '../../config.ts';
import { loadJwtSecret } from '../../lib/jwt-secret.ts';

export type UnsubscribeConfig = Pick<Config, 'jwtSecret' | 'dataDir' | 'publicOrigin' | 'port'>;
export type UnsubscribeClaims = { userId: string; kind: PreferenceKind };

// Its own key, not the session key itself: a signature made here can never pass as anything else.
const keys = new Map<string, Buffer>();
function keyOf(config: UnsubscribeConfig): Buffer {
  const id = `${config.jwtSecret ?? ''}\n${config.dataDir}`;
  let key = keys.get(id);
  if (!key) {
    const secret = loadJwtSecret(config.jwtSecret, config.dataDir);
    key = createHmac('sha256', secret).update('hireloop unsubscribe key').digest();
    keys.set(id, key);
  }
  return key;
}

// 128 bits of the HMAC: as hard to forge as the whole, and a shorter link.
const MAC_BYTES = 16;
const macOf = (config: UnsubscribeConfig, userId: string, kind: PreferenceKind) =>
  createHmac('sha256', keyOf(config)).update(`${userId}|${kind}`).digest().subarray(0, MAC_BYTES);

export function unsubscribeToken(config: UnsubscribeConfig, userId: string, kind: PreferenceKind): string {
  return `${userId}.${kind}.${macOf(config, userId, kind).toString('base64url')}`;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The user and kind of a token this server signed; null for anything else (cut, changed, made up). */
export function readUnsubscribeToken(config: UnsubscribeConfig, token: string): UnsubscribeClaims | null {
  const [userId = '', kind = '', mac = '', ...rest] = token.split('.');
  if (rest.length > 0 || !uuid.test(userId)) return null;
  if (!allPreferenceKinds.includes(kind as PreferenceKind)) return null;
  const given = Buffer.from(mac, 'base64url');
  // base64url decoding skips what it cannot read: compare the text's length too.
  if (given.length !== MAC_BYTES || given.toString('base64url') !== mac) return null;
  const expected = macOf(config, userId, kind as PreferenceKind);
  return timingSafeEqual(given, expected) ? { userId, kind: kind as PreferenceKind } : null;
}

/** PUBLIC_ORIGIN; unset (a local run), this machine's own address. */
export const mailOrigin = (config: UnsubscribeConfig) =>
  config.publicOrigin ?? `http://localhost:${config.port}`;

export function unsubscribeUrl(
  config: UnsubscribeConfig,
  userId: string,
  kind: PreferenceKind,
  origin = mailOrigin(config),
): string {
  return `${origin}/unsubscribe?${new URLSearchParams({ token: unsubscribeToken(config, userId, kind) })}`;
}

/**
 * The two headers for nodemailer's `headers` option: a mail client shows its own "Unsubscribe"
 * button and, on a click, POSTs `List-Unsubscribe=One-Click` to the link, with no page to open.
 */
export function unsubscribeHeaders(
  config: UnsubscribeConfig,
  userId: string,
  kind: PreferenceKind,
  origin?: string,
): { 'List-Unsubscribe': string; 'List-Unsubscribe-Post': string } {
  return {
    'List-Unsubscribe': `<${unsubscribeUrl(config, userId, kind, origin)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}
