// This device's Web Push state and its changes: the browser's PushManager on one side, the server's
// subscription (POST/DELETE /api/push/subscriptions) on the other. Permission is asked only when
// the user taps "Turn on notifications on this device".
import type { PushKeyResponse, PushSubscriptionResponse, PushTopic } from '../../contract/push.ts';
import { http, request } from './http.ts';

export type PushState =
  /** No service worker, PushManager or Notification here. */
  | 'unsupported'
  /** iOS and iPadOS push only to an app added to the Home Screen. */
  | 'ios-needs-install'
  | 'denied'
  | 'off'
  | 'on';
export type DevicePush = { state: PushState; topics: PushTopic[] };

/** The device's switches, kept with the subscription's endpoint they belong to. */
const TOPICS_KEY = 'hireloop-push-topics';
type KeptTopics = { endpoint: string; topics: PushTopic[] };

function kept(): KeptTopics | null {
  try {
    return JSON.parse(localStorage.getItem(TOPICS_KEY) ?? 'null') as KeptTopics | null;
  } catch {
    return null;
  }
}
function keepTopics(value: KeptTopics | null) {
  try {
    if (value) localStorage.setItem(TOPICS_KEY, JSON.stringify(value));
    else localStorage.removeItem(TOPICS_KEY);
  } catch {
    // Storage refused (private mode): the switches show every kind on next time.
  }
}

function isIos(): boolean {
  const iPadAsMac = navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1;
  return /iPhone|iPad|iPod/.test(navigator.userAgent) || iPadAsMac;
}
const installed = () =>
  window.matchMedia?.('(display-mode: standalone)').matches ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true;

function supported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** The registration once the worker is ready, or null when there is none within a few seconds. */
async function readyRegistration(): Promise<ServiceWorkerRegistration | null> {
  if (!supported()) return null;
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), 5000));
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

/** This device's subscription, if any (without waiting for a worker that may never come). */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!supported()) return null;
  const reg = await navigator.serviceWorker.getRegistration();
  return (await reg?.pushManager.getSubscription()) ?? null;
}

export async function readDevicePush(): Promise<DevicePush> {
  const all: PushTopic[] = ['applicants', 'decisions', 'job-alerts', 'messages'];
  if (isIos() && !installed()) return { state: 'ios-needs-install', topics: all };
  if (!supported()) return { state: 'unsupported', topics: all };
  if (Notification.permission === 'denied') return { state: 'denied', topics: all };
  const subscription = Notification.permission === 'granted' ? await currentSubscription() : null;
  if (!subscription) return { state: 'off', topics: all };
  const last = kept();
  // The browser renewed the subscription while no worker could tell the server (no Cookie Store
  // there): it is told now, and moves the old one's switches over.
  if (last && last.endpoint !== subscription.endpoint) {
    await saveSubscription(subscription, last.topics, last.endpoint).catch(() => {});
  }
  return { state: 'on', topics: kept()?.topics ?? all };
}

async function saveSubscription(subscription: PushSubscription, topics: PushTopic[], replaces?: string) {
  const answer = await http.post<PushSubscriptionResponse>('/push/subscriptions', {
    ...subscription.toJSON(),
    topics,
    ...(replaces ? { replaces } : {}),
  });
  keepTopics({ endpoint: subscription.endpoint, topics: answer.data.topics });
  return answer;
}

/** Asks permission (this is the user's tap), subscribes the browser, and tells the server. */
export async function turnOn(topics: PushTopic[]): Promise<void> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') {
    throw new Error(
      permission === 'denied'
        ? 'Notifications are blocked for Hireloop in this browser'
        : 'Notifications were not allowed',
    );
  }
  const reg = await readyRegistration();
  if (!reg) throw new Error('This browser cannot receive notifications for Hireloop');
  const { publicKey } = await http.get<PushKeyResponse>('/push/key');
  const subscription =
    (await reg.pushManager.getSubscription()) ??
    (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: publicKey }));
  await saveSubscription(subscription, topics);
}

/** Changes which kinds this device is pushed. */
export async function changeTopics(topics: PushTopic[]): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) throw new Error('Notifications are off for this device');
  await saveSubscription(subscription, topics);
}

/** The server forgets this device first (so a failure leaves it on, and says so), then the browser. */
export async function turnOff(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  await request('/push/subscriptions', { method: 'DELETE', body: { endpoint: subscription.endpoint } });
  keepTopics(null);
  await subscription.unsubscribe();
}

/** Logout: the browser stops this device's pushes; the endpoint is returned for the server's side. */
export async function forgetDevice(): Promise<string | null> {
  const subscription = await currentSubscription().catch(() => null);
  if (!subscription) return null;
  keepTopics(null);
  await subscription.unsubscribe().catch(() => false);
  return subscription.endpoint;
}
