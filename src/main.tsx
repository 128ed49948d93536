// The browser's start: one router, one React root. A page the server rendered for the app (sign-in,
// sign-up: a visitor's public pages are documents with no app) carries the router's state and its
// queries ($_TSR) and is hydrated with them (RouterClient); the app shell (the service worker's
// answer to navigations, and the server's to a signed-in user) renders from scratch.
import { RouterProvider } from '@tanstack/react-router';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createAppRouter } from './create-router.ts';
import { Providers } from './app/providers.tsx';
import { ReloadPrompt } from './app/reload-prompt.tsx';
import { queryClient } from './lib/query-client.ts';
import { keepAccountQueries, keepServerCopies } from './offline/index.ts';
import { watchSystemTheme } from './ui/theme.ts';

declare global {
  interface Window {
    /** TanStack Router's state, written into a server-rendered page. */
    $_TSR?: unknown;
  }
}

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const router = createAppRouter();
const serverRendered = Boolean(window.$_TSR);

watchSystemTheme();
keepAccountQueries(queryClient);
if (serverRendered) keepServerCopies(queryClient);

const app = (
  <StrictMode>
    <Providers>
      {serverRendered ? <RouterClient router={router} /> : <RouterProvider router={router} />}
      <ReloadPrompt />
    </Providers>
  </StrictMode>
);
// Hydrating inside a transition lets React yield to the browser between components (TanStack
// Start's and React Router's own client entries do the same), so a tap during start-up is not kept
// waiting behind the whole page.
if (serverRendered) {
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else createRoot(container).render(app);
