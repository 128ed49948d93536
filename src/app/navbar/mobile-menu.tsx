// The small-screen menu: a left drawer, 280 px (350 px from the sm breakpoint), closing when a
// link is chosen; an Account link and the theme switch sit at the bottom. Loaded lazily, so the
// drawer recipe is passed here instead of living in the system.
import { Box, CloseButton, Drawer, Portal, Stack } from '@chakra-ui/react';
import { drawerSlotRecipe } from '@chakra-ui/react/theme';
import { ThemeSwitch } from '../../ui/theme-switch.tsx';
import { NavLinkItem } from './nav-link-item.tsx';
import type { NavLink } from './nav-links.ts';

type Props = { open: boolean; onOpenChange: (open: boolean) => void; links: NavLink[] };

export function MobileMenu({ open, onOpenChange, links }: Props) {
  const close = () => onOpenChange(false);
  return (
    <Drawer.Root
      recipe={drawerSlotRecipe}
      open={open}
      onOpenChange={(e) => onOpenChange(e.open)}
      placement="start"
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxW={{ base: '280px', sm: '350px' }} w="full">
            <Drawer.Header borderBottomWidth="1px">
              <Drawer.Title>Menu</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body py="4">
              <Box as="nav" aria-label="Mobile">
                <Stack as="ul" listStyleType="none" gap="1">
                  {links.map((link) => (
                    <li key={link.to}>
                      <NavLinkItem link={link} onNavigate={close} />
                    </li>
                  ))}
                </Stack>
              </Box>
            </Drawer.Body>
            <Drawer.Footer flexDirection="column" alignItems="stretch" gap="4" borderTopWidth="1px">
              <NavLinkItem link={{ to: '/account', label: 'Account' }} onNavigate={close} />
              <ThemeSwitch fullWidth />
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close menu" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
