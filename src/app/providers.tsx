import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { system } from './system.ts';

// TanStack Query is provided by the _data layout route (and the navbar's account avatar), so the
// landing and auth screens load without it.
export function Providers({ children }: { children: ReactNode }) {
  return <ChakraProvider value={system}>{children}</ChakraProvider>;
}
