import { Box, defineStyle } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { NavLink } from './nav-links.ts';
import { focusRingOutside } from '../../ui/focus-ring.ts';

/**
 * The look of a navigation link; the active one is marked with aria-current by the router. The
 * navbar applies it to its links by class (one style object for the whole bar, see navbar.tsx).
 */
export const navLinkStyle = defineStyle({
  display: 'inline-flex',
  alignItems: 'center',
  px: '3',
  py: '2',
  rounded: 'md',
  fontSize: 'sm',
  fontWeight: 'medium',
  color: 'fg.muted',
  transition: 'colors',
  _hover: { color: 'fg', bg: 'bg.muted' },
  _focusVisible: focusRingOutside,
  '&[aria-current=page]': { color: 'blue.fg', bg: 'blue.subtle' },
});

const blockLinkStyle = defineStyle({ ...navLinkStyle, display: 'flex', py: '3', fontSize: 'md' });

/** One navigation link of the mobile menu: a full-width row. */
export function NavLinkItem({ link, onNavigate }: { link: NavLink; onNavigate?: () => void }) {
  return (
    <Box asChild css={blockLinkStyle}>
      <Link to={link.to} onClick={onNavigate}>
        {link.label}
      </Link>
    </Box>
  );
}
