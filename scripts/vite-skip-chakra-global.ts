import type { Plugin } from 'vite';

const CHAKRA_SYSTEM = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;
const GLOBAL_CSS = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';

/**
 * Every page links Chakra's global CSS (reset, global styles, token variables) as a file that the
 * prerender writes at build time (scripts/vite-prerender.ts). createSystem builds that same CSS
 * again on every start, eagerly and with no option to skip it; it is the largest part of the
 * longest task of start-up (docs/benchmarks.md). In the browser build only, it is not built. The
 * prerender's own build keeps it: that is what writes the file. Fails the build if Chakra changed.
 */
export function skipChakraGlobalCss(): Plugin {
  return {
    name: 'hireloop:skip-chakra-global-css',
    apply: 'build',
    transform(code, id, options) {
      if (options?.ssr || !CHAKRA_SYSTEM.test(id)) return null;
      if (!code.includes(GLOBAL_CSS)) this.error(`Chakra's createSystem changed: "${GLOBAL_CSS}" not found`);
      return { code: code.replace(GLOBAL_CSS, 'const _global = [];'), map: null };
    },
  };
}
