// Fixed top bar. Wide screens: links inline. Small screens: a hamburger opens a left drawer,
// loaded on first use (and prefetched when the button is hovered or focused); signed out, it opens
// a popover that needs no script.
import { chakra, defineStyle } from '@chakra-ui/react';
import { Link, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { useSession } from '../../lib/session.ts';
import { MenuIcon } from '../../ui/icons.tsx';
import { ThemeSwitch } from '../../ui/theme-switch.tsx';
import { navLinkStyle } from './nav-link-item.tsx';
import { navLinks, navMode } from './nav-links.ts';
import { SignedInSlot } from './signed-in-slot.tsx';
import { UserAvatar } from './user-avatar.tsx';
import { focusRingOutside } from '../../ui/focus-ring.ts';
import { barIconButton } from '../../ui/bar-icon-button.ts';
import { MENU_POPOVER_ID, MenuPopover } from './menu-popover.tsx';

const loadMobileMenu = () => import('./mobile-menu.tsx');
const MobileMenu = lazy(() => loadMobileMenu().then((m) => ({ default: m.MobileMenu })));

export const NAVBAR_HEIGHT = '64px';

/**
 * The whole bar is styled by one style object on the header; its parts are plain elements picked
 * by class. The bar is on every screen's first render, and each Chakra element costs a style
 * resolution: with one per part, the bar was the longest render turn of a cold start
 * (docs/benchmarks.md).
 */
const navbarStyle = defineStyle({
  position: 'fixed',
  top: '0',
  insetX: '0',
  zIndex: 'sticky',
  h: NAVBAR_HEIGHT,
  bg: { base: 'white/85', _dark: 'gray.950/85' },
  backdropFilter: 'saturate(180%) blur(12px)',
  borderBottomWidth: '1px',
  '& .navbar-nav': {
    display: 'flex',
    alignItems: 'center',
    gap: '2',
    maxW: '6xl',
    mx: 'auto',
    h: 'full',
    px: { base: '3', md: '6' },
  },
  '& .navbar-menu-button': {
    ...barIconButton,
    display: { base: 'inline-flex', md: 'none' },
  },
  '& .navbar-brand': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '2',
    fontWeight: 'bold',
    fontSize: 'lg',
    letterSpacing: 'tight',
    color: 'fg',
    mr: { base: 'auto', md: '4' },
    rounded: 'md',
    _focusVisible: focusRingOutside,
  },
  '& .navbar-mark': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSize: '7',
    rounded: 'lg',
    bgGradient: 'to-br',
    gradientFrom: 'blue.500',
    gradientTo: 'purple.600',
    color: 'white',
    fontSize: 'sm',
  },
  '& .navbar-links': {
    display: 'flex',
    flexDirection: 'row',
    alignItems: 'center',
    gap: '1',
    listStyleType: 'none',
  },
  // On app screens the links move into the menu on small screens.
  '& .navbar-links[data-collapsible]': { display: { base: 'none', md: 'flex' } },
  '& .navbar-link': navLinkStyle,
  '& .navbar-spacer': { flex: '1', display: { base: 'none', md: 'block' } },
  '& .navbar-theme': { display: { base: 'none', md: 'block' } },
});

export function Navbar() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const session = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuLoaded, setMenuLoaded] = useState(false);
  const mode = navMode(pathname, Boolean(session));
  if (mode === 'hidden') return null;
  const links = navLinks(mode, session?.role);
  const isApp = mode === 'app';

  const openMenu = () => {
    setMenuLoaded(true);
    setMenuOpen(true);
  };

  return (
    <chakra.header css={navbarStyle}>
      <nav aria-label="Main" className="navbar-nav">
        {isApp && !session && (
          <button
            type="button"
            className="navbar-menu-button"
            aria-label="Open menu"
            popoverTarget={MENU_POPOVER_ID}
          >
            <MenuIcon size={22} />
          </button>
        )}
        {isApp && session && (
          <button
            type="button"
            className="navbar-menu-button"
            aria-label="Open menu"
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            onClick={openMenu}
            onPointerEnter={loadMobileMenu}
            onFocus={loadMobileMenu}
          >
            <MenuIcon size={22} />
          </button>
        )}
        <Link to="/home" className="navbar-brand">
          <span className="navbar-mark" aria-hidden="true">
            H
          </span>
          Hireloop
        </Link>
        <ul className="navbar-links" data-collapsible={isApp || undefined}>
          {links.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className="navbar-link">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
        <div className="navbar-spacer" />
        <div className="navbar-theme">
          <ThemeSwitch compact />
        </div>
        {isApp && <SignedInSlot signedIn={Boolean(session)} />}
        {isApp && <UserAvatar session={session} />}
      </nav>
      {isApp && !session && <MenuPopover links={links} />}
      {menuLoaded && (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onOpenChange={setMenuOpen} links={links} />
        </Suspense>
      )}
    </chakra.header>
  );
}
