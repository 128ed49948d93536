import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

export default defineConfig({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true, routesDirectory: 'src/routes' }),
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      // The page registers the worker itself (src/app/pwa.ts) so it can show "Update available".
      injectRegister: false,
      registerType: 'prompt',
      manifest: false,
      injectManifest: { globPatterns: ['**/*.{js,css,html,svg,png,webp,ico,webmanifest}'] },
      devOptions: { enabled: false },
    }),
  ],
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
  build: {
    target: 'es2022',
    rolldownOptions: { treeshake: { manualPureFunctions: ['defineConfig'] } },
  },
});
