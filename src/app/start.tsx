import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { getSession } from '../lib/session.ts';
import { firstRenderDone, startFirstRender } from '../ui/render-in-turn.tsx';
import { setPrerenderPhase } from '../ui/use-hydrated.ts';
import { App } from './app.tsx';
import { router } from './router.ts';

declare global {
  interface Window {
    /** A form the app did not handle yet (index.html held it instead of a native submit). */
    __heldSubmit?: HTMLFormElement;
    /** Controls clicked before the app adopted the prerendered screen (held by index.html). */
    __heldClicks?: HTMLElement[];
    /** Set once the app runs the screen: index.html stops holding clicks. */
    __appAdopted?: boolean;
  }
}

/**
 * How long a data screen's first render waits for its loader. Rendered at once, the screen renders
 * twice (pending, then with data) in one long task; after the answer it renders once, in turns.
 * Beyond this wait (a slow network) the router's pending screen shows instead.
 */
const FIRST_SCREEN_WAIT_MS = 1000;

/**
 * The app runs the screen now: what index.html held before, the clicks (in order) and then a
 * submitted form, is made again for the app to handle.
 */
function replayHeldInput() {
  window.__appAdopted = true;
  const controls = window.__heldClicks ?? [];
  const form = window.__heldSubmit;
  window.__heldClicks = undefined;
  window.__heldSubmit = undefined;
  for (const control of controls) if (control.isConnected) control.click();
  if (form?.isConnected) form.requestSubmit();
}

/** Registers the service worker once the first screen is up, so it never competes with it. */
function AfterFirstRender() {
  useEffect(() => {
    const run = () => {
      import('./pwa.ts')
        .then((m) => m.registerPwa())
        .catch((e) => console.log('PWA registration skipped:', e));
      // Queued applies, posts and decisions go out as soon as the app is up (and online).
      if (getSession()) void import('./offline-sync.ts').then((m) => m.startOfflineSync());
    };
    if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 3000 });
    else setTimeout(run, 1000);
  }, []);
  return null;
}

/** The router's first load, or `ms` if it takes longer: the router then shows its pending screen. */
function routerLoaded(ms: number) {
  return Promise.race([
    router.load().catch((e) => console.error(e)),
    new Promise((resolve) => setTimeout(resolve, ms)),
  ]);
}

/**
 * Renders the app into #root. The static screens arrive prerendered for a visitor
 * (scripts/vite-prerender.ts): the router resolves the screen first, then the app adopts that
 * markup with hydrateRoot. A data screen is rendered
 * once its loader has answered (from the network, or the device's copy), in turns
 * (src/ui/render-in-turn.tsx), unless the answer is slow.
 */
export async function startApp() {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const app = (
    <StrictMode>
      <App />
      <AfterFirstRender />
    </StrictMode>
  );
  if (container.dataset.prerendered === location.pathname && container.hasChildNodes()) {
    await router.load().catch((e) => console.error(e));
    setPrerenderPhase('adopt');
    startFirstRender();
    hydrateRoot(container, app);
    await firstRenderDone();
    setPrerenderPhase(null);
    replayHeldInput();
  } else {
    await routerLoaded(FIRST_SCREEN_WAIT_MS);
    container.replaceChildren();
    window.__appAdopted = true;
    startFirstRender();
    createRoot(container).render(app);
    await firstRenderDone();
  }
}
