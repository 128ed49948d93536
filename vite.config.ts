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
      // Dexie mirror, which no first screen needs (bench/analyze-bundle.mjs).
      codeSplittingOptions: {
        defaultBehavior: [['loader'], ['component'], ['errorComponent'], ['notFoundComponent']],
      },
    }),
    react(),
    prerender(),
    skipChakraGlobalCss(),
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
    modulePreload: {
      // Every browser the app targets (es2022) supports modulepreload.
      polyfill: false,
      // The signed-in extras on the job screens (Save, Alert me, Close) load after the screen, for
      // signed-in users only. Their imports then load in a chain instead of being preloaded by a
      // list that would sit in every visitor's first load (src/features/jobs/components/job-card.tsx).
      resolveDependencies: (file, deps) => (/signed-in-extras-/.test(file) ? [] : deps),
    },
    rolldownOptions: {
      treeshake: { manualPureFunctions: ['defineConfig'] },
      // Screens are split by route (the router plugin above). What every screen needs at start-up,
      // everything the entry imports statically, goes in two files, the packages and our own
      // modules, instead of dozens of small shared chunks: each costs a request, and on a cold start
      // offline a turn of the service worker. The entry module itself stays out: a group that takes
      // it leaves Vite preloading an entry file that no longer exists.
      output: {
        codeSplitting: {
          groups: [
            { name: 'vendor', tags: ['$initial'], test: /node_modules/ },
            { name: 'app', tags: ['$initial'], test: /[\\/](src[\\/](?!main\.tsx$)|contract[\\/])/ },
            // TanStack Query, for the data screens only: one file instead of ~10. Its hydration
            // serves only the signed-in user's saved queries (src/lib/persist-account.ts) and its
            // mutations only the screens that write: both load with those.
            {
              name: 'query',
              test: /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/](?!.*(hydration|[mM]utation))/,
            },
            // Chakra's parts that most screens use (button, heading, stack, grid, badge, …): one
            // file instead of one small file each. Every file costs a request, and a phone on a
            // slow network opens only a few at a time.
            { name: 'ui', test: /node_modules[\\/]@chakra-ui[\\/]/, minShareCount: 8 },
          ],
        },
      },
    },
  },
});
