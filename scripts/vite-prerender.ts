// After the client build: renders the static screens (src/prerender.tsx) to HTML at build time and
// writes the Chakra global CSS (reset, tokens, keyframes) as one cacheable file that every page
// links, so the browser paints styled content before any script runs. Runs before vite-plugin-pwa
// writes the precache list.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import type { OutputBundle, OutputChunk } from 'rolldown';
import { build, type Plugin } from 'vite';

type Rendered = { body: string; globalCss: string; ids: string[]; css: string };

/** Takes emotion's inline <style> tags out of the markup: global rules and per-element rules. */
export function splitStyles(html: string): Rendered {
  const ids: string[] = [];
  const css: string[] = [];
  const globalCss: string[] = [];
  const body = html.replace(
    /<style data-emotion="([^"]*)"[^>]*>([\s\S]*?)<\/style>/g,
    (_m, attr: string, rules: string) => {
      const [key, ...names] = attr.split(' ');
      if (key?.endsWith('-global')) globalCss.push(rules);
      else {
        ids.push(...names);
        css.push(rules);
      }
      return '';
    },
  );
  return { body, globalCss: globalCss.join(''), ids, css: css.join('') };
}

/** `/` → prerendered/index.html, `/sign-in` → prerendered/sign-in.html. */
export const prerenderedFile = (path: string) => `prerendered${path === '/' ? '/index' : path}.html`;

/** These chunks and everything they import. */
function withImports(bundle: OutputBundle, files: string[]): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    const chunk = bundle[file];
    if (seen.has(file) || chunk?.type !== 'chunk') return;
    seen.add(file);
    for (const dep of chunk.imports) visit(dep);
  };
  for (const file of files) visit(file);
  return [...seen];
}

const chunksOf = (bundle: OutputBundle) =>
  Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');

/** The entry and what it imports statically (Vite already lists those as modulepreload). */
function bootChunks(bundle: OutputBundle): string[] {
  const entry = chunksOf(bundle).find((c) => c.isEntry);
  return entry ? withImports(bundle, [entry.fileName]) : [];
}

/** A chunk and everything it imports, found by the module it was built from. */
function chunkWithImports(bundle: OutputBundle, moduleSuffix: string): string[] {
  const start = chunksOf(bundle).find((c) => Boolean(c.facadeModuleId?.endsWith(moduleSuffix)));
  return start ? withImports(bundle, [start.fileName]) : [];
}

