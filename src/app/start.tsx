import { RouterClient } from '@tanstack/react-router/ssr/client';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { queryClient } from '../lib/query-client.ts';
import { keepServerCopies } from '../offline/index.ts';
import { App } from './app.tsx';
import { ageServerAnswersFromArrival } from './page-answers-age.ts';
import { Providers } from './providers.tsx';
import { registerPwa } from './pwa.ts';
import { router } from './router.ts';

declare global {
  interface Window {
    /** TanStack Router's state, written into a server-rendered page. */
    $_TSR?: unknown;
  }
}

/** Registers the service worker once the first screen is up: it must not compete with it. */
function AfterFirstRender() {
  useEffect(() => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(registerPwa, { timeout: 3000 });
    else setTimeout(registerPwa, 1000);
  }, []);
  return null;
}

/**
 * Starts the app in #root. A page the server rendered is hydrated with the router state and the
 * queries it carries (RouterClient). The app shell (the service worker's answer to navigations, and
 * the server's for a signed-in user) has an empty #root: the app renders there from scratch. Both
 * run as a transition, so React renders in short slices and input is never blocked for long.
 */
export function startApp() {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  if (window.$_TSR) {
    keepServerCopies(queryClient);
    ageServerAnswersFromArrival(router, queryClient);
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <Providers>
            <RouterClient router={router} />
          </Providers>
          <AfterFirstRender />
        </StrictMode>,
      );
    });
    return;
  }
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
        <AfterFirstRender />
      </StrictMode>,
    ),
  );
}
