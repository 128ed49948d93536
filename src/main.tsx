import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { applyTheme, watchSystemTheme } from './app/theme.ts';
import { getSession } from './lib/session.ts';

applyTheme();
watchSystemTheme();

/** Registers the service worker once the first screen is up, so it never competes with it. */
function AfterFirstRender() {
  useEffect(() => {
    const run = () => {
      import('./app/pwa.ts')
        .then((m) => m.registerPwa())
        .catch((e) => console.log('PWA registration skipped:', e));
      // Queued applies, posts and decisions go out as soon as the app is up (and online).
      if (getSession()) void import('./app/offline-sync.ts').then((m) => m.startOfflineSync());
    };
    if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 3000 });
    else setTimeout(run, 1000);
  }, []);
  return null;
}

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const root = createRoot(container);
// A transition lets React time-slice the first render instead of one long task.
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
      <AfterFirstRender />
    </StrictMode>,
  );
});