/** `src/routes/_data/jobs.Info.$UrlPath.tsx` → `^/jobs/Info/[^/]+$` (TanStack's file naming). */
export function routePattern(routeFile: string): string {
  const segments = routeFile
    .replace(/^.*\/src\/routes\/_data\//, '')
    .replace(/\.tsx$/, '')
    .split(/[./]/)
    .filter((s) => s !== 'index')
    .map((s) => (s.startsWith('$') ? '[^/]+' : s));
  return `^/${segments.join('/')}$`;
}

/**
 * Each data screen's own chunks (its component and loader, and what they import), by the URL
 * pattern of its route. The shell's inline script preloads the ones of the screen being opened.
 */
function dataScreenPreloads(
  bundle: OutputBundle,
  loaded: (file: string) => boolean,
): Record<string, string[]> {
  const screens: Record<string, Set<string>> = {};
  for (const chunk of chunksOf(bundle)) {
    const routeFile = chunk.facadeModuleId?.match(/^(.*\/src\/routes\/_data\/.+\.tsx)\?tsr-split=/)?.[1];
    if (!routeFile) continue;
    const pattern = routePattern(routeFile);
    const files = screens[pattern] ?? new Set<string>();
    screens[pattern] = files;
    for (const f of withImports(bundle, [chunk.fileName])) if (!loaded(f)) files.add(f);
  }
  return Object.fromEntries(Object.entries(screens).map(([k, v]) => [k, [...v]]));
}

/** Inline script for the shell: modulepreload the opened screen's chunks before the app starts. */
const screenPreloadScript = (screens: Record<string, string[]>) => `<script>
      (() => {
        var screens = ${JSON.stringify(screens)};
        for (var pattern in screens) {
          if (!new RegExp(pattern).test(location.pathname)) continue;
          for (var file of screens[pattern]) {
            var link = document.createElement('link');
            link.rel = 'modulepreload';
            link.crossOrigin = '';
            link.href = '/' + file;
            document.head.appendChild(link);
          }
        }
      })();
    </script>`;

/** The chunks of a static route's screen (TanStack's code splitting names them after the file). */
const routeChunks = (bundle: OutputBundle, path: string) =>
  chunkWithImports(bundle, `/src/routes/${path === '/' ? 'index' : path.slice(1)}.tsx?tsr-split=component`);

const preloadLinks = (files: string[]) =>
  files.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`).join('\n    ');

export function prerender(): Plugin {
  let root = '';
  let outDir = '';
  let ssr = false;
  let bundle: OutputBundle = {};
  return {
    name: 'hireloop:prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
      ssr = Boolean(config.build.ssr);
    },
    generateBundle(_options, output) {
      bundle = output;
    },
    closeBundle: {
      sequential: true,
      order: 'pre',
      async handler() {
        if (ssr) return;
        const ssrOut = join(root, 'node_modules/.cache/hireloop-prerender', String(process.pid));
        await build({
          configFile: false,
          root,
          logLevel: 'warn',
          plugins: [react()],
          // The client's code paths (see src/prerender.tsx): TanStack Router's isServer is false.
          resolve: {
            alias: [
              {
                find: /^@tanstack\/router-core\/isServer$/,
                replacement: join(root, 'node_modules/@tanstack/router-core/dist/esm/isServer/client.js'),
              },
            ],
          },
          ssr: { noExternal: true },
          build: { ssr: 'src/prerender.tsx', outDir: ssrOut, emptyOutDir: true, minify: false },
        });
        const mod = await import(pathToFileURL(join(ssrOut, 'prerender.js')).href);
        rmSync(ssrOut, { recursive: true, force: true });

        const template = readFileSync(join(outDir, 'index.html'), 'utf8');
        const pages = [];
        for (const path of mod.PRERENDERED_PATHS as string[]) {
          pages.push({ path, ...splitStyles(await mod.renderPage(path)) });
        }
        const globalCss = pages[0]?.globalCss ?? '';
        const cssName = `assets/chakra-${createHash('sha256').update(globalCss).digest('hex').slice(0, 10)}.css`;
        writeFileSync(join(outDir, cssName), globalCss);
        const inTemplate = (f: string) => template.includes(`/${f}"`);
        const boot = bootChunks(bundle).filter((f) => !inTemplate(f));
        const link = `<link rel="stylesheet" href="/${cssName}" data-chakra-global />`;
        const shell = template.replace('</head>', `    ${link}\n    ${preloadLinks(boot)}\n  </head>`);
        const screens = dataScreenPreloads(bundle, (f) => boot.includes(f) || inTemplate(f));
        // The inline script goes before the stylesheet: a script after one waits until it has loaded.
        writeFileSync(
          join(outDir, 'index.html'),
          shell.replace(link, `${screenPreloadScript(screens)}\n    ${link}`),
        );
        for (const page of pages) {
          // emotion's client cache adopts <style data-emotion="css …ids"> and never inserts those again.
          const styles = `<style data-emotion="css ${page.ids.join(' ')}">${page.css}</style>`;
          const screen = routeChunks(bundle, page.path).filter((f) => !boot.includes(f) && !inTemplate(f));
          const html = shell
            .replace('</head>', `  ${preloadLinks(screen)}\n    ${styles}\n  </head>`)
            .replace(
              '<div id="root"></div>',
              `<div id="root" data-prerendered="${page.path}">${page.body}</div>`,
            );
          const file = join(outDir, prerenderedFile(page.path));
          mkdirSync(dirname(file), { recursive: true });
          writeFileSync(file, html);
        }
      },
    },
  };
}
