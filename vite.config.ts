import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { prerender } from './scripts/vite-prerender.ts';
import { skipChakraGlobalCss } from './scripts/vite-skip-chakra-global.ts';

/**
 * Writes `.br` and `.gz` next to every text file of the build (after the service worker is built),
 * so the server sends them compressed (@fastify/static `preCompressed`) at no cost per request.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const file = join(dir, name);
      return statSync(file).isDirectory() ? walk(file) : [file];
    });
  return {
    name: 'hireloop:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      sequential: true,
      order: 'post',
      handler() {
        for (const file of walk(outDir)) {
          if (!/\.(js|mjs|css|html|svg|json|webmanifest)$/.test(file)) continue;
          const body = readFileSync(file);
          if (body.length < 1024) continue;
          writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
          writeFileSync(
            `${file}.br`,
            brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          );
        }
      },
    },
  };
}

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: 'src/routes',
      // Loaders get their own lazy chunks: they import the feature APIs and, through them, the
      // Dexie mirror (30 KB gzip), which no first screen needs (bench/analyze-bundle.mjs).
      codeSplittingOptions: {
        defaultBehavior: [['loader'], ['component'], ['errorComponent'], ['notFoundComponent']],
      },
    }),
    react(),
    skipChakraGlobalCss(),
    prerender(),
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
    precompress(),
  ],
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
  build: {
    target: 'es2022',
    rolldownOptions: {
      treeshake: { manualPureFunctions: ['defineConfig'] },
      // What every screen loads at start-up goes in two chunks, one per start-up step of
      // src/main.tsx (React and the styling system; the router), instead of dozens of small files
      // that each compress worse and cost a request (bench/first-load.mjs).
      output: {
        codeSplitting: {
          groups: [
            {
              // What the entry itself imports (the theme, Vite's preload helper): one file, and kept
              // out of the groups below, which would otherwise capture them and load with the entry.
              name: 'boot-entry',
              test: /[\\/]src[\\/](app[\\/]theme\.ts|ui[\\/]use-hydrated\.ts)$|vite[\\/]preload-helper/,
              priority: 30,
            },
            {
              name: 'boot-styles',
              test: /node_modules[\\/]((react|react-dom|scheduler)[\\/]|@emotion|stylis|@pandacss|@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/](styled-system|theme|utils|create-context|merge-refs))/,
              priority: 20,
            },
            {
              // Chakra's layout and text primitives, used by nearly every screen: one file instead of
              // ~14 tiny ones (a cold start offline fetches each through the service worker in turn).
              name: 'ui-primitives',
              test: /node_modules[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]components[\\/](box|flex|stack|center|spinner|text|heading|container|button|badge|grid|simple-grid|icon|link)[\\/]/,
              priority: 15,
            },
            {
              // TanStack Query for the data screens: one file instead of ~10.
              name: 'query',
              test: /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/,
              priority: 15,
            },
            {
              // The router and what the router step of src/main.tsx needs with it: the route
              // definitions and the navbar's small modules, which are shared with lazy screens and
              // would otherwise each be a file of its own (every file costs a round trip, and on a
              // cold start offline a turn of the service worker).
              name: 'boot-app',
              test: /node_modules[\\/](use-sync-external-store|js-cookie|@tanstack[\\/](react-router|router-core|history|store|react-store))[\\/]|[\\/]src[\\/](routes[\\/][^?]+\.tsx(\?tsr-shared=1)?|lib[\\/]session\.ts|ui[\\/](icons\.tsx|theme-switch\.tsx|paths\.ts|use-idle\.ts|route-pending\.tsx|render-in-turn\.tsx|toaster[\\/]toast\.ts|navbar[\\/](nav-link-item\.tsx|nav-links\.ts|avatar-view\.tsx)))$|[\\/]contract[\\/]constants\.ts$/,
              priority: 10,
            },
          ],
        },
      },
    },
  },
});
