import type { Plugin } from 'vite';

const CHAKRA_SYSTEM = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;
const GLOBAL_CSS = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';

/**
 * The browser build links Chakra's global CSS (reset, global styles, token variables) as a file
 * written at build time (scripts/vite-prerender.ts), and src/app/system.ts drops `_global`. But
 * createSystem still builds that CSS on every start: about half of its time, the longest task of
 * start-up (bench/first-load.mjs). In the browser build only, it is not built. The prerender's
 * own build is untouched: it is what writes the file. Fails the build if Chakra's code changed.
 */
export function skipChakraGlobalCss(): Plugin {
  return {
    name: 'hireloop:skip-chakra-global-css',
    apply: 'build',
    transform(code, id, options) {
      if (options?.ssr || !CHAKRA_SYSTEM.test(id)) return null;
      if (!code.includes(GLOBAL_CSS))
        this.error(`Chakra's createSystem changed: "${GLOBAL_CSS}" not found in ${id}`);
      return { code: code.replace(GLOBAL_CSS, 'const _global = [];'), map: null };
    },
  };
}
