// Build-time only (scripts/vite-prerender.ts): renders the static screens to HTML as a visitor sees
// them, so they paint before any script has run; src/main.tsx then hydrates that HTML. It runs the
// client's own code paths (router with `isServer: false`), so the hydrated tree is the same tree.
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createAppRouter } from './app/create-router.ts';
import { Providers } from './app/providers.tsx';

// The router's client code registers itself on `self`; Node has no `self`. Nothing else of the
// browser is faked: emotion must see that there is no document to render its styles inline.
(globalThis as { self?: unknown }).self ??= globalThis;

/** The screens that look the same for every visitor (no data, no session). */
export const PRERENDERED_PATHS = ['/', '/home', '/sign-in', '/sign-up'] as const;

export async function renderPage(path: string): Promise<string> {
  const router = createAppRouter({
    history: createMemoryHistory({ initialEntries: [path] }),
    origin: 'http://localhost',
  });
  await router.load();
  return renderToString(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
}
