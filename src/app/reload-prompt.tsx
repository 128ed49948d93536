/// <reference types="vite-plugin-pwa/react" />
// Registers the service worker (sw/sw.ts, built to /sw.js) through vite-plugin-pwa and says
// "Update available — Reload" when a new version waits: it takes over only when the user chooses Reload.
import { Box, Button, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';

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

export function ReloadPrompt() {
  const [busy, setBusy] = useState(false);
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    // Register after the page's load event, so installing the offline copy does not compete with the first screen.
    immediate: false,
    onRegisteredSW: (_url, registration) => {
      persistStorageWhenInstalled();
      if (!registration) return;
      // Long-lived tabs (an installed app stays open for days) look for a new version hourly.
      setInterval(() => {
        if (navigator.onLine) void registration.update();
      }, HOUR);
    },
  });
  if (!needRefresh) return null;
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
          // Reload once the new version controls the page. The plugin reloads by itself only a page
          // that was controlled when it loaded, not one a first visit's worker took over later.
          navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
            once: true,
          });
          void updateServiceWorker(true);
        }}
      >
        Reload
      </Button>
      <Button size="sm" variant="ghost" color="fg.inverted" onClick={() => setNeedRefresh(false)}>
        Later
      </Button>
    </Box>
  );
}
