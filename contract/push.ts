// Web Push: a device's subscription (what its browser's PushManager gave), and which kinds of
// notification it wants pushed. The server encrypts each push to the subscription's own keys.
import { z } from 'zod';

/** The per-kind switches: new applicants (and withdrawals), decisions and stages, job alerts, messages. */
export const pushTopic = z.enum(['applicants', 'decisions', 'job-alerts', 'messages'], {
  error: 'topics must be applicants, decisions, job-alerts or messages',
});
export type PushTopic = z.infer<typeof pushTopic>;
export const allPushTopics: PushTopic[] = ['applicants', 'decisions', 'job-alerts', 'messages'];

export const maxEndpointLength = 1024;
/** base64url, with or without its padding. */
const base64url = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .max(max, `${label} is too long`)
    .regex(/^[A-Za-z0-9_-]+=*$/, `${label} must be base64url`);

const endpoint = z
  .string({ error: 'endpoint is required' })
  .min(1, 'endpoint is required')
  .max(maxEndpointLength, `endpoint must be at most ${maxEndpointLength} characters`);

/** POST /api/push/subscriptions: subscribes this device, or changes its switches (same endpoint). */
export const pushSubscriptionBody = z.object({
  endpoint,
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    { p256dh: base64url('keys.p256dh', 100), auth: base64url('keys.auth', 30) },
    { error: 'keys must hold p256dh and auth' },
  ),
  /** What this device wants pushed; when left out, the replaced subscription's, or every kind. */
  topics: z.array(pushTopic).max(4, 'Give each topic once').optional(),
  /** The endpoint this one renews (the worker's pushsubscriptionchange): it is forgotten. */
  replaces: endpoint.optional(),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBody>;

export const pushSubscriptionResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ endpoint: z.string(), topics: z.array(pushTopic) }),
});
export type PushSubscriptionResponse = z.infer<typeof pushSubscriptionResponse>;

/** DELETE /api/push/subscriptions: this device gets no more pushes (logout, or switched off). */
export const pushUnsubscribeBody = z.object({ endpoint });
export type PushUnsubscribeBody = z.infer<typeof pushUnsubscribeBody>;
export const pushUnsubscribeResponse = z.object({
  success: z.literal(true),
  /** False when nothing was removed: the device was not subscribed for this account (any more). */
  removed: z.boolean(),
  message: z.string(),
});

/** GET /api/push/key: the server's VAPID public key, the applicationServerKey of a subscription. */
export const pushKeyResponse = z.object({ success: z.literal(true), publicKey: z.string() });
export type PushKeyResponse = z.infer<typeof pushKeyResponse>;

/** What a push carries: only what the notification shows, and where a tap leads. */
export type PushPayload = {
  title: string;
  body: string;
  /** An in-app path. */
  url: string;
  /** Pushes of one kind replace each other on the device. */
  tag: PushTopic;
  /** Unread notifications, for the app icon's badge. */
  badge: number;
};
