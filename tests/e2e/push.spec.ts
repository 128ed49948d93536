// Web Push in real Chromium: turning it on from /notifications, a push delivered to the service
// worker through the DevTools protocol (ServiceWorker.deliverPushMessage), the notification it
// shows, its badge and where a tap leads.
//
// Stand-in, said plainly: headless Chromium here cannot reach a browser push service (FCM), so
// PushManager.prototype.subscribe / getSubscription are replaced in the page by a subscription with a
// real P-256 key and auth secret at an fcm.googleapis.com endpoint. Everything else is real: the
// permission prompt's answer, the server's subscription route, the worker's push and click handlers.
import type { BrowserContext, Page, Worker } from '@playwright/test';
import { expect, login, test, waitForServiceWorker } from './fixtures.ts';

const CANDIDATE = 'ana@candidate.example.com';

/** Replaces the browser's push subscription calls with a local subscription (see the header). */
async function standInForPushSubscribe(context: BrowserContext) {
  await context.addInitScript(() => {
    const KEY = 'e2e-push-subscription';
    type Kept = { endpoint: string; p256dh: string; auth: string };
    const b64 = (bytes: ArrayBuffer | Uint8Array) =>
      btoa(String.fromCharCode(...new Uint8Array(bytes)))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
    const asSubscription = (kept: Kept) => ({
      endpoint: kept.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: null },
      toJSON: () => ({
        endpoint: kept.endpoint,
        expirationTime: null,
        keys: { p256dh: kept.p256dh, auth: kept.auth },
      }),
      unsubscribe: async () => {
        localStorage.removeItem(KEY);
        return true;
      },
      getKey: () => null,
    });
    const read = () => {
      const raw = localStorage.getItem(KEY);
      return raw ? asSubscription(JSON.parse(raw) as Kept) : null;
    };
    PushManager.prototype.getSubscription = async function getSubscription() {
      return read() as unknown as PushSubscription;
    };
    PushManager.prototype.subscribe = async function subscribe() {
      const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, [
        'deriveBits',
      ]);
      const kept: Kept = {
        endpoint: `https://fcm.googleapis.com/fcm/send/e2e-${crypto.randomUUID()}`,
        p256dh: b64(await crypto.subtle.exportKey('raw', pair.publicKey)),
        auth: b64(crypto.getRandomValues(new Uint8Array(16))),
      };
      localStorage.setItem(KEY, JSON.stringify(kept));
      return read() as unknown as PushSubscription;
    };
  });
}

async function serviceWorker(context: BrowserContext): Promise<Worker> {
  return context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
}

/** Pushes `payload` to this origin's worker as a push service would (DevTools protocol). */
async function deliverPush(page: Page, payload: object) {
  const cdp = await page.context().newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      // This origin's live registration (a long run also reports ones being deleted).
      const mine = registrations.find(
        (r: { scopeURL: string; isDeleted: boolean }) =>
          r.scopeURL === `${new URL(page.url()).origin}/` && !r.isDeleted,
      );
      if (mine) resolve(mine.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(page.url()).origin,
    registrationId: await registrationId,
    data: JSON.stringify(payload),
  });
  await cdp.detach();
}

const shownNotifications = (page: Page) =>
  page.evaluate(async () => {
    const reg = await navigator.serviceWorker.ready;
    return (await reg.getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      url: (n.data as { url: string }).url,
    }));
  });

