import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { getSession } from '../lib/session.ts';
import { allTurnsAdopted } from '../ui/adopt-in-turn.tsx';
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

/**
 * Renders the app into #root. The static screens arrive prerendered for a visitor
 * (scripts/vite-prerender.ts): the router resolves the screen first, then the app adopts that
 * markup (Preact through preact/compat, see scripts/preact-aliases.ts).
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
    hydrateRoot(container, app);
    await allTurnsAdopted();
    setPrerenderPhase(null);
    replayHeldInput();
  } else {
    container.replaceChildren();
    window.__appAdopted = true;
    // The router starts resolving the screen (its chunks, its loader) now, not after React's first
    // render; its own load on mount joins this one instead of starting again.
    void router.load().catch((e) => console.error(e));
    createRoot(container).render(app);
  }
}
