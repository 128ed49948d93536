import { applyTheme, watchSystemTheme } from './app/theme.ts';
import { startApp } from './app/start.tsx';

applyTheme();
watchSystemTheme();
await startApp();
