import { useEffect, useState } from 'react';

/**
 * 'prerender' while the build renders a static screen (src/prerender.tsx), 'adopt' while the app
 * adopts that HTML (src/app/start.tsx). Preact keeps the prerendered DOM as it is when it adopts it
 * and does not patch attributes that differ, so the first render must match the HTML exactly.
 */
let prerenderPhase: 'prerender' | 'adopt' | null = null;

export function setPrerenderPhase(phase: typeof prerenderPhase) {
  prerenderPhase = phase;
}

/**
 * False while the app adopts a prerendered screen (and in the prerender itself), true once the app
 * runs it: a control that only works through the app can stay disabled until then, and a value the
 * HTML could not know (the theme saved on this device) shows after it. True from the start when
 * the app renders a screen from scratch.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => prerenderPhase === null);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
