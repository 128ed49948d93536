/// <reference lib="webworker" />
// Hireloop's service worker: Workbox wiring only; business logic lives in the shared code it calls.
// - precache the app shell built by Vite, answer a signed-in user's navigations with it (offline
//   too), never /api/; keep the documents a visitor reads (see the navigation route below);
// - keep images (company logos, avatars, feed images, Firebase Storage files) in a bounded cache;
// - wait for the page's "Reload" (SKIP_WAITING) before a new version takes over;
// - Background Sync: a hook the offline outbox fills in;
// - Web Push: notifications while the app is closed (push.ts).
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  type PrecacheEntry,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { OUTBOX_SYNC_TAG, replayOutbox } from '../src/offline/replay.ts';
import './push.ts';

declare let self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

const manifest = self.__WB_MANIFEST;

precacheAndRoute(manifest);
cleanupOutdatedCaches();

// Module files (.mjs: pdf.js's worker) stay out of the precache: they are large and only a
// recruiter's résumé viewer runs them. They are kept when first fetched, which the applicants
// screen does ahead, so the viewer opens offline.
registerRoute(
  ({ url }) => url.origin === self.location.origin && /^\/assets\/.*\.mjs$/.test(url.pathname),
  new CacheFirst({
    cacheName: 'hireloop-lazy-assets',
    plugins: [new ExpirationPlugin({ maxEntries: 4, purgeOnQuotaError: true })],
  }),
);

// Navigations. A signed-in user's: the precached shell (index.html) at once, online or not, and the
// app renders the screen from its mirror and the API; an installed app never waits on the network
// to start, and a signed-in user's pages are never rendered anywhere but on their device.
// A visitor's: the network first, since their public pages are documents the server renders with
// no app; each document read is kept, so it opens offline, and else the shell answers offline.
const appShell = createHandlerBoundToURL('index.html');
const DOCUMENT_HEADER = 'x-hireloop-document'; // server/lib/page-template.ts
const visitorDocuments = new NetworkFirst({
  cacheName: 'hireloop-documents',
  plugins: [
    { cacheWillUpdate: async ({ response }) => (response.headers.has(DOCUMENT_HEADER) ? response : null) },
    new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true }),
  ],
});
type CookieStore = { get: (name: string) => Promise<unknown> };
/** The session cookie (src/lib/session.ts). Where a worker cannot read cookies, the server decides. */
const signedIn = async () =>
  Boolean(await (self as { cookieStore?: CookieStore }).cookieStore?.get('hireloop').catch(() => null));
registerRoute(
  new NavigationRoute(
    async (options) => {
      if (await signedIn()) return appShell(options);
      return visitorDocuments.handle(options).catch(() => appShell(options));
    },
    { denylist: [/^\/api\//, /^\/(sitemap[^/]*\.xml|robots\.txt)$/] },
  ),
);
// The documents' shared stylesheet is written after the precache list (scripts/build.mjs): kept
// when first fetched, under its content-hashed name.
registerRoute(
  ({ url }) => url.origin === self.location.origin && /^\/assets\/theme-[\w-]+\.css$/.test(url.pathname),
  new CacheFirst({ cacheName: 'hireloop-documents-css', plugins: [new ExpirationPlugin({ maxEntries: 2 })] }),
);

// Images from other origins (Firebase Storage, Google avatars) come back opaque (status 0) to
// <img>; keep those too, or logos and feed images would vanish offline.
const cacheOkAndOpaque: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) =>
    response.status === 200 || response.type === 'opaque' ? response : null,
};
registerRoute(
  ({ request, url }) => request.destination === 'image' && !url.pathname.startsWith('/api/'),
  new CacheFirst({
    cacheName: 'hireloop-images',
    plugins: [
      cacheOkAndOpaque,
      // Opaque responses weigh a lot in the storage quota: keep the cache small, drop it when full.
      new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true }),
    ],
  }),
);

// This worker never answers /api/ (the navigation and image routes leave it out), yet a fetch
// handler wakes it for every API request. Where the browser has static routing (Chromium), those
// requests go straight to the network instead: a replayed outbox sends a hundred of them in a row.
type StaticRoutes = {
  addRoutes?: (
    rules: { condition: { urlPattern: { pathname: string } }; source: 'network' }[],
  ) => Promise<void>;
};
self.addEventListener('install', (event) => {
  const routes = event as ExtendableEvent & StaticRoutes;
  routes
    .addRoutes?.([{ condition: { urlPattern: { pathname: '/api/*' } }, source: 'network' }])
    .catch(() => {});
});

// A new version waits until the user chooses "Reload" in the "Update available" prompt.
self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
});
// The first install takes control at once so the shell works offline after one visit.
clientsClaim();

// Background Sync is not in TypeScript's lib (Chromium only; Safari has none).
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

/**
 * Sends the queued outbox (applies, posts, hire/reject decisions) when the browser regains the
 * network. An open page does it (it can upload queued images with the Firebase SDK); with the app
 * closed the worker replays what needs no upload itself. The shared replay keeps one replayer at a
 * time (Web Locks) and sends each entry once (Idempotency-Key).
 */
async function replayOutboxFromServiceWorker(): Promise<void> {
  const pages = await self.clients.matchAll({ type: 'window' });
  if (pages.length > 0) {
    for (const page of pages) page.postMessage({ type: 'replay-outbox' });
    return;
  }
  const result = await replayOutbox();
  // Still waiting on the network: failing the event lets the browser schedule another sync.
  if (result && result.waiting > 0) throw new Error('outbox not empty yet');
}

self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag === OUTBOX_SYNC_TAG) sync.waitUntil(replayOutboxFromServiceWorker());
});
