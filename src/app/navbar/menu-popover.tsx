// The small-screen menu of someone signed out: the browser's own popover, opened by the menu
// button's popovertarget. It works with no script at all, so a visitor's document (a public page
// served without the app) keeps its navigation on a phone; light dismiss and Escape come with it.
import { Box, defineStyle } from '@chakra-ui/react';
import { NavLinkItem } from './nav-link-item.tsx';
import type { NavLink } from './nav-links.ts';

export const MENU_POPOVER_ID = 'site-menu';

const signIn: NavLink = { to: '/sign-in', label: 'Login' };

const popoverStyle = defineStyle({
  // Only the open state sets a display: the closed popover stays hidden by the browser's own rule.
  inset: 'auto',
  top: '64px',
  left: '0',
  m: '0',
  w: { base: '280px', sm: '350px' },
  maxW: '100vw',
  h: 'calc(100dvh - 64px)',
  p: '4',
  bg: 'bg.panel',
  color: 'fg',
  borderWidth: '0',
  borderRightWidth: '1px',
  boxShadow: 'lg',
  '& ul': { listStyleType: 'none', display: 'flex', flexDirection: 'column', gap: '1' },
});

export function MenuPopover({ links }: { links: NavLink[] }) {
  return (
    <Box id={MENU_POPOVER_ID} popover="auto" css={popoverStyle}>
      <nav aria-label="Mobile">
        <ul>
          {[...links, signIn].map((link) => (
            <li key={link.to}>
              <NavLinkItem link={link} />
            </li>
          ))}
        </ul>
      </nav>
    </Box>
  );
}
