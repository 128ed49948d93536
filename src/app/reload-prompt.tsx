// Registers the service worker (sw/sw.ts, which vite-plugin-pwa builds to /sw.js) and says
// "Update available — Reload" when a new version waits: it takes over only when the user chooses Reload.
// The browser's own API, no workbox-window: the prompt is on every page's first load
// (docs/benchmarks.md, "Hand-written pieces").
import { Box, Button, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';

const HOUR = 60 * 60 * 1000;

/** Installed apps ask for persistent storage, so the offline copy and outbox are not evicted. */
function persistStorageWhenInstalled() {
  const standalone =
    matchMedia('(display-mode: standalone)').matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true;
  if (standalone && navigator.storage?.persist) {
    void navigator.storage.persisted().then((already) => already || navigator.storage.persist());
  }
}

/**
 * Registers /sw.js once the page has loaded, so installing the offline copy does not compete with
 * the first screen. `onWaiting` hears of a new version that installed and waits: one found now (an
 * update from this page, another tab or the hourly check) or one already waiting from an earlier
 * visit, never a first install. Returns the function that stops the hourly check.
 */
function registerWorker(onWaiting: (registration: ServiceWorkerRegistration) => void): () => void {
  let timer: ReturnType<typeof setInterval> | undefined;
  let stopped = false;
  const register = async () => {
    // Undefined where something stands in for the browser's register (Playwright's 'block').
    const registration: ServiceWorkerRegistration | undefined = await navigator.serviceWorker.register(
      '/sw.js',
      { scope: '/' },
    );
    if (!registration || stopped) return;
    persistStorageWhenInstalled();
    // Only a worker found while another one controls the page is an update. A first install also
    // passes through 'installed' (and `waiting`) on its way to activating: no prompt for that.
    const tell = () => registration.waiting && onWaiting(registration);
    const watch = (worker: ServiceWorker | null) => {
      if (!worker || !navigator.serviceWorker.controller) return;
      worker.addEventListener('statechange', () => worker.state === 'installed' && tell());
    };
    registration.addEventListener('updatefound', () => watch(registration.installing));
    // One the browser found while this page loaded (it looks on every navigation) may still install.
    watch(registration.installing);
    if (navigator.serviceWorker.controller) tell();
    // Long-lived tabs (an installed app stays open for days) look for a new version hourly.
    timer = setInterval(() => {
      if (navigator.onLine) void registration.update();
    }, HOUR);
  };
  // A browser that refuses the worker (blocked, private mode) runs the app without its offline copy.
  const start = () => void register().catch(() => {});
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  return () => {
    stopped = true;
    window.removeEventListener('load', start);
    clearInterval(timer);
  };
}

export function ReloadPrompt() {
  const [busy, setBusy] = useState(false);
  const [waiting, setWaiting] = useState<ServiceWorkerRegistration | null>(null);
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    return registerWorker(setWaiting);
  }, []);
  if (!waiting) return null;
  return (
    <Box
      role="status"
      aria-live="polite"
      position="fixed"
      insetInline="4"
      bottom="4"
      mx="auto"
      maxW="26rem"
      zIndex="toast"
      display="flex"
      alignItems="center"
      gap="3"
      px="4"
      py="3"
      rounded="md"
      bg="bg.inverted"
      color="fg.inverted"
      shadow="lg"
    >
      <Text flex="1" fontWeight="medium">
        Update available
      </Text>
      <Button
        size="sm"
        colorPalette="blue"
        loading={busy}
        loadingText="Reloading…"
        onClick={() => {
          setBusy(true);
          // Reload once the new version controls the page (sw/sw.ts skips waiting on this message).
          navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
            once: true,
          });
          waiting.waiting?.postMessage({ type: 'SKIP_WAITING' });
        }}
      >
        Reload
      </Button>
      <Button size="sm" variant="ghost" color="fg.inverted" onClick={() => setWaiting(null)}>
        Later
      </Button>
    </Box>
  );
}
