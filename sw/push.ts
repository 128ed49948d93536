/// <reference lib="webworker" />
// Web Push in the service worker: a push shows its notification (one per kind: a newer one of the
// same kind replaces it) and sets the app icon's badge; a tap opens the entry in a Hireloop window;
// a subscription the browser renewed is handed to the server again.
import type { PushPayload } from '../contract/push.ts';

declare let self: ServiceWorkerGlobalScope;

/** Only in-app paths are opened, whatever a payload says. */
function inAppUrl(raw: unknown): string {
  const url = new URL(typeof raw === 'string' ? raw : '/notifications', self.location.origin);
  return url.origin === self.location.origin ? url.href : `${self.location.origin}/notifications`;
}

function readPayload(event: PushEvent): PushPayload | null {
  try {
    return (event.data?.json() as PushPayload | undefined) ?? null;
  } catch {
    return null;
  }
}

self.addEventListener('push', (event) => {
  const push = readPayload(event);
  // A push must show something: a payload we cannot read still points at the list.
  const title = push?.title ?? 'Hireloop';
  const shown = self.registration.showNotification(title, {
    body: push?.body ?? 'You have new notifications',
    tag: push?.tag ?? 'hireloop',
    // A replaced notification of the same kind still alerts the user.
    renotify: true,
    icon: '/icons/icon-192.png',
    badge: '/icons/icon-192.png',
    data: { url: inAppUrl(push?.url) },
  } as NotificationOptions);
  const badge =
    push && 'setAppBadge' in self.navigator
      ? self.navigator.setAppBadge(push.badge).catch(() => {})
      : Promise.resolve();
  event.waitUntil(Promise.all([shown, badge]));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = inAppUrl((event.notification.data as { url?: unknown } | null)?.url);
  const opened = (async () => {
    const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
    const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
    if (open) {
      // Both asked at once, while the tap still counts as the user's: navigate() works on a window
      // this worker controls; any other gets a new window instead.
      const [, moved] = await Promise.all([
        open.focus().catch(() => null),
        open.navigate(url).catch(() => null),
      ]);
      if (moved) return;
    }
    await self.clients.openWindow(url);
  })();
  event.waitUntil(opened);
});

// The browser renewed the subscription (the push service expired the old one): subscribe again with
// the same key and tell the server, which moves the old one's switches to it. The session cookie
// holds the token; where the worker cannot read cookies, the app does it when /notifications opens.
self.addEventListener('pushsubscriptionchange', (event) => {
  const change = event as Event & {
    oldSubscription?: PushSubscription | null;
    newSubscription?: PushSubscription | null;
    waitUntil: (p: Promise<unknown>) => void;
  };
  change.waitUntil(
    (async () => {
      const key = change.oldSubscription?.options.applicationServerKey;
      const renewed =
        change.newSubscription ??
        (key
          ? await self.registration.pushManager.subscribe({
              userVisibleOnly: true,
              applicationServerKey: key,
            })
          : null);
      const token = await sessionToken();
      if (!renewed || !token) return;
      await fetch('/api/push/subscriptions', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ ...renewed.toJSON(), replaces: change.oldSubscription?.endpoint }),
      });
    })().catch(() => {}),
  );
});

/** The session's token from the `hireloop` cookie (Cookie Store API; null where there is none). */
async function sessionToken(): Promise<string | null> {
  const store = (
    self as unknown as { cookieStore?: { get(name: string): Promise<{ value: string } | null> } }
  ).cookieStore;
  const cookie = await store?.get('hireloop').catch(() => null);
  if (!cookie) return null;
  try {
    const session = JSON.parse(decodeURIComponent(cookie.value)) as { token?: unknown };
    return typeof session.token === 'string' ? session.token : null;
  } catch {
    return null;
  }
}
