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

/** The app runs the screen now: the clicks index.html held are made again, in order, for the app. */
function replayHeldClicks() {
  window.__appAdopted = true;
  const controls = window.__heldClicks ?? [];
  window.__heldClicks = undefined;
  for (const control of controls) if (control.isConnected) control.click();
}

/** Sends a held form again until the app handles it (the screen's part of the tree is hydrated). */
function resendHeldSubmit(tries = 100) {
  const form = window.__heldSubmit;
  if (!form?.isConnected || tries === 0) {
    window.__heldSubmit = undefined;
    return;
  }
  form.requestSubmit();
  if (window.__heldSubmit) setTimeout(() => resendHeldSubmit(tries - 1), 100);
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
    replayHeldClicks();
    resendHeldSubmit();
  } else {
    container.replaceChildren();
    window.__appAdopted = true;
    // The router starts resolving the screen (its chunks, its loader) now, not after React's first
    // render; its own load on mount joins this one instead of starting again.
    void router.load().catch((e) => console.error(e));
    createRoot(container).render(app);
  }
}