test('turning push on, a delivered push, its badge, and a tap that opens the entry', async ({ browser }) => {
  const context = await browser.newContext({ permissions: ['notifications'] });
  await standInForPushSubscribe(context);
  const page = await context.newPage();
  await login(page, CANDIDATE);
  await page.goto('/notifications');
  await waitForServiceWorker(page);

  await page.getByRole('button', { name: 'Turn on notifications on this device' }).click();
  await expect(page.getByText('Notifications are on for this device.')).toBeVisible();
  const alerts = page.getByRole('switch', { name: 'Job alerts' });
  await expect(alerts).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Decisions on my applications' })).toBeChecked();
  // A switch turned off stays off (the server has it; the device remembers it for this endpoint).
  await alerts.click();
  await expect(alerts).not.toBeChecked();
  await expect(alerts).toBeEnabled(); // saved
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Job alerts' })).not.toBeChecked();

  // The app badge: the test reads what the worker sets (the OS badge itself is out of reach).
  const worker = await serviceWorker(context);
  await worker.evaluate(() => {
    const nav = self.navigator as Navigator & { setAppBadge: (n?: number) => Promise<void> };
    nav.setAppBadge = async (n?: number) => {
      (self as unknown as { e2eBadge: number | undefined }).e2eBadge = n;
    };
  });
  const jobUrl = '/jobs';
  await deliverPush(page, {
    title: 'Application update',
    body: 'Your application was accepted',
    url: jobUrl,
    tag: 'decisions',
    badge: 3,
  });
  await expect
    .poll(() => shownNotifications(page))
    .toEqual([
      {
        title: 'Application update',
        body: 'Your application was accepted',
        tag: 'decisions',
        url: `${new URL(page.url()).origin}${jobUrl}`,
      },
    ]);
  expect(await worker.evaluate(() => (self as unknown as { e2eBadge: number }).e2eBadge)).toBe(3);

  // A second push of the same kind replaces the first; another kind stands beside it.
  await deliverPush(page, {
    title: 'Application update',
    body: 'Your application was rejected',
    url: jobUrl,
    tag: 'decisions',
    badge: 4,
  });
  await deliverPush(page, {
    title: 'Job alert',
    body: '3 new jobs for your alerts',
    url: '/notifications',
    tag: 'job-alerts',
    badge: 7,
  });
  await expect
    .poll(async () => (await shownNotifications(page)).map((n) => `${n.tag}: ${n.body}`).sort())
    .toEqual(['decisions: Your application was rejected', 'job-alerts: 3 new jobs for your alerts']);
  // A payload pointing elsewhere opens the list instead.
  await deliverPush(page, {
    title: 'Job alert',
    body: 'x',
    url: 'https://evil.example.com/',
    tag: 'job-alerts',
    badge: 7,
  });
  await expect
    .poll(async () => (await shownNotifications(page)).find((n) => n.tag === 'job-alerts')?.url)
    .toBe(`${new URL(page.url()).origin}/notifications`);

  // A tap: the worker's notificationclick moves the open Hireloop window to the entry.
  await page.goto('/home');
  await worker.evaluate(async () => {
    // The worker's own globals (this runs in the service worker, not the page).
    const sw = self as unknown as {
      registration: ServiceWorkerRegistration;
      NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
      dispatchEvent: (e: Event) => boolean;
    };
    const [shown] = await sw.registration.getNotifications({ tag: 'decisions' });
    if (!shown) throw new Error('no notification');
    sw.dispatchEvent(new sw.NotificationEvent('notificationclick', { notification: shown }));
  });
  await expect(page).toHaveURL(/\/jobs$/);
  expect((await shownNotifications(page)).map((n) => n.tag)).toEqual(['job-alerts']);

  // Logout: the browser's subscription ends with the session.
  await page.goto('/account');
  await page
    .getByRole('button', { name: /log ?out/i })
    .first()
    .click();
  await expect(page).toHaveURL(/sign-in/);
  expect(await page.evaluate(() => localStorage.getItem('e2e-push-subscription'))).toBeNull();
  await context.close();
});

test('a browser that has blocked notifications says so, and offers no button', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await login(page, CANDIDATE);
  // Chromium's answer for a site the user blocked.
  await page.addInitScript(() => Object.defineProperty(Notification, 'permission', { get: () => 'denied' }));
  await page.goto('/notifications');
  await expect(
    page.getByText("Notifications are blocked for Hireloop in this browser's settings.", { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Turn on notifications on this device' })).toHaveCount(0);
  await context.close();
});
