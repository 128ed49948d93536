// Which push endpoints the server will send to. The endpoint comes from a client, and the server
// POSTs to it: only the browsers' own push services are accepted (or a configured local stand-in),
// over https, never a private or loopback address in production.
import { isIP } from 'node:net';
import type { Config } from '../../config.ts';
import { badRequest } from '../../http-error.ts';

/** The push services of Chrome/Edge (FCM), Firefox, Safari and Windows, by host. */
const knownHosts = ['fcm.googleapis.com', 'updates.push.services.mozilla.com', 'web.push.apple.com'];
const knownSuffixes = ['.notify.windows.com', '.push.apple.com'];

/** Loopback, private, link-local and other addresses that are not on the public internet. */
function isPrivateHost(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (h === 'localhost' || h.endsWith('.localhost') || h.endsWith('.local') || h.endsWith('.internal'))
    return true;
  const version = isIP(h);
  if (version === 4) {
    const [a = 0, b = 0] = h.split('.').map(Number);
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 100 && b >= 64 && b <= 127) ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      a >= 224
    );
  }
  if (version === 6) {
    return (
      h === '::' ||
      h === '::1' ||
      h.startsWith('fc') ||
      h.startsWith('fd') ||
      h.startsWith('fe80') ||
      h.startsWith('::ffff:')
    );
  }
  return false;
}

const isKnownPushHost = (host: string) =>
  knownHosts.includes(host) || knownSuffixes.some((suffix) => host.endsWith(suffix));

/** The endpoint as it will be called; 400 with the reason for any other. */
export function checkEndpoint(raw: string, config: Pick<Config, 'production' | 'push'>): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw badRequest('endpoint must be a push service URL');
  }
  if (url.username || url.password) throw badRequest('endpoint must not carry a user name or password');
  if (config.production && isPrivateHost(url.hostname)) {
    throw badRequest('endpoint must not be a private or loopback address');
  }
  // The stand-in is named exactly by the server's own setting, so it may be plain http on loopback.
  if (config.push.standInOrigin && url.origin === config.push.standInOrigin) return url.href;
  if (url.protocol !== 'https:') throw badRequest('endpoint must be an https: URL');
  if (url.port !== '' || !isKnownPushHost(url.hostname.toLowerCase())) {
    throw badRequest("endpoint must be a browser's push service (Google, Mozilla, Apple or Microsoft)");
  }
  return url.href;
}

/** Decoded key bytes, or null when they are not what a browser gives. */
export function checkKeys(keys: { p256dh: string; auth: string }): string | null {
  const p256dh = Buffer.from(keys.p256dh, 'base64url');
  const auth = Buffer.from(keys.auth, 'base64url');
  // An uncompressed P-256 point and a 16-byte secret: anything else cannot be encrypted to.
  if (p256dh.length !== 65 || p256dh[0] !== 4) return 'keys.p256dh must be a P-256 public key';
  if (auth.length !== 16) return 'keys.auth must be 16 bytes';
  return null;
}
