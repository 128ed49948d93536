import { Box, chakra } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { HeadContent, Outlet, useRouter, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { clearQueries } from '../lib/query-client.ts';
import { useSession } from '../lib/session.ts';
import { NAVBAR_HEIGHT, Navbar } from './navbar/navbar.tsx';
import { navMode } from './navbar/nav-links.ts';
import { ToasterHost } from '../ui/toaster/toaster-host.tsx';

// "Confirm your email" is for signed-in users alone: a visitor's first load carries neither the
// banner nor the resend it posts with.
const VerifyEmailBanner = lazy(() =>
  import('../features/auth/verify-email-banner.tsx').then((m) => ({ default: m.VerifyEmailBanner })),
);

export function RootLayout() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const withNavbar = navMode(pathname) !== 'hidden';
  const signedIn = Boolean(useSession());
  const router = useRouter();
  const queryClient = useQueryClient();
  const wasSignedIn = useRef(signedIn);
  useEffect(() => {
    // Queued applies, posts and decisions go out as soon as there is a session (and a network).
    if (signedIn) void import('../offline/outbox.ts').then((m) => m.startOfflineSync(queryClient));
    // Signed out, here or in another tab: the redirect rules apply to the screen on show (a
    // private one goes to /sign-in), then nothing the user saw stays in memory.
    else if (wasSignedIn.current) void router.invalidate().then(clearQueries);
    wasSignedIn.current = signedIn;
  }, [signedIn, router, queryClient]);
  return (
    <>
      {/* Each route's head(): title, description, previews, canonical, JSON-LD (React puts the tags
          in <head>). The server's renderer puts them in the document's head itself. */}
      {!router.isServer && <HeadContent />}
      <chakra.a
        href="#main"
        srOnly
        _focus={{
          srOnly: false,
          position: 'fixed',
          top: '2',
          left: '2',
          zIndex: 'skipNav',
          bg: 'bg',
          px: '4',
          py: '2',
          rounded: 'md',
          shadow: 'md',
        }}
      >
        Skip to content
      </chakra.a>
      <Navbar />
      <Box
        as="main"
        id="main"
        tabIndex={-1}
        pt={withNavbar ? NAVBAR_HEIGHT : '0'}
        minH="100dvh"
        outline="none"
      >
        {signedIn && (
          <Suspense fallback={null}>
            <VerifyEmailBanner />
          </Suspense>
        )}
        <Outlet />
      </Box>
      <ToasterHost />
    </>
  );
}
