import { Box } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { NavLink } from './nav-links.ts';

/** One navigation link; the active one is marked with aria-current by the router. */
export function NavLinkItem({
  link,
  onNavigate,
  block = false,
}: {
  link: NavLink;
  onNavigate?: () => void;
  block?: boolean;
}) {
  return (
    <Box
      asChild
      display={block ? 'flex' : 'inline-flex'}
      alignItems="center"
      px="3"
      py={block ? '3' : '2'}
      rounded="md"
      fontSize={block ? 'md' : 'sm'}
      fontWeight="medium"
      color="fg.muted"
      transition="colors"
      _hover={{ color: 'fg', bg: 'bg.muted' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'blue.focusRing', outlineOffset: '2px' }}
      css={{ '&[aria-current=page]': { color: 'blue.fg', bg: 'blue.subtle' } }}
    >
      <Link to={link.to} onClick={onNavigate}>
        {link.label}
      </Link>
    </Box>
  );
}
