// Fixed top bar. Wide screens: links inline. Small screens: a hamburger opens a left drawer,
// loaded on first use (and prefetched when the button is hovered or focused).
import { Box, chakra, Flex, HStack } from '@chakra-ui/react';
import { Link, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { useSession } from '../../lib/session.ts';
import { MenuIcon } from '../icons.tsx';
import { ThemeSwitch } from '../theme-switch.tsx';
import { NavLinkItem } from './nav-link-item.tsx';
import { navLinks, navMode } from './nav-links.ts';
import { PendingBadgeSlot } from './pending-badge-slot.tsx';
import { UserAvatar } from './user-avatar.tsx';

const loadMobileMenu = () => import('./mobile-menu.tsx');
const MobileMenu = lazy(() => loadMobileMenu().then((m) => ({ default: m.MobileMenu })));

export const NAVBAR_HEIGHT = '64px';

export function Navbar() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const session = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuLoaded, setMenuLoaded] = useState(false);
  const mode = navMode(pathname);
  if (mode === 'hidden') return null;
  const links = navLinks(mode, session?.role);
  const isApp = mode === 'app';

  const openMenu = () => {
    setMenuLoaded(true);
    setMenuOpen(true);
  };

  return (
    <chakra.header
      position="fixed"
      top="0"
      insetX="0"
      zIndex="sticky"
      h={NAVBAR_HEIGHT}
      bg={{ base: 'white/85', _dark: 'gray.950/85' }}
      backdropFilter="saturate(180%) blur(12px)"
      borderBottomWidth="1px"
    >
      <Flex
        as="nav"
        aria-label="Main"
        maxW="6xl"
        mx="auto"
        h="full"
        px={{ base: '3', md: '6' }}
        align="center"
        gap="2"
      >
        {isApp && (
          <chakra.button
            type="button"
            aria-label="Open menu"
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            onClick={openMenu}
            onPointerEnter={loadMobileMenu}
            onFocus={loadMobileMenu}
            display={{ base: 'inline-flex', md: 'none' }}
            alignItems="center"
            justifyContent="center"
            boxSize="10"
            rounded="md"
            color="fg"
            _hover={{ bg: 'bg.muted' }}
            _focusVisible={{ outline: '2px solid', outlineColor: 'blue.focusRing' }}
          >
            <MenuIcon size={22} />
          </chakra.button>
        )}
        <Box
          asChild
          display="inline-flex"
          alignItems="center"
          gap="2"
          fontWeight="bold"
          fontSize="lg"
          letterSpacing="tight"
          color="fg"
          mr={{ base: 'auto', md: '4' }}
          rounded="md"
          _focusVisible={{ outline: '2px solid', outlineColor: 'blue.focusRing', outlineOffset: '2px' }}
        >
          <Link to="/home">
            <Box
              as="span"
              aria-hidden="true"
              boxSize="7"
              rounded="lg"
              bgGradient="to-br"
              gradientFrom="blue.500"
              gradientTo="purple.600"
              display="inline-flex"
              alignItems="center"
              justifyContent="center"
              color="white"
              fontSize="sm"
            >
              H
            </Box>
            Hireloop
          </Link>
        </Box>
        <HStack as="ul" listStyleType="none" gap="1" display={isApp ? { base: 'none', md: 'flex' } : 'flex'}>
          {links.map((link) => (
            <li key={link.to}>
              <NavLinkItem link={link} />
            </li>
          ))}
        </HStack>
        <Box flex="1" display={{ base: 'none', md: 'block' }} />
        <Box display={{ base: 'none', md: 'block' }}>
          <ThemeSwitch compact />
        </Box>
        {isApp && <PendingBadgeSlot signedIn={Boolean(session)} />}
        {isApp && <UserAvatar session={session} />}
      </Flex>
      {menuLoaded && (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onOpenChange={setMenuOpen} links={links} />
        </Suspense>
      )}
    </chakra.header>
  );
}
