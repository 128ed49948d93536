import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { system } from './system.ts';

// A production build ships Chakra's global CSS (reset, tokens, keyframes) as a file that every page
// links (scripts/vite-prerender.ts), so the browser does not build and insert it at start-up.
const runtimeSystem =
  import.meta.env.PROD && !import.meta.env.SSR
    ? { ...system, _global: [], _config: { ...system._config, disableLayers: true } }
    : system;

// TanStack Query is provided by the _data layout route (and the navbar's account avatar), so the
// landing and auth screens load without it.
export function Providers({ children }: { children: ReactNode }) {
  return <ChakraProvider value={runtimeSystem}>{children}</ChakraProvider>;
}
