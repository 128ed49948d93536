// Registers the service worker (sw/sw.ts, built to /sw.js) and tells the user when a new version
// is waiting: "Update available — Reload". The new worker takes over only when they choose Reload.
// Loaded lazily by main.tsx after the first render.
import { Workbox } from 'workbox-window';

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

export function registerPwa(): void {
  if (workbox || !('serviceWorker' in navigator) || import.meta.env.DEV) return;
  workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => setWaiting(true));
  workbox.addEventListener('controlling', () => {
    if (reloadRequested) window.location.reload();
  });
  void workbox.register();
  // Long-lived tabs (an installed app stays open for days) look for a new version hourly.
  setInterval(
    () => {
      if (navigator.onLine) void workbox?.update();
    },
    60 * 60 * 1000,
  );
  persistStorageWhenInstalled();
}
