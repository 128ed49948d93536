/// <reference types="vite-plugin-pwa/vanillajs" />
// Registers the service worker (sw/sw.ts, built to /sw.js) and tells the user when a new version
// is waiting: "Update available — Reload". The new worker takes over only when they choose Reload.
// Registered once the first screen is up (src/app/start.tsx).

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
  // A first visit registers with the browser's own call: the update machinery (workbox-window)
  // would be a second download beside its first screen, and there is nothing to update yet.
  navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((err: unknown) => {
    console.warn('This browser will not keep the app for offline use:', err);
  });
  void controlled().then(watchForUpdates);
  persistStorageWhenInstalled();
}

/** Resolves once a worker controls this page (at once on every visit after the first). */
function controlled(): Promise<void> {
  const { serviceWorker } = navigator;
  if (serviceWorker.controller) return Promise.resolve();
  return new Promise((resolve) =>
    serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }),
  );
}

/**
 * vite-plugin-pwa's registerSW (on workbox-window), loaded from the running worker's precache: it
 * reports a waiting version, and after Reload it tells that version to take over and reloads the
 * page once it controls it. It starts once a worker controls the page, for that reload to happen.
 */
async function watchForUpdates(): Promise<void> {
  const { registerSW } = await import('virtual:pwa-register');
  const updateSW = registerSW({
    onNeedRefresh: () => void import('./update-prompt.tsx').then((m) => m.showUpdatePrompt(() => updateSW())),
    // Long-lived tabs (an installed app stays open for days) look for a new version hourly.
    onRegisteredSW: (_url, registration) => {
      if (!registration) return;
      setInterval(
        () => {
          if (navigator.onLine) void registration.update();
        },
        60 * 60 * 1000,
      );
    },
  });
}
