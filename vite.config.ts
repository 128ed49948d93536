import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * The chunks each chunk loads with it (itself and its static imports, all the way down), read from
 * the bundle before Vite writes the preload lists of dynamic imports (see `resolveDependencies`).
 */
const closures = new Map<string, Set<string>>();
function chunkClosures(): Plugin {
  return {
    name: 'hireloop:chunk-closures',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        closures.clear();
        const visit = (file: string, seen: Set<string>) => {
          const chunk = bundle[file];
          if (seen.has(file) || chunk?.type !== 'chunk') return seen;
          seen.add(file);
          for (const dep of chunk.imports) visit(dep, seen);
          return seen;
        };
        for (const file in bundle) closures.set(file, visit(file, new Set()));
      },
    },
  };
}

/** A chunk of exactly these modules (the ends of their paths): what they import stays where it was. */
const chunkOf = (name: string, files: string[]) => ({
  name,
  includeDependenciesRecursively: false,
  test: (id: string) => files.some((file) => id.endsWith(file)),
});
const chakra = '@chakra-ui/react/dist/esm/components';
const query = '@tanstack/react-query/build/modern';
const queryCore = '@tanstack/query-core/build/modern';

/**
 * Writes `.br` and `.gz` next to every text file of the build (after the service worker is built),
 * so the server sends them compressed (@fastify/static `preCompressed`) at no cost per request.
 * Kept over on-the-fly compression: 14% fewer bytes, no CPU per request (docs/benchmarks.md, issue 36).
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

// `vite build` builds the browser's app into dist/; `vite build --ssr src/entry-server.tsx` builds
// the server's renderer of the same screens into dist-ssr/ (npm run build does both).
export default defineConfig(({ isSsrBuild }) => ({
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
    ...(isSsrBuild
      ? []
      : [
          VitePWA({
            strategies: 'injectManifest',
            srcDir: 'sw',
            filename: 'sw.ts',
            // src/app/pwa.ts registers the worker after the first screen, then watches for updates
            // with this plugin's registerSW (virtual:pwa-register) to show "Update available".
            injectRegister: false,
            registerType: 'prompt',
            manifest: false,
            injectManifest: { globPatterns: ['**/*.{js,css,html,svg,png,webp,ico,webmanifest}'] },
            devOptions: { enabled: false },
          }),
          precompress(),
          chunkClosures(),
        ]),
  ],
  // The server also answers the emulator-only sign-in helper (server/routes/gapi-shim.ts).
  server: { proxy: { '/api': 'http://127.0.0.1:3000', '/gapi-shim.js': 'http://127.0.0.1:3000' } },
  // The server's renderer is one self-contained bundle: it runs beside the server's own modules
  // without resolving the browser packages' exports again at run time.
  ssr: { noExternal: true },
  // React and the router pick their builds by NODE_ENV at run time: the server's renderer is always
  // the production one (the development one checks every element, several times slower).
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  build: {
    target: isSsrBuild ? 'node20' : 'es2022',
    outDir: isSsrBuild ? 'dist-ssr' : 'dist',
    modulePreload: {
      // Every browser the app targets (es2022) supports modulepreload.
      polyfill: false,
      // What the importing chunk imports statically is loaded by the time its dynamic import runs:
      // listing it again only adds bytes to the importer.
      resolveDependencies: (_file, deps, { hostId }) => deps.filter((dep) => !closures.get(hostId)?.has(dep)),
    },
    rolldownOptions: {
      treeshake: { manualPureFunctions: ['defineConfig'] },
      // The packages every page starts with go in one file instead of dozens of small ones: each
      // file is a request, and gzip compresses one file better than its parts one by one.
      output: isSsrBuild
        ? {}
        : {
            codeSplitting: {
              groups: [
                { name: 'vendor', tags: ['$initial'], test: /node_modules/ },
                // Small pieces the public screens share, one file per set of screens that loads them
                // (/jobs, a job's page, /companies, /feed, the landing page): the automatic split
                // follows every route, signed-in ones too, and cuts them into a dozen tiny files, each
                // a request and a name in the entry's preload table (bench/first-load.mjs).
                // /jobs and a job's page: badges, Save, Close / Reopen, the jobs API.
                chunkOf('job-parts', [
                  'src/ui/job-badge.tsx',
                  'src/ui/candidate-only.tsx',
                  'src/app/candidate-parts.tsx',
                  'src/features/jobs/components/job-state-button.tsx',
                  'src/features/jobs/components/applicants-link.tsx',
                  'src/features/jobs/components/closed.ts',
                  'src/features/jobs/api.ts',
                  `${chakra}/badge/badge.js`,
                ]),
                // The four data screens: the screen frame and TanStack Query's query hook.
                chunkOf('screen-kit', [
                  'src/ui/screen.tsx',
                  'src/ui/found-on-device.tsx',
                  `${queryCore}/queryObserver.js`,
                  ...['IsRestoringProvider', 'QueryErrorResetBoundary', 'errorBoundaryUtils'].map(
                    (name) => `${query}/${name}.js`,
                  ),
                  ...['suspense', 'useBaseQuery', 'queryOptions', 'infiniteQueryOptions'].map(
                    (name) => `${query}/${name}.js`,
                  ),
                ]),
                // /jobs, /companies, /feed.
                chunkOf('infinite-query', [
                  `${queryCore}/infiniteQueryObserver.js`,
                  `${query}/useInfiniteQuery.js`,
                ]),
                // /jobs, a job's page, /companies and the landing page.
                chunkOf('layout', [
                  'src/ui/button-link.tsx',
                  `${chakra}/grid/grid.js`,
                  `${chakra}/stack/h-stack.js`,
                ]),
                // /jobs, a job's page, /companies.
                chunkOf('device-kit', ['src/ui/company-logo.tsx', 'src/offline/device-search.ts']),
                // /jobs, /companies.
                chunkOf('search-kit', [
                  'src/ui/search-input.tsx',
                  'src/ui/use-debounced-value.ts',
                  'src/offline/use-device-answer.ts',
                ]),
                // Every screen.
                chunkOf('button', [
                  `${chakra}/button/button.js`,
                  `${chakra}/loader/loader.js`,
                  `${chakra}/absolute-center/absolute-center.js`,
                  `${chakra}/span/index.js`,
                  '@zag-js/dom-query/dist/shared.mjs',
                ]),
                chunkOf('frame', [`${chakra}/heading/index.js`, `${chakra}/container/container.js`]),
              ],
            },
          },
    },
  },
}));
