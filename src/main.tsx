// The entry stays small: it applies the theme, then loads and runs the app in steps, giving the
// browser a turn between them, so no single step blocks input for long (bench/first-load.mjs).
import { applyTheme, watchSystemTheme } from './app/theme.ts';

applyTheme();
watchSystemTheme();

// Defined here, not shared: a module both the entry and a later chunk import becomes one more file
// that every first load fetches.
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

// 1. React and Chakra's styling system: building its token dictionary is the longest single piece.
await import('./app/system.ts');
await nextTask();
// 2. The router: its code and the route tree.
await import('./app/router.ts');
await nextTask();
// 3. The app: the screen's own chunk, then the first render or the adoption of the prerendered one.
const { startApp } = await import('./app/start.tsx');
await nextTask();
await startApp();
