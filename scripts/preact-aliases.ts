import { join } from 'node:path';

/**
 * The app is written against React's API and types and runs on Preact through preact/compat.
 * React DOM alone is ~57 KB of gzip JS on every first load; Preact with its compat layer is ~10 KB,
 * which is what brings every first screen under the 140 KB budget (issue 8, bench/first-load.mjs).
 * The client build and the prerender use these aliases; vitest keeps React (see vitest.config.ts).
 *
 * `esmFrom` (the project root) points the aliases at Preact's ES module files: the prerender's
 * Node build would otherwise take the CommonJS copy for a `require('react')` (in
 * use-sync-external-store) and the ES one for an `import`, and two copies of Preact break hooks.
 */
export function preactAliases(esmFrom?: string) {
  const file = (bare: string, esm: string) => (esmFrom ? join(esmFrom, 'node_modules/preact', esm) : bare);
  const compat = file('preact/compat', 'compat/dist/compat.mjs');
  return [
    { find: /^react-dom\/client$/, replacement: file('preact/compat/client', 'compat/client.mjs') },
    { find: /^react-dom\/server$/, replacement: file('preact/compat/server', 'compat/server.mjs') },
    { find: /^react-dom$/, replacement: compat },
    {
      find: /^react\/jsx-(dev-)?runtime$/,
      replacement: file('preact/jsx-runtime', 'jsx-runtime/dist/jsxRuntime.mjs'),
    },
    { find: /^react$/, replacement: compat },
  ];
}
