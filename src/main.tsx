import { applyTheme, watchSystemTheme } from './ui/theme.ts';
import { startApp } from './app/start.tsx';

applyTheme();
watchSystemTheme();
await startApp();
