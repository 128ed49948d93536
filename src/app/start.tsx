import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { registerPwa } from './pwa.ts';
import { router } from './router.ts';

declare global {
  interface Window {
    /** A form submitted before the app ran (index.html held it instead of a native submit). */
    __heldSubmit?: HTMLFormElement;
  }
}

/**
 * Sends the form index.html held. The screen hydrates after the app's shell: until the form is
 * hydrated, index.html holds it again, and it is sent again a little later.
 */
function sendHeldSubmit(attempts = 100) {
  const form = window.__heldSubmit;
  window.__heldSubmit = undefined;
  if (!form?.isConnected) return;
  form.requestSubmit();
  if (window.__heldSubmit === form && attempts > 1) setTimeout(() => sendHeldSubmit(attempts - 1), 50);
}

/** Runs once the app's shell is up: the held form, then the service worker, which must not compete. */
function AfterFirstRender() {
  useEffect(() => sendHeldSubmit(), []);
  useEffect(() => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(registerPwa, { timeout: 3000 });
    else setTimeout(registerPwa, 1000);
  }, []);
  return null;
}

/**
 * Renders the app into #root. The static screens arrive prerendered for a visitor
 * (scripts/vite-prerender.ts) and are hydrated; the others render from scratch. Both run as a
 * transition, so React renders in short slices and input is never blocked for long; a click on
 * a part not hydrated yet hydrates that part first and then reaches it.
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
  // The screen's code and data first: hydration must produce the prerendered markup at once.
  await router.load().catch((e) => console.error(e));
  if (container.dataset.prerendered === location.pathname && container.hasChildNodes()) {
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    container.replaceChildren();
    const root = createRoot(container);
    startTransition(() => root.render(app));
  }
}
