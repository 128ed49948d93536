import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * Writes `.br` and `.gz` next to every text file of the build (after the service worker is built),
 * so the server sends them compressed (@fastify/static `preCompressed`) at no cost per request.
 * Kept over on-the-fly compression: 14% fewer bytes, no CPU per request (docs/benchmarks.md, "Hand-written pieces").
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

/**
 * document.html, the template of a visitor's documents: index.html with the visitor's one script
 * (src/visitor.ts) in place of the app, so both pages' head is written once, in index.html.
 */
function documentFromIndex(): Plugin {
  const appScript = '<script type="module" src="/src/main.tsx"></script>';
  const visitorScript = '<script type="module" src="/src/visitor.ts"></script>';
  let root = process.cwd();
  const documentPath = () => resolve(root, 'document.html');
  return {
    name: 'hireloop:visitor-document',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    resolveId: (id) => (id === 'document.html' || id === documentPath() ? documentPath() : null),
    load(id) {
      if (id !== documentPath()) return null;
      const app = readFileSync(resolve(root, 'index.html'), 'utf8');
      if (!app.includes(appScript)) throw new Error(`index.html lacks ${appScript}`);
      return app.replace(appScript, visitorScript);
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
            // src/app/reload-prompt.tsx registers the built worker (/sw.js) itself and shows
            // "Update available" when a new version waits.
            injectRegister: false,
            registerType: 'prompt',
            manifest: false,
            injectManifest: { globPatterns: ['**/*.{js,css,html,svg,png,webp,ico,webmanifest}'] },
            devOptions: { enabled: false },
          }),
          documentFromIndex(),
          precompress(),
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
    // Every browser the app targets (es2022) supports modulepreload. A visitor's document preloads
    // nothing: with JavaScript off a preload is a download for nothing; its script asks for the
    // one module it imports (src/ui/time-units.ts) itself.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostId }) => (hostId.endsWith('document.html') ? [] : deps),
    },
    rolldownOptions: {
      // The app's shell, and the template of a visitor's documents with its one small script.
      ...(isSsrBuild ? {} : { input: { index: 'index.html', document: 'document.html' } }),
      treeshake: {
        manualPureFunctions: ['defineConfig'],
        moduleSideEffects: [
          // Pure CommonJS that @emotion/react imports only for its withTheme, which nothing calls.
          { test: /[\\/]node_modules[\\/](hoist-non-react-statics|react-is)[\\/]/, sideEffects: false },
        ],
      },
      output: isSsrBuild
        ? {}
        : {
            codeSplitting: {
              // Start-up code in two files (libraries, then ours): dozens of small shared chunks gzip worse.
              // Not following dependencies keeps out what start-up code only re-exports (Chakra's recipes).
              groups: [
                {
                  name: 'vendor',
                  test: /[\\/]node_modules[\\/]/,
                  tags: ['$initial'],
                  includeDependenciesRecursively: false,
                },
                // A visitor's document (its HTML entry, its script and the one module that script
                // shares with the app) stays alone: no app along.
                {
                  name: 'app',
                  test: /^(?!.*[\\/](document\.html|src[\\/]visitor\.ts|src[\\/]ui[\\/]time-units\.ts)$)/,
                  tags: ['$initial'],
                  includeDependenciesRecursively: false,
                },
              ],
            },
          },
    },
  },
}));
