// The Chakra system, built once at module level from the base config plus only what we render.
// A recipe left out renders unstyled without any warning: add it here when a screen needs one,
// or pass it as `recipe={...}` in a lazily loaded chunk (drawer, toast) to keep first load small.
import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  breakpoints,
  buttonRecipe,
  containerRecipe,
  globalCss,
  headingRecipe,
  inputRecipe,
  linkRecipe,
  semanticTokens,
  spinnerRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';

// The colour palettes no screen uses (colorPalette props, status badges and tags use the others):
// every palette adds about 80 tokens that createSystem resolves at start-up, its longest single task.
const UNUSED_PALETTES = ['teal', 'cyan', 'pink'];
const withoutUnusedPalettes = <T extends Record<string, unknown>>(colors: T) =>
  Object.fromEntries(Object.entries(colors).filter(([name]) => !UNUSED_PALETTES.includes(name))) as T;

const from = (translate: string) => ({ from: { translate }, to: { translate: '0 0' } });
const to = (translate: string) => ({ from: { translate: '0 0' }, to: { translate } });

// Only the keyframes our recipes use (spinner, drawer from the start edge, toasts) plus our own.
const keyframes = {
  spin: { '0%': { transform: 'rotate(0deg)' }, '100%': { transform: 'rotate(360deg)' } },
  'fade-in': { from: { opacity: 0 }, to: { opacity: 1 } },
  'fade-out': { from: { opacity: 1 }, to: { opacity: 0 } },
  // Dialogs open with a slight scale.
  'scale-in': { from: { scale: '0.95' }, to: { scale: '1' } },
  'scale-out': { from: { scale: '1' }, to: { scale: '0.95' } },
  'slide-from-left-full': from('-100% 0'),
  'slide-from-right-full': from('100% 0'),
  'slide-to-left-full': to('-100% 0'),
  'slide-to-right-full': to('100% 0'),
  // Each new phrase of the landing headline rises into place.
  'headline-in': {
    from: { transform: 'translateY(60%)', opacity: 0 },
    to: { transform: 'translateY(0)', opacity: 1 },
  },
  // The logo strip moves one copy of the logos to the left, then starts over seamlessly.
  marquee: { from: { transform: 'translateX(0)' }, to: { transform: 'translateX(-50%)' } },
};

const appConfig = defineConfig({
  preflight: true,
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  globalCss: {
    ...globalCss,
    html: { ...globalCss.html, scrollPaddingTop: '80px' },
    body: { minHeight: '100dvh' },
  },
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: withoutUnusedPalettes(tokens.colors) },
    semanticTokens: {
      ...semanticTokens,
      colors: withoutUnusedPalettes(semanticTokens.colors),
    },
    textStyles,
    // Buttons and inputs use layerStyle "disabled".
    layerStyles: { disabled: { value: { opacity: '0.5', cursor: 'not-allowed' } } },
    recipes: {
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      input: inputRecipe,
      link: linkRecipe,
      spinner: spinnerRecipe,
    },
  },
});

export const system = createSystem(defaultBaseConfig, appConfig);
