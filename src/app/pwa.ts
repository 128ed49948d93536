// Registers the service worker (sw/sw.ts, built to /sw.js) and tells the user when a new version
// is waiting: "Update available — Reload". The new worker takes over only when they choose Reload.
// Registered once the first screen is up (src/app/start.tsx).
import type { Workbox } from 'workbox-window';

type Listener = (waiting: boolean) => void;
const listeners = new Set<Listener>();
let workbox: Workbox | undefined;
let waiting = false;
let reloadRequested = false;

/** True when a new version is installed and waits for the user's go-ahead. */
export const isUpdateWaiting = () => waiting;

/** Subscribe to "an update is waiting"; returns the unsubscribe function. */
export function onUpdateWaiting(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Activates the waiting version; the page reloads once it controls the page. */
export function applyUpdate(): void {
  if (!workbox) return;
  reloadRequested = true;
  workbox.messageSkipWaiting(); // posts { type: 'SKIP_WAITING' } to the waiting worker
}

function setWaiting(value: boolean) {
  waiting = value;
  for (const l of listeners) l(value);
  if (value) void import('./update-prompt.tsx').then((m) => m.showUpdatePrompt());
}

/** Installed apps ask for persistent storage, so the offline copy and outbox are not evicted. */
function persistStorageWhenInstalled() {
  const standalone =
    matchMedia('(display-mode: standalone)').matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true;
  if (standalone && navigator.storage?.persist) {
    void navigator.storage.persisted().then((already) => already || navigator.storage.persist());
  }
}

let started = false;

export function registerPwa(): void {
  if (started || !('serviceWorker' in navigator) || import.meta.env.DEV) return;
  started = true;
  navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((err: unknown) => {
    console.warn('This browser will not keep the app for offline use:', err);
  });
  // An update needs a worker that already runs: the update machinery (workbox-window) loads then,
  // from that worker's precache, and not beside a first visit's screen.
  void navigator.serviceWorker.ready.then(watchForUpdates);
  persistStorageWhenInstalled();
}

async function watchForUpdates(): Promise<void> {
  const { Workbox } = await import('workbox-window');
  workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => setWaiting(true));
  workbox.addEventListener('controlling', () => {
    if (reloadRequested) window.location.reload();
  });
  // The same registration: Workbox reports a version that was already waiting, then watches for more.
  await workbox.register();
  // Long-lived tabs (an installed app stays open for days) look for a new version hourly.
  setInterval(
    () => {
      if (navigator.onLine) void workbox?.update();
    },
    60 * 60 * 1000,
  );
}
