// The sending side of notifications, behind one interface. Every notification is a row first,
// written in its event's transaction with a push-outbox row for each of the user's devices that
// wants its kind (notify()); the push worker (push-worker.ts) hands those to the sender, never the
// request that caused them. The app's poll of GET /api/notifications still shows every one.
import webpush from 'web-push';
import type { PushPayload } from '../../../contract/push.ts';
import type { Encrypter } from './push-encrypt.ts';
import type { Vapid } from './vapid.ts';

export type PushTarget = { endpoint: string; p256dh: string; auth: string };
export type PushOptions = {
  /** How long the push service keeps it for a device that is offline, in seconds. */
  ttlSeconds: number;
  urgency: 'very-low' | 'low' | 'normal' | 'high';
};
/**
 * sent; gone: the subscription no longer exists (404/410), forget it; retry: the service is away,
 * slow or busy; refused: it will never take this push (a 4xx), drop it.
 */
export type PushOutcome = 'sent' | 'gone' | 'retry' | 'refused';

export interface NotificationSender {
  send(target: PushTarget, payload: PushPayload, options: PushOptions): Promise<PushOutcome>;
}

/** How long one VAPID signature is used for a push service (the JWT is made valid for 12 hours). */
const vapidReuseMs = 60 * 60_000;

/**
 * Web Push with VAPID: web-push encrypts the payload (aes128gcm) to the subscription's keys, by
 * `encrypter` (on a worker thread in the server), and it is POSTed with fetch, bounded by `timeoutMs`. The VAPID signature (an ES256 JWT for the push
 * service's origin) is made once an hour per origin instead of for every push: signing was most of
 * a push's CPU time, which the server's reads share.
 */
export function webPushSender(vapid: Vapid, timeoutMs: number, encrypter: Encrypter): NotificationSender {
  const signatures = new Map<string, { authorization: string; until: number }>();
  const authorizationFor = (endpoint: string): string => {
    const audience = new URL(endpoint).origin;
    const kept = signatures.get(audience);
    if (kept && kept.until > Date.now()) return kept.authorization;
    const expires = Math.floor(Date.now() / 1000) + 12 * 3600;
    const headers = webpush.getVapidHeaders(
      audience,
      vapid.subject,
      vapid.publicKey,
      vapid.privateKey,
      'aes128gcm',
      expires,
    );
    const authorization = String(headers.Authorization);
    signatures.set(audience, { authorization, until: Date.now() + vapidReuseMs });
    return authorization;
  };
  return {
    async send(target, payload, options) {
      const request = await encrypter.encrypt({
        subscription: { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        payload: JSON.stringify(payload),
        options: {
          headers: { Authorization: authorizationFor(target.endpoint) },
          TTL: options.ttlSeconds,
          urgency: options.urgency,
          // The push service itself keeps only the newest waiting push of one kind per device.
          topic: payload.tag,
          contentEncoding: 'aes128gcm',
        },
      });
      // fetch sets the length itself from the body.
      const headers = Object.entries(request.headers)
        .filter(([name]) => name.toLowerCase() !== 'content-length')
        .map(([name, value]): [string, string] => [name, String(value)]);
      let status: number;
      try {
        const res = await fetch(request.endpoint, {
          method: 'POST',
          headers,
          body: request.body,
          signal: AbortSignal.timeout(timeoutMs),
          redirect: 'error',
        });
        status = res.status;
        await res.body?.cancel();
      } catch {
        return 'retry'; // unreachable, reset or too slow
      }
      if (status >= 200 && status < 300) return 'sent';
      if (status === 404 || status === 410) return 'gone';
      if (status === 429 || status >= 500) return 'retry';
      return 'refused';
    },
  };
}
