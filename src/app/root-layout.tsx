import { Box, chakra } from '@chakra-ui/react';
import { Outlet, useRouterState } from '@tanstack/react-router';
import { RenderInTurn } from '../ui/render-in-turn.tsx';
import { NAVBAR_HEIGHT, Navbar } from '../ui/navbar/navbar.tsx';
import { navMode } from '../ui/navbar/nav-links.ts';
import { ToasterHost } from '../ui/toaster/toaster-host.tsx';

export function RootLayout() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const withNavbar = navMode(pathname) !== 'hidden';
  return (
    <>
      <chakra.a
        href="#main"
        srOnly
        _focus={{
          srOnly: false,
          position: 'fixed',
          top: '2',
          left: '2',
          zIndex: 'skipLink',
          bg: 'bg',
          px: '4',
          py: '2',
          rounded: 'md',
          shadow: 'md',
        }}
      >
        Skip to content
      </chakra.a>
      {/* The screen comes first, the navbar last (after a list's first cards, turn 3 of the screen):
          it is fixed, so it takes no room in the flow and moves nothing when it appears. Offline
          start, measured: /jobs' first card ~50 ms sooner (bench/offline-start.mjs). */}
      <RenderInTurn turn={5}>
        <Navbar />
      </RenderInTurn>
      <Box
        as="main"
        id="main"
        tabIndex={-1}
        pt={withNavbar ? NAVBAR_HEIGHT : '0'}
        minH="100dvh"
        outline="none"
      >
        <RenderInTurn turn={1}>
          <Outlet />
        </RenderInTurn>
      </Box>
      <ToasterHost />
    </>
  );
}
