// The shell of every update dialog: a form that saves, says why not (offline, the server's message)
// and, on success, shows 'Profile Updated Successfully' and refreshes the account (navbar too).
import { Button, chakra, CloseButton, Dialog, Portal, Stack } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { type FormEvent, type ReactNode, useState } from 'react';
import { FormMessage } from '../../ui/form-field.tsx';
import type { Upload } from '../../ui/use-upload.ts';
import { profileErrorMessage, useSaveProfile } from './api.ts';

type Props = {
  /** The dialog's title, also the button that opens it. */
  title: string;
  /** Uploads (if any) and the PUT; throws to show a message. */
  onSave: (form: FormData) => Promise<unknown>;
  /** The dialog's file, if it has one: forgotten on every open, so each edit starts fresh. */
  upload?: Upload;
  children: ReactNode;
};

export function ProfileDialog({ title, onSave, upload, children }: Props) {
  const [open, setOpen] = useState(false);
  const save = useSaveProfile(onSave, () => setOpen(false));
  const busy = save.isPending;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate(new FormData(event.currentTarget));
  };

  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      open={open}
      onOpenChange={(e) => {
        setOpen(e.open);
        if (e.open) {
          save.reset();
          upload?.choose(null);
        }
      }}
      // Fresh fields on every open: the inputs start from the saved values.
      lazyMount
      unmountOnExit
      scrollBehavior="inside"
      size="lg"
      placement="center"
    >
      <Dialog.Trigger asChild>
        <Button colorPalette="blue" size="sm">
          {title}
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <chakra.form onSubmit={onSubmit} display="contents" aria-label={title}>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">{children}</Stack>
                <FormMessage message={save.error && profileErrorMessage(save.error)} />
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline" disabled={busy}>
                    Cancel
                  </Button>
                </Dialog.ActionTrigger>
                <Button type="submit" colorPalette="blue" loading={busy} loadingText="Saving…">
                  Save
                </Button>
              </Dialog.Footer>
            </chakra.form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
