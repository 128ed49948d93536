// Emotion on the server in the mode its own server tools use (`compat`): the styles a render
// inserts are kept in its cache instead of written as a <style> beside each element, which HTML
// does not allow in <body>. The document then links the styles every page shares (the theme's
// reset, tokens and global rules: one cached file) and carries only its own few in <head>.
import createCache, { type EmotionCache } from '@emotion/cache';
import hashString from '@emotion/hash';
import { CacheProvider } from '@emotion/react';
import { ChakraProvider } from '@chakra-ui/react';
import { renderToString } from 'react-dom/server';
import { system } from './app/system.ts';

/** A cache for one render that collects its styles. */
export function collectingCache(): EmotionCache {
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  return cache;
}

/** The theme's own styles, inserted before any screen renders: the same for every page. */
function themeStyles(): Map<string, string> {
  const cache = collectingCache();
  renderToString(
    <CacheProvider value={cache}>
      <ChakraProvider value={system}>{null}</ChakraProvider>
    </CacheProvider>,
  );
  return insertedRules(cache);
}

function insertedRules(cache: EmotionCache): Map<string, string> {
  const rules = new Map<string, string>();
  for (const [name, css] of Object.entries(cache.inserted)) if (typeof css === 'string') rules.set(name, css);
  return rules;
}

const shared = themeStyles();
const sharedCss = [...shared.values()].join('');

/** The stylesheet every page links, named by its content: the build writes it beside the app's files. */
export const sharedStylesheet = {
  file: `assets/theme-${hashString(sharedCss)}.css`,
  css: sharedCss,
};

/** What a render inserted beyond the shared stylesheet, safe inside a <style> element. */
export function pageCss(cache: EmotionCache): string {
  const own = [...insertedRules(cache)].filter(([name]) => !shared.has(name)).map(([, css]) => css);
  return own.join('').replaceAll('</', '<\\/');
}
