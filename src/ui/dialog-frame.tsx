// The frame every dialog shares: centred on a backdrop, a title, a body that scrolls inside, and a
// footer for its buttons. Loaded with the dialogs, never on a first screen.
import { Dialog, Portal } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import type { ComponentProps, ReactNode } from 'react';

type Props = {
  open: boolean;
  /** Escape, the backdrop or a Close button asked to close it. */
  onClose: () => void;
  title: ReactNode;
  /** What stands in the header instead of the plain title (an avatar beside it). */
  header?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
  size?: ComponentProps<typeof Dialog.Root>['size'];
  role?: 'dialog' | 'alertdialog';
};

export function DialogFrame({ open, onClose, title, header, footer, children, size = 'md', role }: Props) {
  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      role={role}
      open={open}
      onOpenChange={(e) => !e.open && onClose()}
      placement="center"
      size={size}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>{header ?? <Dialog.Title>{title}</Dialog.Title>}</Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            {footer && <Dialog.Footer>{footer}</Dialog.Footer>}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
