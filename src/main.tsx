import { startApp } from './app/start.tsx';
import { applyTheme, watchSystemTheme } from './ui/theme.ts';

applyTheme();
watchSystemTheme();
startApp();
